import { changeAllotmentSchema, createAllotmentSchema } from '@hotel/events/allotments/commands';
import { addDays, isIsoDate } from '@hotel/events/dates';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { itemFormTexts } from '../../components/item-form-texts';
import type { InDialogProps } from '../../components/form-in-dialog';
import { itemDialogOf } from '../../components/item-dialog-of';
import { type FieldSpec, FormFields, type SelectOption } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { useLocalName } from '../../lib/names';
import { useWorkingDate } from '../../components/use-working-date';
import { toastDone } from '../../components/done-toast';
import type { RoomType } from '../room-types';
import type { Partner } from '../settings';
import {
  ALLOTMENT_FIELDS,
  type Allotment,
  type AllotmentTermsBody,
  useChangeAllotmentMutation,
  useCreateAllotmentMutation,
} from './allotments-api';

interface AllotmentFormProps {
  slug: string;
  /** The contract to change; null makes a new one. */
  allotment: Allotment | null;
  partners: readonly Partner[];
  roomTypes: readonly RoomType[];
}

/** The form's values, named as the commands' bodies name them (numbers as typed). */
type AllotmentValues = AllotmentTermsBody & { partnerId: string; roomTypeId: string };

type AllotmentRequest =
  | (AllotmentTermsBody & { partnerId: string; roomTypeId: string })
  | (AllotmentTermsBody & { id: string });

const digitsOnly = (text: string) => text.replace(/\D+/g, '');

/**
 * Make a contract (partner, room type, nights, rooms, release days, contracted rate) or change
 * one (its partner and room type locked: another partner or type is another contract).
 */
export const AllotmentDialog = itemDialogOf(AllotmentForm, 'allotment', 'lg');

const valuesOf = (
  allotment: Allotment | null,
  partners: readonly Partner[],
  roomTypes: readonly RoomType[],
  workingDate: string,
): AllotmentValues => ({
  partnerId: allotment?.partnerId ?? partners[0]?.id ?? '',
  roomTypeId: allotment?.roomTypeId ?? roomTypes.find((type) => type.rooms.length > 0)?.id ?? '',
  firstNight: allotment?.firstNight ?? workingDate,
  lastNight: allotment?.lastNight ?? addDays(workingDate, 6),
  rooms: String(allotment?.rooms ?? 1),
  releaseDays: String(allotment?.releaseDays ?? 7),
  rate: allotment ? String(allotment.rate) : '',
});

const termsOf = (values: AllotmentValues): AllotmentTermsBody => ({
  firstNight: values.firstNight,
  lastNight: values.lastNight,
  rooms: values.rooms,
  releaseDays: values.releaseDays,
  rate: values.rate,
});

/** A count of whole days or rooms, as typed. */
const COUNT = { required: true, inputMode: 'numeric', parse: digitsOnly } as const;

/**
 * The contract's fields, two to a row: partner and room type (locked once made: another is
 * another contract), the nights, the rooms and release days; the rate under them.
 */
const allotmentFields = ({
  isNew,
  partners,
  roomTypes,
  firstNight,
  onFirstNight,
}: {
  isNew: boolean;
  partners: readonly SelectOption[];
  roomTypes: readonly SelectOption[];
  /** The first night as typed (the last night's earliest). */
  firstNight: string;
  /** The first night changed: a last night before it follows it. */
  onFirstNight: (value: string) => void;
}): readonly FieldSpec<AllotmentValues>[] => [
  {
    kind: 'row',
    fields: [
      {
        kind: 'select',
        name: 'partnerId',
        label: 'form.partner',
        required: true,
        disabled: !isNew,
        first: isNew,
        options: partners,
      },
      {
        kind: 'select',
        name: 'roomTypeId',
        label: 'form.roomType',
        required: true,
        disabled: !isNew,
        options: roomTypes,
      },
      {
        kind: 'date',
        name: 'firstNight',
        label: 'form.firstNight',
        required: true,
        first: !isNew,
        onValueChange: onFirstNight,
      },
      {
        kind: 'date',
        name: 'lastNight',
        label: 'form.lastNight',
        required: true,
        helperText: 'form.lastNightHelp',
        min: isIsoDate(firstNight) ? firstNight : undefined,
      },
      { kind: 'text', name: 'rooms', label: 'form.rooms', helperText: 'form.roomsHelp', ...COUNT },
      {
        kind: 'text',
        name: 'releaseDays',
        label: 'form.releaseDays',
        helperText: 'form.releaseDaysHelp',
        ...COUNT,
      },
    ],
  },
  { kind: 'money', name: 'rate', label: 'form.rate', required: true, helperText: 'form.rateHelp' },
];

function AllotmentForm({
  slug,
  allotment,
  partners,
  roomTypes,
  first,
  onDone,
}: AllotmentFormProps & InDialogProps) {
  const { t } = useTranslation('allotments');
  // The first night offered for a new contract.
  const workingDate = useWorkingDate();
  const localName = useLocalName();
  const [create, creating] = useCreateAllotmentMutation();
  const [change, changing] = useChangeAllotmentMutation();
  const isNew = allotment === null;
  const form = useCommandForm({
    schema: isNew ? createAllotmentSchema : changeAllotmentSchema,
    fields: ALLOTMENT_FIELDS,
    defaultValues: valuesOf(allotment, partners, roomTypes, workingDate),
    toRequest: (values: AllotmentValues): AllotmentRequest =>
      allotment
        ? { id: allotment.id, ...termsOf(values) }
        : { partnerId: values.partnerId, roomTypeId: values.roomTypeId, ...termsOf(values) },
    send: async (request, idempotencyKey) => {
      if ('id' in request) {
        await change({ slug, idempotencyKey, ...request }).unwrap();
        toastDone(t('form.updated'));
      } else {
        await create({ slug, idempotencyKey, ...request }).unwrap();
        toastDone(t('form.created'));
      }
      onDone();
    },
  });
  return (
    <DialogForm
      {...itemFormTexts(t, 'form', isNew, 'form.submit')}
      description={t('form.description')}
      form={form}
      submitting={creating.isLoading || changing.isLoading}
    >
      <FormFields
        form={form}
        fields={allotmentFields({
          isNew,
          partners: partners.map((partner) => ({ value: partner.id, text: partner.name })),
          roomTypes: roomTypes.map((type) => ({
            value: type.id,
            text: t('form.roomTypeOption', { name: localName(type), rooms: type.rooms.length }),
          })),
          firstNight: form.watch('firstNight'),
          onFirstNight: (value) => {
            if (isIsoDate(value) && form.getValues('lastNight') < value) {
              form.setValue('lastNight', value);
            }
          },
        })}
        t={t}
        firstField={first}
      />
    </DialogForm>
  );
}
