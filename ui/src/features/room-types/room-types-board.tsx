import {
  Button,
  Card,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { PageIntro } from '../../components/page-intro';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PlusIcon } from '../../components/icons';
import { ListStates } from '../../components/list-states';
import { NotFoundPage } from '../../components/not-found-page';
import { type ConfirmedDelete, useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useDialog } from '../../components/use-dialog';
import { httpStatusOf } from '../../lib/problem';
import { DoorIcon } from '../../components/icons';
import { roomNumberKey } from './room-numbers-input';
import { type RoomTypeActions, RoomTypeCard } from './room-type-card';
import { RoomTypeDialog } from './room-type-dialog';
import {
  type Room,
  type RoomType,
  useDeleteRoomMutation,
  useDeleteRoomTypeMutation,
  useListRoomTypesQuery,
} from './room-types-api';
import { RoomsDialog, type RoomsDialogTarget } from './rooms-dialog';
import { HeaderRow } from '../../components/header-row';

/** The cards' grid (and their skeletons' while the list loads): one to three columns. */
const CARDS_GRID: SimpleGridProps = { columns: { base: 1, lg: 2, '2xl': 3 }, gap: '5' };

interface RoomTypesBoardProps {
  slug: string;
  /** Show the links to each room type's images and amenities screens (default true). */
  showLinks?: boolean;
  /** Show the explanation above the cards (default true). */
  showIntro?: boolean;
}

/**
 * The room types of a property as cards, with everything done to them: add and edit room
 * types, add rooms (several numbers at once), edit and delete rooms, delete room types. Used by
 * the room types screen (`s/room/types`) and the setup wizard's rooms step (`r/rooms`).
 */
export function RoomTypesBoard({ slug, showLinks = true, showIntro = true }: RoomTypesBoardProps) {
  const { t } = useTranslation('rooms');
  const roomTypes = useListRoomTypesQuery({ slug });
  const editor = useDialog<RoomType>();
  const rooms = useDialog<RoomsDialogTarget>();
  const [deleteRoomType, { isLoading: deletingType }] = useDeleteRoomTypeMutation();
  const [deleteRoom, { isLoading: deletingRoom }] = useDeleteRoomMutation();
  const typeRemover = useConfirmedDelete<RoomType>(
    (roomType, idempotencyKey) =>
      deleteRoomType({ slug, id: roomType.id, idempotencyKey }).unwrap(),
    (roomType) => t('delete.typeDone', { name: roomType.name }),
  );
  const roomRemover = useConfirmedDelete<Room>(
    (room, idempotencyKey) => deleteRoom({ slug, id: room.id, idempotencyKey }).unwrap(),
    (room) => t('delete.roomDone', { name: room.name }),
  );

  const takenNumbers = useMemo(
    () =>
      new Set(
        (roomTypes.data?.data ?? []).flatMap((type) =>
          type.rooms.map((room) => roomNumberKey(room.name)),
        ),
      ),
    [roomTypes.data],
  );

  const actions: RoomTypeActions = {
    edit: editor.show,
    remove: typeRemover.show,
    addRooms: (roomType) => rooms.show({ kind: 'add', roomType }),
    editRoom: (roomType, room) => rooms.show({ kind: 'edit', roomType, room }),
    removeRoom: roomRemover.show,
  };

  const addButton = (
    <Button onClick={() => editor.show(null)} flexShrink="0">
      <PlusIcon />
      {t('add')}
    </Button>
  );

  if (httpStatusOf(roomTypes.error) === 404) return <NotFoundPage />;

  const totalRooms = (roomTypes.data?.data ?? []).reduce((sum, type) => sum + type.rooms.length, 0);

  return (
    <Stack gap="6">
      <HeaderRow>
        <Stack gap="1">
          {showIntro ? <PageIntro>{t('subtitle')}</PageIntro> : null}
          {roomTypes.data && roomTypes.data.data.length > 0 ? (
            <Text fontSize="sm" color="fg.subtle" data-testid="room-types-summary">
              {t('summary', { types: roomTypes.data.data.length, rooms: totalRooms })}
            </Text>
          ) : null}
        </Stack>
        {addButton}
      </HeaderRow>
      <ListStates
        query={roomTypes}
        errorAboveList
        loading={
          <SimpleGrid {...CARDS_GRID} role="status" aria-label={t('list.loading')}>
            {[0, 1, 2].map((i) => (
              <Card.Root key={i} variant="outline" borderRadius="xl">
                <Card.Body gap="4">
                  <Skeleton height="14" />
                  <Skeleton height="6" width="50%" />
                  <Skeleton height="16" />
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        }
        error={t('list.error')}
        empty={{
          icon: <DoorIcon />,
          title: t('empty.title'),
          description: t('empty.description'),
          action: addButton,
        }}
      >
        {(list) => (
          <SimpleGrid {...CARDS_GRID} alignItems="start">
            {list.map((roomType) => (
              <RoomTypeCard
                key={roomType.id}
                slug={slug}
                roomType={roomType}
                showLinks={showLinks}
                actions={actions}
              />
            ))}
          </SimpleGrid>
        )}
      </ListStates>
      <RoomTypeDialog slug={slug} dialog={editor} takenNumbers={takenNumbers} />
      <RoomsDialog slug={slug} dialog={rooms} takenNumbers={takenNumbers} />
      <DeleteDialog kind="type" remover={typeRemover} loading={deletingType} />
      <DeleteDialog kind="room" remover={roomRemover} loading={deletingRoom} />
    </Stack>
  );
}

/** "Delete …?" of a room type or a room (`delete.typeTitle`, `delete.roomDescription`, …). */
function DeleteDialog<T extends { name: string }>({
  kind,
  remover,
  loading,
}: {
  kind: 'type' | 'room';
  remover: ConfirmedDelete<T>;
  loading: boolean;
}) {
  const { t } = useTranslation('rooms');
  return (
    <ConfirmDialog
      dialog={remover}
      title={t(`delete.${kind}Title`)}
      description={t(`delete.${kind}Description`, { name: remover.item?.name ?? '' })}
      confirmLabel={t('delete.confirm')}
      loading={loading}
      onConfirm={remover.confirm}
    />
  );
}
