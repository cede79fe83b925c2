import { Box, Button, Collapsible, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { ChevronDownIcon, DoorIcon, PlusIcon } from '../../components/icons';
import type { RoomTypeActions } from './room-type-card';
import type { Room, RoomType } from './room-types-api';

interface RoomTypeRoomsProps {
  roomType: RoomType;
  actions: Pick<RoomTypeActions, 'addRooms' | 'editRoom' | 'removeRoom'>;
}

/**
 * A room type's rooms on its card (settings spec §2): collapsible (open at first), each room
 * with its description, edit and delete, and "add rooms".
 */
export function RoomTypeRooms({ roomType, actions }: RoomTypeRoomsProps) {
  const { t } = useTranslation('rooms');
  const [roomsOpen, setRoomsOpen] = useState(true);
  const hasRooms = roomType.rooms.length > 0;
  return (
    <Collapsible.Root open={roomsOpen} onOpenChange={(details) => setRoomsOpen(details.open)}>
      <Flex align="center" justify="space-between" gap="2">
        <Collapsible.Trigger asChild>
          <Button variant="ghost" size="sm" colorPalette="gray" px="2" ms="-2">
            <DoorIcon />
            {t('card.rooms', { count: roomType.rooms.length })}
            <ChevronDownIcon
              transition="transform 0.2s"
              transform={roomsOpen ? 'rotate(180deg)' : undefined}
            />
          </Button>
        </Collapsible.Trigger>
        <Button size="xs" variant="subtle" onClick={() => actions.addRooms(roomType)}>
          <PlusIcon />
          {t('card.addRooms')}
        </Button>
      </Flex>
      <Collapsible.Content>
        {hasRooms ? (
          <Box
            as="ul"
            mt="2"
            display="grid"
            gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }}
            gap="1.5"
            aria-label={t('card.roomsOf', { roomType: roomType.name })}
          >
            {roomType.rooms.map((room) => (
              <RoomItem
                key={room.id}
                room={room}
                onEdit={() => actions.editRoom(roomType, room)}
                onRemove={() => actions.removeRoom(room)}
              />
            ))}
          </Box>
        ) : (
          <Text mt="2" fontSize="sm" color="fg.muted">
            {t('card.noRooms')}
          </Text>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** One room on the card: its number and description, edit and delete. */
function RoomItem({
  room,
  onEdit,
  onRemove,
}: {
  room: Room;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('rooms');
  return (
    <HStack as="li" gap="1" ps="3" pe="1" py="1" borderRadius="md" bg="bg.subtle" minW="0">
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" truncate>
          {room.name}
        </Text>
        {room.description ? (
          <Text fontSize="xs" color="fg.muted" truncate title={room.description}>
            {room.description}
          </Text>
        ) : null}
      </Stack>
      <EditDeleteButtons
        size="2xs"
        gap="1"
        flexShrink="0"
        edit={{
          label: t('card.editRoom', { name: room.name }),
          title: t('card.editRoom', { name: room.name }),
          onClick: onEdit,
        }}
        remove={{
          label: t('card.deleteRoom', { name: room.name }),
          title: t('card.deleteRoom', { name: room.name }),
          onClick: onRemove,
        }}
      />
    </HStack>
  );
}
