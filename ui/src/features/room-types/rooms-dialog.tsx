import { saveRoomsSchema } from '@hotel/events/inventory/commands';
import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { TextAreaField, TextField } from '../../components/form/fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { toaster } from '../../lib/toaster';
import { RoomNumbersField } from './room-numbers-field';
import { numbersIn, roomNumberKey } from './room-numbers-input';
import {
  ROOM_FIELDS,
  type Room,
  type RoomType,
  type SaveRoomsRequest,
  useSaveRoomsMutation,
} from './room-types-api';

/** What the rooms dialog is for: new numbers of a room type, or one room's details. */
export type RoomsDialogTarget =
  { kind: 'add'; roomType: RoomType } | { kind: 'edit'; roomType: RoomType; room: Room };

interface RoomsDialogProps {
  slug: string;
  target: RoomsDialogTarget | null;
  /** Room numbers the property has (keys). */
  takenNumbers: ReadonlySet<string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Rooms of a room type (settings spec §5): adding several numbers at once as chips, or
 * changing one room's number and description (POST /api/rooms).
 */
export function RoomsDialog({ slug, target, takenNumbers, open, onOpenChange }: RoomsDialogProps) {
  const firstField = useRef<HTMLElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={firstField}>
      {target ? (
        <RoomsForm
          key={target.kind === 'edit' ? target.room.id : `add-${target.roomType.id}`}
          slug={slug}
          target={target}
          takenNumbers={takenNumbers}
          firstField={firstField}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
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
  firstField,
  onDone,
}: {
  slug: string;
  target: RoomsDialogTarget;
  takenNumbers: ReadonlySet<string>;
  firstField: RefObject<HTMLElement | null>;
  onDone: () => void;
}) {
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
      toaster.create({
        type: 'success',
        title:
          'id' in rooms
            ? t('rooms.updated', { name: rooms.name })
            : t('rooms.added', { count: rooms.names.length, roomType: target.roomType.name }),
        closable: true,
      });
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
      onSubmit={form.onSubmit}
      creating={editing === null}
      submitting={isLoading}
      otherErrors={form.otherErrors}
      {...(editing ? {} : { submitLabel: t('rooms.add') })}
    >
      {editing ? (
        <>
          <TextField
            form={form}
            name="name"
            label={t('rooms.name')}
            required
            maxLength={20}
            inputRef={firstField}
          />
          <TextAreaField
            form={form}
            name="description"
            label={t('rooms.description')}
            optionalText={t('form.optional')}
            rows={3}
            maxLength={500}
          />
        </>
      ) : (
        <RoomNumbersField
          form={form}
          label={t('rooms.numbers')}
          taken={taken}
          required
          inputRef={firstField}
        />
      )}
    </DialogForm>
  );
}
