import { Fieldset, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { changeBlockSchema, createBlockSchema } from '@hotel/events/blocks/commands';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxItem } from '../../components/checkbox-item';
import { DialogForm } from '../../components/form-dialog';
import { itemFormTexts } from '../../components/item-form-texts';
import type { InDialogProps } from '../../components/form-in-dialog';
import { itemDialogOf } from '../../components/item-dialog-of';
import { SwitchField } from '../../components/switch-field';
import { BoundField } from '../../components/form/fields';
import { type FieldSpec, FormFields, type SelectOption } from '../../components/form/form-fields';
import { type CommandForm, useCommandForm } from '../../components/form/use-command-form';
import { addDays, isIsoDate } from '@hotel/events/dates';
import { toastDone } from '../../components/done-toast';
import type { RoomType } from '../room-types';
import {
  BLOCK_FIELDS,
  type Block,
  type BlockSpan,
  useChangeBlockMutation,
  useCreateBlockMutation,
} from './blocks-api';
import { useLocalName } from '../../lib/names';
import { useWorkingDate } from '../../components/use-working-date';

interface BlockFormProps {
  slug: string;
  /** The block to change; null blocks new rooms. */
  block: Block | null;
  roomTypes: readonly RoomType[];
}

/** The block form's values, named as the commands' bodies name them. */
type BlockValues = BlockSpan & { roomTypeId: string; rooms: string[]; roomId: string };

/** A new block's body (POST /api/blocks) or a change's (POST /api/blocks/{id}). */
type BlockRequest =
  | (BlockSpan & { roomTypeId: string; rooms: string[] })
  | (BlockSpan & { id: string; roomId: string });

/**
 * Block rooms (several rooms of one room type, with select-all) or change one block (its room
 * type locked, one room): the span in whole nights or hours, and a description.
 */
export const BlockDialog = itemDialogOf(BlockForm, 'block', 'lg');

const valuesOf = (
  block: Block | null,
  roomTypes: readonly RoomType[],
  workingDate: string,
): BlockValues => ({
  roomTypeId: block?.roomTypeId ?? roomTypes.find((type) => type.rooms.length > 0)?.id ?? '',
  rooms: [],
  roomId: block?.roomId ?? '',
  startDate: block?.startDate ?? workingDate,
  endDate: block?.endDate ?? addDays(workingDate, 1),
  isTime: block?.isTime ?? false,
  startTime: block?.startTime ?? '',
  endTime: block?.endTime ?? '',
  description: block?.description ?? '',
});

const spanOf = (values: BlockValues): BlockSpan => ({
  startDate: values.startDate,
  endDate: values.endDate,
  isTime: values.isTime,
  startTime: values.startTime,
  endTime: values.endTime,
  description: values.description,
});

/**
 * The room type (locked on a change) and the rooms: a new block's several rooms of the type
 * (`rooms`, drawn by the form), a change's one room.
 */
const roomFields = (
  isNew: boolean,
  choices: {
    roomTypes: readonly SelectOption[];
    rooms: ReactNode;
    roomOptions: readonly SelectOption[];
    onRoomType: () => void;
  },
): readonly FieldSpec<BlockValues>[] => [
  {
    kind: 'select',
    name: 'roomTypeId',
    label: 'form.roomType',
    required: true,
    disabled: !isNew,
    helperText: isNew ? undefined : 'form.roomTypeLocked',
    first: isNew,
    onValueChange: choices.onRoomType,
    options: choices.roomTypes,
  },
  isNew
    ? { kind: 'custom', key: 'rooms', render: () => choices.rooms }
    : {
        kind: 'select',
        name: 'roomId',
        label: 'form.room',
        required: true,
        first: true,
        options: choices.roomOptions,
      },
];

function BlockForm({ slug, block, roomTypes, first, onDone }: BlockFormProps & InDialogProps) {
  const { t } = useTranslation('blocks');
  // The first date offered for a new block.
  const workingDate = useWorkingDate();
  const localName = useLocalName();
  const [create, creating] = useCreateBlockMutation();
  const [change, changing] = useChangeBlockMutation();
  const withRooms = roomTypes.filter((type) => type.rooms.length > 0);
  const isNew = block === null;
  const form = useCommandForm({
    schema: block ? changeBlockSchema : createBlockSchema,
    fields: BLOCK_FIELDS,
    defaultValues: valuesOf(block, roomTypes, workingDate),
    toRequest: (values: BlockValues): BlockRequest =>
      block
        ? { id: block.id, roomId: values.roomId, ...spanOf(values) }
        : { roomTypeId: values.roomTypeId, rooms: values.rooms, ...spanOf(values) },
    check: ({ rooms }) => (isNew && rooms.length === 0 ? { rooms: t('form.roomsRequired') } : {}),
    send: async (request, idempotencyKey) => {
      if ('id' in request) {
        await change({ slug, idempotencyKey, ...request }).unwrap();
        toastDone(t('form.updated'));
      } else {
        const saved = await create({ slug, idempotencyKey, ...request }).unwrap();
        toastDone(t('form.created', { count: saved.ids.length }));
      }
      onDone();
    },
  });
  const roomTypeId = form.watch('roomTypeId');
  const typeRooms = roomTypes.find((r) => r.id === roomTypeId)?.rooms ?? [];

  return (
    <DialogForm
      {...itemFormTexts(t, 'form', isNew, 'form.submit')}
      description={isNew ? t('form.createDescription') : t('form.editDescription')}
      form={form}
      submitting={creating.isLoading || changing.isLoading}
    >
      <FormFields
        form={form}
        fields={roomFields(isNew, {
          roomTypes: (isNew ? withRooms : roomTypes).map((type) => ({
            value: type.id,
            text: localName(type),
          })),
          rooms: <RoomsField form={form} typeRooms={typeRooms} />,
          roomOptions: typeRooms.map((room) => ({ value: room.id, text: room.name })),
          onRoomType: () => form.setValue('rooms', []),
        })}
        t={t}
        firstField={first}
      />
      <SpanFields form={form} />
    </DialogForm>
  );
}

/** A new block's rooms: a fieldset, not a field (each room's checkbox has its own label). */
function RoomsField({
  form,
  typeRooms,
}: {
  form: CommandForm<BlockValues>;
  typeRooms: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation('blocks');
  return (
    <BoundField
      form={form}
      name="rooms"
      render={({ value: rooms, onChange, errors, ref }) => {
        const invalid = (errors?.length ?? 0) > 0;
        const allChosen = typeRooms.length > 0 && typeRooms.every((r) => rooms.includes(r.id));
        const toggleRoom = (id: string, on: boolean) =>
          onChange(
            on
              ? typeRooms.filter((r) => r.id === id || rooms.includes(r.id)).map((r) => r.id)
              : rooms.filter((r) => r !== id),
          );
        return (
          <Fieldset.Root invalid={invalid}>
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
              borderColor={invalid ? 'border.error' : 'border'}
              p="3"
              ref={ref}
              tabIndex={-1}
            >
              <CheckboxItem
                checked={allChosen ? true : rooms.length > 0 ? 'indeterminate' : false}
                onChange={(checked) => onChange(checked ? typeRooms.map((r) => r.id) : [])}
                label={t('form.selectAll', { count: typeRooms.length })}
                labelProps={{ fontWeight: 'semibold' }}
              />
              <SimpleGrid columns={{ base: 3, sm: 5 }} gap="2">
                {typeRooms.map((room) => (
                  <CheckboxItem
                    key={room.id}
                    checked={rooms.includes(room.id)}
                    onChange={(checked) => toggleRoom(room.id, checked)}
                    label={room.name}
                  />
                ))}
              </SimpleGrid>
              <Text fontSize="xs" color="fg.muted">
                {t('form.chosen', { count: rooms.length })}
              </Text>
            </Stack>
            {errors?.map((message) => (
              <Fieldset.ErrorText key={message}>{message}</Fieldset.ErrorText>
            ))}
          </Fieldset.Root>
        );
      }}
    />
  );
}

/** The time of day a span in hours starts or ends at. */
const TIME_OF = (name: 'startTime' | 'endTime'): FieldSpec<BlockValues> => ({
  kind: 'date',
  name,
  label: `form.${name}`,
  required: true,
  time: true,
});

/**
 * The span's fields: its dates (and times of day when in hours; the end no earlier than the
 * start, a night later in nights), and the description.
 */
const spanFields = (
  isTime: boolean,
  startDate: string,
  {
    onStartDate,
    descriptionPlaceholder,
  }: { onStartDate: (value: string) => void; descriptionPlaceholder: string },
): readonly FieldSpec<BlockValues>[] => [
  {
    kind: 'row',
    fields: [
      {
        kind: 'date',
        name: 'startDate',
        label: 'form.startDate',
        required: true,
        onValueChange: onStartDate,
      },
      ...(isTime ? [TIME_OF('startTime')] : []),
      {
        kind: 'date',
        name: 'endDate',
        label: isTime ? 'form.endDate' : 'form.endDateNights',
        required: true,
        helperText: isTime ? undefined : 'form.endDateHelp',
        min: !isIsoDate(startDate) ? undefined : isTime ? startDate : addDays(startDate, 1),
      },
      ...(isTime ? [TIME_OF('endTime')] : []),
    ],
  },
  {
    kind: 'textarea',
    name: 'description',
    label: 'form.description',
    optionalText: 'form.optional',
    rows: 3,
    maxLength: 500,
    placeholder: descriptionPlaceholder,
  },
];

/**
 * The span in whole nights or hours, and the description. A new start after the end moves the
 * end along (one night, or the same day for hours); a date still being typed moves nothing.
 */
function SpanFields({ form }: { form: CommandForm<BlockValues> }) {
  const { t } = useTranslation('blocks');
  const [isTime, startDate] = form.watch(['isTime', 'startDate']);
  const endDate = (): string => form.getValues('endDate');
  const moveEnd = (next: string) => form.setValue('endDate', next);
  return (
    <>
      <BoundField
        form={form}
        name="isTime"
        render={(bound) => (
          <SwitchField
            label={t('form.isTime')}
            description={t('form.isTimeDescription')}
            checked={bound.value}
            onChange={(checked) => {
              bound.onChange(checked);
              if (checked && endDate() > startDate) moveEnd(startDate);
              if (!checked && isIsoDate(startDate) && endDate() <= startDate) {
                moveEnd(addDays(startDate, 1));
              }
            }}
            errors={bound.errors}
            inputRef={bound.ref}
          />
        )}
      />
      <FormFields
        form={form}
        fields={spanFields(isTime, startDate, {
          onStartDate: (value) => {
            if (!isIsoDate(value)) return;
            if (!isTime && endDate() <= value) moveEnd(addDays(value, 1));
            if (isTime && endDate() < value) moveEnd(value);
          },
          descriptionPlaceholder: t('form.descriptionPlaceholder'),
        })}
        t={t}
      />
    </>
  );
}
