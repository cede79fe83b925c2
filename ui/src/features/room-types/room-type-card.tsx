import { Badge, Box, Button, Card, Flex, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { localName, localShortName } from '../../lib/names';
import { Link as RouterLink } from 'react-router';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { ImageIcon } from '../../components/image-icons';
import { PropertyImage } from '../../components/property-image';
import { thumbnail } from '../../lib/thumbnail';
import { useLocalizedPath } from '../../components/use-localized-path';
import { formatMoney } from './format';
import { AdultIcon, BedIcon, ChildIcon, SparklesIcon, StarIcon } from '../../components/icons';
import type { Room, RoomType } from './room-types-api';
import { RoomTypeRooms } from './room-type-rooms';
import { roomTypeAmenitiesPath, roomTypeImagesPath } from './paths';

/** What the cards' buttons do to a room type and its rooms (the board's dialogs). */
export interface RoomTypeActions {
  edit: (roomType: RoomType) => void;
  remove: (roomType: RoomType) => void;
  addRooms: (roomType: RoomType) => void;
  editRoom: (roomType: RoomType, room: Room) => void;
  removeRoom: (room: Room) => void;
}

export interface RoomTypeCardProps {
  slug: string;
  roomType: RoomType;
  actions: RoomTypeActions;
  /** Show the links to the images and amenities screens (default true). */
  showLinks?: boolean;
}

/**
 * A room type (settings spec §2): name and short name, default price (green above 0, red
 * otherwise), occupancy as adults × N and children × N, its rooms (collapsible, each with edit
 * and delete, plus add), and the actions images, amenities, edit, delete.
 */
export function RoomTypeCard({ slug, roomType, actions, showLinks = true }: RoomTypeCardProps) {
  const { t, i18n } = useTranslation('rooms');
  const localized = useLocalizedPath();
  const language = i18n.resolvedLanguage ?? 'mn';
  const hasRooms = roomType.rooms.length > 0;

  return (
    <Card.Root
      as="article"
      aria-label={roomType.name}
      variant="outline"
      borderRadius="xl"
      overflow="hidden"
      data-testid="room-type-card"
    >
      <Card.Body gap="4" p="5">
        <CardHeading roomType={roomType} />

        <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              {t('card.defaultPrice')}
            </Text>
            <Text
              fontSize="xl"
              fontWeight="bold"
              fontVariantNumeric="tabular-nums"
              color={roomType.defaultPrice > 0 ? 'fg.success' : 'fg.error'}
              data-testid="room-type-price"
            >
              {formatMoney(roomType.defaultPrice, language)}
              {roomType.byPerson ? (
                <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
                  {' '}
                  {t('card.perPerson')}
                </Text>
              ) : null}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap" justify="flex-end">
            <Badge size="lg" variant="subtle" colorPalette="brand" gap="1.5">
              <AdultIcon boxSize="3.5" />
              {t('card.adults', { count: roomType.occupancy })}
            </Badge>
            {roomType.occupancyChildren > 0 ? (
              <Badge size="lg" variant="subtle" colorPalette="purple" gap="1.5">
                <ChildIcon boxSize="3.5" />
                {t('card.children', { count: roomType.occupancyChildren })}
              </Badge>
            ) : null}
          </HStack>
        </Flex>

        {roomType.bedType || roomType.floorSize || roomType.hasExtraBed ? (
          <HStack gap="3" color="fg.muted" fontSize="sm" wrap="wrap">
            {roomType.bedType ? (
              <HStack gap="1">
                <BedIcon boxSize="4" />
                <Text>{roomType.bedType.name}</Text>
              </HStack>
            ) : null}
            {roomType.floorSize ? (
              <Text>{t('card.floorSize', { size: roomType.floorSize })}</Text>
            ) : null}
            {roomType.hasExtraBed && roomType.extraBeds ? (
              <Text>{t('card.extraBeds', { count: roomType.extraBeds })}</Text>
            ) : null}
          </HStack>
        ) : null}

        <Separator />

        <RoomTypeRooms roomType={roomType} actions={actions} />
      </Card.Body>

      <Card.Footer
        gap="2"
        px="5"
        py="3"
        bg="bg.subtle"
        borderTopWidth="1px"
        justifyContent="space-between"
        flexWrap="wrap"
      >
        <HStack gap="1" wrap="wrap">
          {showLinks
            ? [
                {
                  path: roomTypeImagesPath,
                  icon: <ImageIcon />,
                  text: t('card.images', { count: roomType.images.length }),
                },
                {
                  path: roomTypeAmenitiesPath,
                  icon: <SparklesIcon />,
                  text: t('card.amenities', { count: roomType.amenities.length }),
                },
              ].map((link) => (
                <Button key={link.text} asChild size="sm" variant="ghost" colorPalette="gray">
                  <RouterLink to={localized(link.path(slug, roomType.id))}>
                    {link.icon}
                    {link.text}
                  </RouterLink>
                </Button>
              ))
            : null}
        </HStack>
        <EditDeleteButtons
          gap="1"
          edit={{
            label: t('card.editFor', { name: roomType.name }),
            title: t('card.edit'),
            onClick: () => actions.edit(roomType),
          }}
          remove={{
            label: t('card.deleteFor', { name: roomType.name }),
            title: t('card.delete'),
            disabledReason: hasRooms ? t('card.deleteHasRooms') : null,
            onClick: () => actions.remove(roomType),
          }}
        />
      </Card.Footer>
    </Card.Root>
  );
}

/** The card's heading: the cover (or the short name), the name in both languages, priority. */
function CardHeading({ roomType }: { roomType: RoomType }) {
  const { t, i18n } = useTranslation('rooms');
  const language = i18n.resolvedLanguage ?? 'mn';
  const cover = roomType.images[0];
  const displayName = localName(roomType, language);
  const code = localShortName(roomType, language);
  const otherName = language === 'en' ? roomType.name : roomType.nameEn;
  return (
    <Flex gap="3" align="flex-start">
      <Box
        w="60px"
        h="60px"
        flexShrink="0"
        borderRadius="lg"
        overflow="hidden"
        bg="brand.subtle"
        color="brand.fg"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontWeight="bold"
        fontSize="lg"
      >
        {cover ? (
          // Decorative: the room type's name is next to it.
          <PropertyImage
            image={thumbnail(cover, 60)}
            alt={''}
            w="full"
            h="full"
            objectFit="cover"
          />
        ) : (
          code
        )}
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text as="h3" fontWeight="semibold" fontSize="lg" lineHeight="short">
            {displayName}
          </Text>
          {cover ? (
            <Badge variant="outline" colorPalette="gray" title={t('card.shortName')}>
              {code}
            </Badge>
          ) : null}
          {roomType.isPriority ? (
            <Badge colorPalette="orange" variant="subtle" gap="1">
              <StarIcon boxSize="3" />
              {t('card.priority')}
            </Badge>
          ) : null}
        </HStack>
        {otherName ? (
          <Text fontSize="sm" color="fg.muted" truncate>
            {otherName}
          </Text>
        ) : null}
      </Stack>
    </Flex>
  );
}
