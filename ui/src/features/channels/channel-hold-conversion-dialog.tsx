import { convertChannelHoldSchema } from '@hotel/events/channels/channel-reservation-commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import {
  type DialogOpenProps,
  FormInDialog,
  type InDialogProps,
} from '../../components/form-in-dialog';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { toastDone } from '../../components/done-toast';
import { useConvertChannelHoldMutation } from './calendar-imports-api';
import type { MappingChoice } from './channel-mapping-form';

const FIELDS = ['guestName', 'phoneNumber', 'ratePlanId', 'adults'] as const;

/** The held booking being made a reservation, as the dialog names it. */
export interface HeldBooking {
  holdId: string;
  channel: string;
  uid: string;
  roomName: string;
  startDate: string;
  endDate: string;
}

interface Props {
  slug: string;
  held: HeldBooking;
  /** The rate plans of the hold's room type. */
  ratePlans: readonly MappingChoice[];
}

/**
 * "Make a reservation" of a site's held booking (POST /api/calendar/holds/:holdId/reservation):
 * the guest, a phone if known, the rate plan and the adults; the room and nights are the hold's.
 */
export function ChannelHoldConversionDialog({
  slug,
  held,
  ratePlans,
  ...dialog
}: DialogOpenProps & Props) {
  return <FormInDialog {...dialog} form={ConversionForm} props={{ slug, held, ratePlans }} />;
}

interface Values {
  guestName: string;
  phoneNumber: string;
  ratePlanId: string;
  adults: string;
}

/** The guest, a phone if known, one of the room type's rate plans and the adults. */
const conversionFields = (ratePlans: readonly MappingChoice[]): readonly FieldSpec<Values>[] => [
  {
    kind: 'text',
    name: 'guestName',
    label: 'held.fields.guestName',
    required: true,
    maxLength: 100,
    first: true,
  },
  {
    kind: 'text',
    name: 'phoneNumber',
    label: 'held.fields.phoneNumber',
    type: 'tel',
    maxLength: 30,
  },
  {
    kind: 'select',
    name: 'ratePlanId',
    label: 'held.fields.ratePlan',
    required: true,
    options: ratePlans.map((plan) => ({ value: plan.id, text: plan.label })),
  },
  {
    kind: 'text',
    name: 'adults',
    label: 'held.fields.adults',
    required: true,
    inputMode: 'numeric',
    maxLength: 2,
    parse: (text) => text.replace(/\D+/g, ''),
  },
];

function ConversionForm({ slug, held, ratePlans, first, onDone }: InDialogProps & Props) {
  const { t } = useTranslation('channels');
  const [convert, { isLoading }] = useConvertChannelHoldMutation();
  const form = useCommandForm({
    schema: convertChannelHoldSchema,
    fields: FIELDS,
    defaultValues: {
      guestName: '',
      phoneNumber: '',
      ratePlanId: ratePlans[0]?.id ?? '',
      adults: '2',
    } as Values,
    toRequest: (values: Values) => ({
      holdId: held.holdId,
      guestName: values.guestName,
      phoneNumber: values.phoneNumber,
      ratePlanId: values.ratePlanId,
      adults: values.adults,
    }),
    send: async (request, idempotencyKey) => {
      await convert({ slug, idempotencyKey, ...request }).unwrap();
      toastDone(t('held.convert.done', { channel: held.channel, room: held.roomName }));
      onDone();
    },
  });
  return (
    <DialogForm
      title={t('held.convert.title')}
      description={t('held.convert.description', {
        channel: held.channel,
        room: held.roomName,
        from: held.startDate,
        to: held.endDate,
      })}
      form={form}
      creating
      submitting={isLoading}
    >
      <FormFields form={form} fields={conversionFields(ratePlans)} t={t} firstField={first} />
    </DialogForm>
  );
}
