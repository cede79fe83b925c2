import {
  AspectRatio,
  Box,
  Button,
  Card,
  Center,
  HStack,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { Link as RouterLink } from 'react-router';
import { ArrowRightIcon, BuildingIcon, PlusIcon } from '../../components/icons';
import { PropertyImage } from '../../components/property-image';
import { thumbnail } from '../../lib/thumbnail';
import { useLocalizedPath } from '../../components/use-localized-path';
import { propertyHomePath } from '../../lib/locale';
import type { UserHotel } from '../../lib/session-api';
import type { Property, PropertyStatus } from './properties-api';
import { PropertyStatusBadge } from './property-status-badge';

/** The grid of the picker: one card per property, as many across as the page holds. */
function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid
      as="ul"
      aria-label={label}
      listStyleType="none"
      columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
      gap="5"
    >
      {children}
    </SimpleGrid>
  );
}

/** The property's picture, or its initial on the brand colour until it has one. */
function CardImage({ image, name }: { image: string | null | undefined; name: string }) {
  return (
    <AspectRatio ratio={16 / 9} bg="brand.subtle">
      {image ? (
        <PropertyImage image={thumbnail(image, 400, 225)} alt={name} objectFit="cover" />
      ) : (
        <Center color="brand.fg" aria-hidden="true">
          <BuildingIcon boxSize="10" opacity={0.7} />
        </Center>
      )}
    </AspectRatio>
  );
}

interface PropertyCardProps {
  id: string;
  name: string;
  image: string | null | undefined;
  /** Under the name: the address, or what stands for it (company, role). */
  subtitle: string;
  /** A second, smaller line (the register number, the role). */
  meta?: ReactNode;
  status: PropertyStatus;
}

/**
 * One property of the picker: picture, name, subtitle and whether it is active. An active
 * property is one link (the whole card) into it; one waiting for confirmation says so.
 */
function PropertyCard({ id, name, image, subtitle, meta, status }: PropertyCardProps) {
  const { t } = useTranslation('properties');
  const localized = useLocalizedPath();
  const open = status === 'active';
  return (
    <Box as="li" minW="0">
      <LinkBox
        as="article"
        aria-label={name}
        h="full"
        borderWidth="1px"
        borderRadius="xl"
        bg="bg"
        shadow="xs"
        overflow="hidden"
        display="flex"
        flexDirection="column"
        transition="box-shadow 0.15s, border-color 0.15s"
        _hover={open ? { shadow: 'md', borderColor: 'brand.muted' } : undefined}
      >
        <CardImage image={image} name={name} />
        <Stack gap="2" p="4" flex="1">
          <HStack justify="space-between" align="flex-start" gap="2">
            <Text as="h2" fontWeight="semibold" fontSize="lg" lineClamp="2" minW="0">
              {open ? (
                <LinkOverlay asChild>
                  <RouterLink
                    to={localized(propertyHomePath(id))}
                    aria-label={t('openProperty', { name })}
                  >
                    {name}
                  </RouterLink>
                </LinkOverlay>
              ) : (
                name
              )}
            </Text>
            <PropertyStatusBadge status={status} />
          </HStack>
          <Text color="fg.muted" fontSize="sm" lineClamp="2">
            {subtitle}
          </Text>
          {meta ? (
            <Box color="fg.subtle" fontSize="xs">
              {meta}
            </Box>
          ) : null}
          <Box flex="1" />
          {open ? (
            <HStack color="brand.fg" fontSize="sm" fontWeight="medium" gap="1" aria-hidden="true">
              {t('open')}
              <ArrowRightIcon boxSize="4" />
            </HStack>
          ) : (
            <Text fontSize="xs" color="fg.muted" lineHeight="short">
              {t('pendingHint')}
            </Text>
          )}
        </Stack>
      </LinkBox>
    </Box>
  );
}

/** The plus card after the owner's properties: adds one (the form of /new/hotel). */
function AddPropertyCard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('properties');
  return (
    <Box as="li" minW="0">
      <Button
        onClick={onAdd}
        variant="outline"
        colorPalette="gray"
        w="full"
        h="full"
        minH="64"
        borderStyle="dashed"
        borderWidth="2px"
        borderRadius="xl"
        flexDirection="column"
        gap="3"
        color="fg.muted"
        _hover={{ color: 'brand.fg', borderColor: 'brand.muted', bg: 'brand.subtle' }}
      >
        <Center boxSize="12" borderRadius="full" bg="bg.muted">
          <PlusIcon boxSize="6" />
        </Center>
        <Text fontWeight="semibold">{t('add')}</Text>
      </Button>
    </Box>
  );
}

/** The properties of a default (owner) account as cards, with the plus card at the end. */
export function PropertyCards({
  properties,
  onAdd,
}: {
  properties: Property[];
  onAdd: () => void;
}) {
  const { t } = useTranslation('properties');
  return (
    <CardGrid label={t('list.label')}>
      {properties.map((property) => (
        <PropertyCard
          key={property.id}
          id={property.id}
          name={property.name}
          image={property.image}
          subtitle={property.address || property.companyName}
          meta={
            <Text as="span" fontVariantNumeric="tabular-nums">
              {t('registerNoShort', { registerNo: property.registerNo })}
            </Text>
          }
          status={property.status}
        />
      ))}
      <AddPropertyCard onAdd={onAdd} />
    </CardGrid>
  );
}

/** The properties a staff member works at (from GET /api/user), with their role there. */
export function MemberHotelCards({ hotels }: { hotels: UserHotel[] }) {
  const { t } = useTranslation('properties');
  const local = useLocalName();
  return (
    <CardGrid label={t('list.label')}>
      {hotels.map((hotel) => {
        const role = hotel.isOwner ? t('owner') : hotel.role ? local(hotel.role) : t('noRole');
        return (
          <PropertyCard
            key={hotel.id}
            id={hotel.id}
            name={hotel.name}
            image={hotel.image}
            subtitle={hotel.address || role}
            meta={hotel.address ? role : undefined}
            status={hotel.status}
          />
        );
      })}
    </CardGrid>
  );
}

/** Placeholder cards while the list loads (the real cards' shape, so nothing jumps). */
export function PropertyCardsSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
      gap="5"
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      {Array.from({ length: 3 }, (_, i) => (
        <Card.Root key={i} variant="outline" borderRadius="xl" overflow="hidden">
          <Skeleton h="36" borderRadius="0" />
          <Card.Body gap="3">
            <Skeleton h="5" w="70%" />
            <Skeleton h="4" w="90%" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
