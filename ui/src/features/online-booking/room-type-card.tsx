import {
  Badge,
  Box,
  Card,
  Flex,
  Grid,
  HStack,
  Heading,
  IconButton,
  Image,
  Skeleton,
  Stack,
  Text,
  Wrap,
  chakra,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdultIcon, BedIcon, MinusIcon, PlusIcon } from '../../components/icons';
import { IconText } from '../../components/icon-text';
import { type OnlineRoomType, onlineImageUrl } from './online-booking-api';
import type { OnlineBookingState } from './use-online-booking';

/**
 * One room type of step 1: its pictures, what it offers, the rooms left and the price for the
 * booking's dates, and the quantity chosen (− and +).
 */
export function RoomTypeCard({ state, type }: { state: OnlineBookingState; type: OnlineRoomType }) {
  const { t } = useTranslation('online');
  const { slug, money } = state;
  const offer = state.byId.get(type.id) ?? null;
  const loading = state.checking || (!state.result && state.datesValid && !state.dateError);
  const quantity = state.quantities[type.id] ?? 0;
  const canAdd = state.roomsChosen < state.page.booking.maxRooms;
  const highlighted = type.id === state.focusRoomTypeId;
  const onQuantity = (next: number) => state.setQuantity(type.id, next);
  const available = offer?.available ?? 0;
  return (
    <Card.Root
      id={`room-type-${type.id}`}
      borderRadius="xl"
      overflow="hidden"
      borderColor={highlighted ? 'brand.solid' : undefined}
      borderWidth={highlighted ? '2px' : '1px'}
      data-testid={`room-type-${type.name}`}
    >
      <Grid templateColumns={{ base: '1fr', md: '16rem 1fr' }}>
        <RoomPictures slug={slug} type={type} />
        <Card.Body gap="3">
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Heading as="h3" size="lg">
              {type.name}
            </Heading>
            {loading ? (
              <Skeleton h="6" w="24" />
            ) : offer && available > 0 ? (
              <Badge colorPalette="green" variant="subtle" borderRadius="full">
                {t('rooms.left', { count: available })}
              </Badge>
            ) : (
              <Badge colorPalette="red" variant="subtle" borderRadius="full">
                {t('rooms.soldOut')}
              </Badge>
            )}
          </Flex>
          <Wrap gap="4" fontSize="sm" color="fg.muted">
            <IconText icon={AdultIcon}>{t('rooms.occupancy', { count: type.occupancy })}</IconText>
            {type.bedType ? <IconText icon={BedIcon}>{type.bedType}</IconText> : null}
            {type.floorSize ? <Text>{t('rooms.floorSize', { size: type.floorSize })}</Text> : null}
          </Wrap>
          {type.description ? (
            <Text fontSize="sm" lineClamp="3">
              {type.description}
            </Text>
          ) : null}
          {type.amenities.length > 0 ? (
            <Wrap gap="1.5">
              {type.amenities.slice(0, 8).map((amenity) => (
                <Badge key={amenity} variant="outline" colorPalette="gray" borderRadius="full">
                  {amenity}
                </Badge>
              ))}
            </Wrap>
          ) : null}
          {offer && !offer.sellable && offer.reasons.length > 0 ? (
            <Text fontSize="sm" color="fg.warning">
              {offer.reasons.join(' ')}
            </Text>
          ) : null}
          <Flex justify="space-between" align="end" gap="3" wrap="wrap" mt="auto">
            <Box>
              {offer && offer.sellable ? (
                <>
                  <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
                    {money(offer.total)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('rooms.priceFor', { count: offer.nights })}
                  </Text>
                </>
              ) : null}
            </Box>
            <HStack gap="2" role="group" aria-label={t('rooms.quantity', { name: type.name })}>
              <IconButton
                size="sm"
                variant="outline"
                aria-label={t('rooms.less', { name: type.name })}
                disabled={quantity === 0}
                onClick={() => onQuantity(quantity - 1)}
              >
                <MinusIcon />
              </IconButton>
              <Text minW="6" textAlign="center" fontWeight="semibold" data-testid="quantity">
                {quantity}
              </Text>
              <IconButton
                size="sm"
                aria-label={t('rooms.more', { name: type.name })}
                disabled={!offer || quantity >= available || !canAdd || loading}
                onClick={() => onQuantity(quantity + 1)}
              >
                <PlusIcon />
              </IconButton>
            </HStack>
          </Flex>
        </Card.Body>
      </Grid>
    </Card.Root>
  );
}

/** The room type's picture, with a thumbnail per picture to switch (a bed when it has none). */
function RoomPictures({ slug, type }: { slug: string; type: OnlineRoomType }) {
  const { t } = useTranslation('online');
  const [picture, setPicture] = useState(0);
  const image = type.images[picture] ?? type.images[0];
  return (
    <Box bg="bg.muted" minH="44">
      {image ? (
        <Stack gap="1" p="0">
          <Image
            src={onlineImageUrl(slug, image, 600, 400)}
            alt={type.name}
            objectFit="cover"
            w="full"
            h="44"
          />
          {type.images.length > 1 ? (
            <HStack gap="1" px="1" pb="1" overflowX="auto">
              {type.images.map((path, index) => (
                <chakra.button
                  key={path}
                  type="button"
                  onClick={() => setPicture(index)}
                  aria-label={t('rooms.picture', { number: index + 1 })}
                  borderWidth="2px"
                  borderColor={index === picture ? 'brand.solid' : 'transparent'}
                  borderRadius="sm"
                  flexShrink="0"
                >
                  <Image
                    src={onlineImageUrl(slug, path, 60, 60)}
                    alt={''}
                    w="10"
                    h="10"
                    objectFit="cover"
                  />
                </chakra.button>
              ))}
            </HStack>
          ) : null}
        </Stack>
      ) : (
        <Flex h="full" minH="44" align="center" justify="center" color="fg.subtle">
          <BedIcon boxSize="10" />
        </Flex>
      )}
    </Box>
  );
}
