import { saveRoomsSchema } from '@hotel/events/inventory/commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { FormInDialog, type InDialogProps } from '../../components/form-in-dialog';
import type { DialogControl } from '../../components/use-dialog';
import { FormFields } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { RoomNumbersField } from './room-numbers-field';
import { numbersIn, roomNumberKey } from './room-numbers-input';
import {
  ROOM_FIELDS,
  type Room,
  type RoomType,
  type SaveRoomsRequest,
  useSaveRoomsMutation,
} from './room-types-api';
import { toastDone } from '../../components/done-toast';

/** What the rooms dialog is for: new numbers of a room type, or one room's details. */
export type RoomsDialogTarget =
  { kind: 'add'; roomType: RoomType } | { kind: 'edit'; roomType: RoomType; room: Room };

interface RoomsDialogProps {
  slug: string;
  /** Its open state and what it is for (new numbers of a room type, or one room). */
  dialog: DialogControl<RoomsDialogTarget>;
  /** Room numbers the property has (keys). */
  takenNumbers: ReadonlySet<string>;
}

/**
 * Rooms of a room type (settings spec §5): adding several numbers at once as chips, or
 * changing one room's number and description (POST /api/rooms).
 */
export function RoomsDialog({
  dialog: { item: target, open, onOpenChange },
  ...props
}: RoomsDialogProps) {
  return (
    <FormInDialog
      open={open}
      onOpenChange={onOpenChange}
      form={RoomsForm}
      formKey={target?.kind === 'edit' ? target.room.id : `add-${target?.roomType.id ?? ''}`}
      props={target ? { ...props, target } : null}
    />
  );
}

interface Values {
  /** New numbers (chips), and the one being typed (added on submit). */
  names: string[];
  pending: string;
  /** The room's number and description, when one room is changed. */
  name: string;
  description: string;
}

const valuesOf = (room: Room | null): Values => ({
  names: [],
  pending: '',
  name: room?.name ?? '',
  description: room?.description ?? '',
});

function RoomsForm({
  slug,
  target,
  takenNumbers,
  first,
  onDone,
}: Omit<RoomsDialogProps, 'dialog'> & {
  target: RoomsDialogTarget;
} & InDialogProps) {
  const { t } = useTranslation('rooms');
  const [saveRooms, { isLoading }] = useSaveRoomsMutation();
  const editing = target.kind === 'edit' ? target.room : null;

  const form = useCommandForm({
    schema: saveRoomsSchema,
    fields: ROOM_FIELDS,
    defaultValues: valuesOf(editing),
    toRequest: ({ names, pending, name, description }: Values): SaveRoomsRequest =>
      editing
        ? { id: editing.id, name: name.trim(), description: description.trim() }
        : { names: [...names, ...numbersIn(pending)], roomType: { id: target.roomType.id } },
    check: ({ names, pending }) =>
      editing || names.length > 0 || numbersIn(pending).length > 0
        ? {}
        : { names: t('numbers.required') },
    send: async (rooms, idempotencyKey) => {
      await saveRooms({ slug, idempotencyKey, rooms }).unwrap();
      toastDone(
        'id' in rooms
          ? t('rooms.updated', { name: rooms.name })
          : t('rooms.added', { count: rooms.names.length, roomType: target.roomType.name }),
      );
      onDone();
    },
  });

  // When editing, the room's own number is not "taken".
  const taken = editing
    ? new Set([...takenNumbers].filter((key) => key !== roomNumberKey(editing.name)))
    : takenNumbers;

  return (
    <DialogForm
      title={editing ? t('rooms.editTitle') : t('rooms.addTitle')}
      description={t('rooms.of', { roomType: target.roomType.name })}
      form={form}
      creating={editing === null}
      submitting={isLoading}
      {...(editing ? {} : { submitLabel: t('rooms.add') })}
    >
      {editing ? (
        <FormFields
          form={form}
          fields={[
            {
              kind: 'text',
              name: 'name',
              label: 'rooms.name',
              required: true,
              maxLength: 20,
              first: true,
            },
            {
              kind: 'textarea',
              name: 'description',
              label: 'rooms.description',
              optionalText: 'form.optional',
              rows: 3,
              maxLength: 500,
            },
          ]}
          t={t}
          firstField={first}
        />
      ) : (
        <RoomNumbersField
          form={form}
          label={t('rooms.numbers')}
          taken={taken}
          required
          inputRef={first}
        />
      )}
    </DialogForm>
  );
}
