import {
  Box,
  Checkbox,
  Fieldset,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type RefObject, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, TimeInput } from '../../components/date-input';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { SwitchField } from '../../components/switch-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { addDays, isIsoDate } from '@hotel/events/dates';
import { toaster } from '../../lib/toaster';
import type { RoomType } from '../room-types';
import {
  BLOCK_FIELDS,
  type Block,
  type BlockSpan,
  useChangeBlockMutation,
  useCreateBlockMutation,
} from './blocks-api';
import { useLocalName } from '../../lib/names';

interface BlockDialogProps {
  slug: string;
  /** The block to change; null blocks new rooms. */
  block: Block | null;
  roomTypes: readonly RoomType[];
  /** The first date offered for a new block (the working date). */
  workingDate: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Block rooms (several rooms of one room type, with select-all) or change one block (its room
 * type locked, one room): the span in whole nights or hours, and a description.
 */
export function BlockDialog({ open, onOpenChange, ...props }: BlockDialogProps) {
  const firstField = useRef<HTMLElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={firstField} size="lg">
      <BlockForm
        key={props.block?.id ?? 'new'}
        {...props}
        firstField={firstField}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function BlockForm({
  slug,
  block,
  roomTypes,
  workingDate,
  firstField,
  onDone,
}: Omit<BlockDialogProps, 'open' | 'onOpenChange'> & {
  firstField: RefObject<HTMLElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('blocks');
  const localName = useLocalName();
  const [create, creating] = useCreateBlockMutation();
  const [change, changing] = useChangeBlockMutation();
  const form = useFormErrors(BLOCK_FIELDS);
  const withRooms = roomTypes.filter((type) => type.rooms.length > 0);
  const [roomTypeId, setRoomTypeId] = useState(block?.roomTypeId ?? withRooms[0]?.id ?? '');
  const [rooms, setRooms] = useState<string[]>([]);
  const [roomId, setRoomId] = useState(block?.roomId ?? '');
  const [span, setSpan] = useState<BlockSpan>(() => ({
    startDate: block?.startDate ?? workingDate,
    endDate: block?.endDate ?? addDays(workingDate, 1),
    isTime: block?.isTime ?? false,
    startTime: block?.startTime ?? '',
    endTime: block?.endTime ?? '',
    description: block?.description ?? '',
  }));
  const type = useMemo(() => roomTypes.find((r) => r.id === roomTypeId), [roomTypes, roomTypeId]);
  const typeRooms = type?.rooms ?? [];
  const isNew = block === null;

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      if (isNew && rooms.length === 0) {
        form.showFieldErrors({ rooms: [t('form.roomsRequired')] });
        return false;
      }
      return true;
    },
    send: async (idempotencyKey) => {
      form.clear();
      if (block) {
        await change({ slug, idempotencyKey, id: block.id, roomId, ...span }).unwrap();
        toaster.create({ type: 'success', title: t('form.updated'), closable: true });
      } else {
        const saved = await create({ slug, idempotencyKey, roomTypeId, rooms, ...span }).unwrap();
        toaster.create({
          type: 'success',
          title: t('form.created', { count: saved.ids.length }),
          closable: true,
        });
      }
      onDone();
    },
    onError: form.showServerErrors,
  });

  const set = <K extends keyof BlockSpan>(field: K, value: BlockSpan[K]) => {
    edited();
    form.clearField(field);
    setSpan((current) => {
      const next = { ...current, [field]: value };
      // A new start after the end moves the end along (one night, or the same day for hours);
      // a date still being typed moves nothing.
      if (field === 'startDate' && typeof value === 'string' && isIsoDate(value)) {
        if (!next.isTime && next.endDate <= value) next.endDate = addDays(value, 1);
        if (next.isTime && next.endDate < value) next.endDate = value;
      }
      if (field === 'isTime' && value === true && next.endDate > next.startDate) {
        next.endDate = next.startDate;
      }
      if (
        field === 'isTime' &&
        value === false &&
        isIsoDate(next.startDate) &&
        next.endDate <= next.startDate
      ) {
        next.endDate = addDays(next.startDate, 1);
      }
      return next;
    });
  };

  const allChosen = typeRooms.length > 0 && typeRooms.every((room) => rooms.includes(room.id));
  const someChosen = rooms.length > 0;
  const toggleRoom = (id: string, on: boolean) => {
    edited();
    form.clearField('rooms');
    setRooms((current) =>
      on
        ? typeRooms.filter((r) => r.id === id || current.includes(r.id)).map((r) => r.id)
        : current.filter((r) => r !== id),
    );
  };

  return (
    <DialogForm
      title={isNew ? t('form.createTitle') : t('form.editTitle')}
      description={isNew ? t('form.createDescription') : t('form.editDescription')}
      onSubmit={onSubmit}
      creating={isNew}
      submitting={creating.isLoading || changing.isLoading}
      otherErrors={form.other}
      submitLabel={isNew ? t('form.submit') : undefined}
    >
      <FormField
        label={t('form.roomType')}
        errors={form.errors.roomTypeId}
        required
        disabled={!isNew}
        helperText={isNew ? undefined : t('form.roomTypeLocked')}
      >
        <NativeSelect.Root>
          <NativeSelect.Field
            name="roomTypeId"
            value={roomTypeId}
            onChange={(e) => {
              edited();
              form.clearField('roomTypeId');
              setRoomTypeId(e.target.value);
              setRooms([]);
            }}
            ref={(element) => {
              form.inputRef('roomTypeId')(element);
              if (isNew) firstField.current = element;
            }}
          >
            {(isNew ? withRooms : roomTypes).map((option) => (
              <option key={option.id} value={option.id}>
                {localName(option)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>

      {isNew ? (
        // A fieldset, not a field: each room's checkbox has its own label and input.
        <Fieldset.Root invalid={(form.errors.rooms?.length ?? 0) > 0}>
          <Fieldset.Legend fontSize="sm" fontWeight="medium" mb="1.5">
            {t('form.rooms')}
            <Text as="span" color="fg.error" ms="1" aria-hidden="true">
              *
            </Text>
          </Fieldset.Legend>
          <Stack
            gap="2"
            borderWidth="1px"
            borderRadius="lg"
            borderColor={(form.errors.rooms?.length ?? 0) > 0 ? 'border.error' : 'border'}
            p="3"
            ref={(element) => form.inputRef('rooms')(element)}
            tabIndex={-1}
          >
            <Checkbox.Root
              checked={allChosen ? true : someChosen ? 'indeterminate' : false}
              onCheckedChange={(details) => {
                edited();
                form.clearField('rooms');
                setRooms(details.checked === true ? typeRooms.map((r) => r.id) : []);
              }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="semibold">
                {t('form.selectAll', { count: typeRooms.length })}
              </Checkbox.Label>
            </Checkbox.Root>
            <SimpleGrid columns={{ base: 3, sm: 5 }} gap="2">
              {typeRooms.map((room) => (
                <Checkbox.Root
                  key={room.id}
                  checked={rooms.includes(room.id)}
                  onCheckedChange={(details) => toggleRoom(room.id, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{room.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
            <Text fontSize="xs" color="fg.muted">
              {t('form.chosen', { count: rooms.length })}
            </Text>
          </Stack>
          {form.errors.rooms?.map((message) => (
            <Fieldset.ErrorText key={message}>{message}</Fieldset.ErrorText>
          ))}
        </Fieldset.Root>
      ) : (
        <FormField label={t('form.room')} errors={form.errors.roomId} required>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="roomId"
              value={roomId}
              onChange={(e) => {
                edited();
                form.clearField('roomId');
                setRoomId(e.target.value);
              }}
              ref={(element) => {
                form.inputRef('roomId')(element);
                firstField.current = element;
              }}
            >
              {typeRooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {room.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}

      <SwitchField
        label={t('form.isTime')}
        description={t('form.isTimeDescription')}
        checked={span.isTime}
        onChange={(checked) => set('isTime', checked)}
        errors={form.errors.isTime}
        inputRef={form.inputRef('isTime')}
      />

      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t('form.startDate')} errors={form.errors.startDate} required>
          <DateInput
            name="startDate"
            value={span.startDate}
            onChange={(e) => set('startDate', e.target.value)}
            ref={form.inputRef('startDate')}
          />
        </FormField>
        {span.isTime ? (
          <FormField label={t('form.startTime')} errors={form.errors.startTime} required>
            <TimeInput
              name="startTime"
              value={span.startTime}
              onChange={(e) => set('startTime', e.target.value)}
              ref={form.inputRef('startTime')}
            />
          </FormField>
        ) : null}
        <FormField
          label={span.isTime ? t('form.endDate') : t('form.endDateNights')}
          errors={form.errors.endDate}
          required
          helperText={span.isTime ? undefined : t('form.endDateHelp')}
        >
          <DateInput
            name="endDate"
            value={span.endDate}
            min={
              !isIsoDate(span.startDate)
                ? undefined
                : span.isTime
                  ? span.startDate
                  : addDays(span.startDate, 1)
            }
            onChange={(e) => set('endDate', e.target.value)}
            ref={form.inputRef('endDate')}
          />
        </FormField>
        {span.isTime ? (
          <FormField label={t('form.endTime')} errors={form.errors.endTime} required>
            <TimeInput
              name="endTime"
              value={span.endTime}
              onChange={(e) => set('endTime', e.target.value)}
              ref={form.inputRef('endTime')}
            />
          </FormField>
        ) : null}
      </SimpleGrid>

      <FormField
        label={t('form.description')}
        errors={form.errors.description}
        optionalText={t('form.optional')}
      >
        <Box>
          <Textarea
            name="description"
            rows={3}
            maxLength={500}
            placeholder={t('form.descriptionPlaceholder')}
            value={span.description}
            onChange={(e) => set('description', e.target.value)}
            ref={form.inputRef('description')}
          />
        </Box>
      </FormField>
    </DialogForm>
  );
}
