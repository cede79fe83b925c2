import { Box, Button, Card, Grid, HStack, Heading, Image, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailIcon, PhoneIcon, StarIcon } from '../../components/icons';
import { IconText } from '../../components/icon-text';
import { type OnlinePage, onlineImageUrl } from './online-booking-api';

/** The description is cut here, with More / Close (operations spec §2). */
export const DESCRIPTION_LIMIT = 490;

/** The property: name, stars, contacts, a picture and the description (More / Close). */
export function PropertyHeader({ slug, page }: { slug: string; page: OnlinePage }) {
  const { t } = useTranslation('online');
  const [more, setMore] = useState(false);
  const { property } = page;
  const picture = property.images[0] ?? property.image ?? page.roomTypes[0]?.images[0] ?? null;
  const description = property.description ?? '';
  const long = description.length > DESCRIPTION_LIMIT;
  return (
    <Card.Root borderRadius="xl" overflow="hidden">
      <Grid templateColumns={{ base: '1fr', md: picture ? '2fr 3fr' : '1fr' }}>
        {picture ? (
          <Image
            src={onlineImageUrl(slug, picture, 800, 600)}
            alt={property.name}
            objectFit="cover"
            w="full"
            h={{ base: '48', md: 'full' }}
            minH={{ md: '64' }}
          />
        ) : null}
        <Card.Body gap="3">
          <HStack gap="2" wrap="wrap">
            <Heading as="h1" size="2xl">
              {property.name}
            </Heading>
            {property.starRating ? (
              <HStack gap="0.5" role="img" aria-label={t('stars', { count: property.starRating })}>
                {Array.from({ length: property.starRating }, (_, i) => (
                  <StarIcon key={i} boxSize="4" color="orange.400" />
                ))}
              </HStack>
            ) : null}
          </HStack>
          {property.address ? <Text color="fg.muted">{property.address}</Text> : null}
          <Wrap gap="4" fontSize="sm">
            {property.phone ? <IconText icon={PhoneIcon}>{property.phone}</IconText> : null}
            {property.email ? <IconText icon={MailIcon}>{property.email}</IconText> : null}
          </Wrap>
          {description ? (
            <Box>
              <Text whiteSpace="pre-line" data-testid="property-description">
                {long && !more ? `${description.slice(0, DESCRIPTION_LIMIT)}…` : description}
              </Text>
              {long ? (
                <Button
                  variant="plain"
                  size="sm"
                  px="0"
                  colorPalette="brand"
                  onClick={() => setMore(!more)}
                >
                  {more ? t('description.close') : t('description.more')}
                </Button>
              ) : null}
            </Box>
          ) : null}
        </Card.Body>
      </Grid>
    </Card.Root>
  );
}
