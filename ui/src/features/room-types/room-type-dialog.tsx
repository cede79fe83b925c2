import { saveRoomTypeSchema, roomTypeShortName } from '@hotel/events/inventory/commands';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { itemFormTexts } from '../../components/item-form-texts';
import type { InDialogProps } from '../../components/form-in-dialog';
import { itemDialogOf } from '../../components/item-dialog-of';
import { useCommandForm } from '../../components/form/use-command-form';
import { RoomNumbersField } from './room-numbers-field';
import { numbersIn } from './room-numbers-input';
import {
  DescriptionSection,
  MainSection,
  PricesSection,
  RoomSection,
  type RoomTypeValues,
  SectionTitle,
} from './room-type-sections';
import {
  ROOM_TYPE_FIELDS,
  type RoomType,
  type SaveRoomTypeRequest,
  useListBedTypesQuery,
  useSaveRoomTypeMutation,
} from './room-types-api';
import { toastDone } from '../../components/done-toast';

interface RoomTypeFormProps {
  slug: string;
  /** The room type to change; null adds a new one. */
  roomType: RoomType | null;
  /** Room numbers the property has (keys), refused as new numbers. */
  takenNumbers: ReadonlySet<string>;
}

/** Add or change a room type: every field of settings spec §3 with the bounds of §5. */
export const RoomTypeDialog = itemDialogOf(RoomTypeForm, 'roomType', 'lg');

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const valuesOf = (roomType: RoomType | null): RoomTypeValues => ({
  name: roomType?.name ?? '',
  nameEn: roomType?.nameEn ?? '',
  shortName: roomType?.shortName ?? '',
  shortNameEn: roomType?.shortNameEn ?? '',
  window: text(roomType?.window ?? 0),
  defaultPrice: text(roomType?.defaultPrice),
  priceDayUse: text(roomType?.priceDayUse || ''),
  hasTime: roomType?.hasTime ?? false,
  priceTime: text(roomType?.priceTime || ''),
  priceTimeCount: text(roomType?.priceTimeCount ?? 1),
  occupancy: text(roomType?.occupancy ?? 1),
  occupancyChildren: text(roomType?.occupancyChildren ?? 0),
  hasExtraBed: roomType?.hasExtraBed ?? false,
  extraBeds: text(roomType?.extraBeds ?? 1),
  bedTypeId: roomType?.bedTypeId ?? '',
  floorSize: text(roomType?.floorSize),
  description: roomType?.description ?? '',
  descriptionEn: roomType?.descriptionEn ?? '',
  byPerson: roomType?.byPerson ?? false,
  isPriority: roomType?.isPriority ?? false,
  names: [],
  pending: '',
});

/** The body of POST /api/room/types: a change keeps its rooms, a new type brings its numbers. */
const requestOf = (
  { names, pending, ...values }: RoomTypeValues,
  roomType: RoomType | null,
): SaveRoomTypeRequest => ({
  ...values,
  ...(roomType ? { id: roomType.id } : { names: [...names, ...numbersIn(pending)] }),
});

function RoomTypeForm({
  slug,
  roomType,
  takenNumbers,
  first,
  onDone,
}: RoomTypeFormProps & InDialogProps) {
  const { t, i18n } = useTranslation('rooms');
  const language = i18n.resolvedLanguage ?? 'mn';
  const bedTypes = useListBedTypesQuery({ slug, language });
  const [saveRoomType, { isLoading }] = useSaveRoomTypeMutation();
  // The short name follows the name's initials until the user writes their own.
  const [shortNameTouched, setShortNameTouched] = useState(
    () => roomType !== null && roomType.shortName !== roomTypeShortName(roomType.name),
  );

  const form = useCommandForm({
    schema: saveRoomTypeSchema,
    fields: ROOM_TYPE_FIELDS,
    defaultValues: valuesOf(roomType),
    toRequest: (values: RoomTypeValues) => requestOf(values, roomType),
    send: async (request, idempotencyKey) => {
      const saved = await saveRoomType({ slug, idempotencyKey, roomType: request }).unwrap();
      toastDone(roomType ? t('form.updated') : t('form.created'), request.name.trim());
      if (saved) onDone();
    },
  });
  const [hasTime, hasExtraBed] = form.watch(['hasTime', 'hasExtraBed']);

  return (
    <DialogForm
      {...itemFormTexts(t, 'form', roomType === null, 'form.create')}
      description={t('form.description')}
      form={form}
      submitting={isLoading}
    >
      <SectionTitle>{t('form.sections.main')}</SectionTitle>
      <MainSection
        form={form}
        bedTypes={bedTypes.data?.data ?? []}
        bedTypesLoading={bedTypes.isLoading}
        firstField={first}
        onNameChange={(name) => {
          if (shortNameTouched) return;
          form.clearErrors('shortName');
          form.setValue('shortName', roomTypeShortName(name));
        }}
        onShortNameChange={(shortName) => setShortNameTouched(shortName.trim() !== '')}
      />

      {roomType ? null : (
        <>
          <SectionTitle>{t('form.sections.rooms')}</SectionTitle>
          <RoomNumbersField form={form} label={t('form.names')} taken={takenNumbers} />
        </>
      )}

      <SectionTitle>{t('form.sections.prices')}</SectionTitle>
      <PricesSection form={form} hasTime={hasTime} />

      <SectionTitle>{t('form.sections.room')}</SectionTitle>
      <RoomSection form={form} hasExtraBed={hasExtraBed} />

      <SectionTitle>{t('form.sections.description')}</SectionTitle>
      <DescriptionSection form={form} />
    </DialogForm>
  );
}
