import {
  Button,
  chakra,
  CloseButton,
  Dialog,
  Input,
  Portal,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import { RoomNumbersInput, numbersIn, roomNumberKey } from './room-numbers-input';
import { ROOM_FIELDS, type Room, type RoomType, useSaveRoomsMutation } from './room-types-api';

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
  const firstField = useRef<HTMLInputElement | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      initialFocusEl={() => firstField.current}
      size="md"
      placement="center"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
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
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

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
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('rooms');
  const [saveRooms, { isLoading }] = useSaveRoomsMutation();
  const editing = target.kind === 'edit' ? target.room : null;
  const [names, setNames] = useState<string[]>([]);
  const [pending, setPending] = useState('');
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const form = useFormErrors(ROOM_FIELDS);

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      if (editing || names.length > 0 || numbersIn(pending).length > 0) return true;
      form.showFieldErrors({ names: [t('numbers.required')] });
      return false;
    },
    send: async (idempotencyKey) => {
      form.clear();
      const added = [...names, ...numbersIn(pending)];
      await saveRooms({
        slug,
        idempotencyKey,
        rooms: editing
          ? { id: editing.id, name: name.trim(), description: description.trim() }
          : { names: added, roomType: { id: target.roomType.id } },
      }).unwrap();
      toaster.create({
        type: 'success',
        title: editing
          ? t('rooms.updated', { name: name.trim() })
          : t('rooms.added', { count: added.length, roomType: target.roomType.name }),
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
  });

  // When editing, the room's own number is not "taken".
  const taken = editing
    ? new Set([...takenNumbers].filter((key) => key !== roomNumberKey(editing.name)))
    : takenNumbers;

  return (
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>{editing ? t('rooms.editTitle') : t('rooms.addTitle')}</Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {t('rooms.of', { roomType: target.roomType.name })}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
          {editing ? (
            <>
              <FormField label={t('rooms.name')} errors={form.errors.name} required>
                <Input
                  name="name"
                  autoComplete="off"
                  maxLength={20}
                  value={name}
                  onChange={(e) => {
                    edited();
                    form.clearField('name');
                    setName(e.target.value);
                  }}
                  ref={(element) => {
                    form.inputRef('name')(element);
                    firstField.current = element;
                  }}
                />
              </FormField>
              <FormField
                label={t('rooms.description')}
                errors={form.errors.description}
                optionalText={t('form.optional')}
              >
                <Textarea
                  name="description"
                  rows={3}
                  maxLength={500}
                  value={description}
                  onChange={(e) => {
                    edited();
                    form.clearField('description');
                    setDescription(e.target.value);
                  }}
                  ref={form.inputRef('description')}
                />
              </FormField>
            </>
          ) : (
            <RoomNumbersInput
              label={t('rooms.numbers')}
              value={names}
              onChange={(next) => {
                edited();
                form.clearField('names');
                setNames(next);
              }}
              pending={pending}
              onPendingChange={(next) => {
                edited();
                form.clearField('names');
                setPending(next);
              }}
              taken={taken}
              errors={form.errors.names}
              inputRef={(element) => {
                form.inputRef('names')(element);
                firstField.current = element;
              }}
              required
            />
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray" disabled={isLoading}>
            {t('common:actions.cancel')}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={isLoading} loadingText={t('form.submitting')}>
          {editing ? t('common:actions.save') : t('rooms.add')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" colorPalette="gray" aria-label={t('common:actions.close')} />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}
