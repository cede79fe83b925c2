import { Stack, Text } from '@chakra-ui/react';
import { MAX_FEE_REASON, changeCancellationFeeSchema } from '@hotel/events/reservations/commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { FormInDialog } from '../../components/form-in-dialog';
import { MoneyField, TextAreaField } from '../../components/form/fields';
import { idsLeftToServer } from '../../components/form/server-ids';
import { useCommandForm } from '../../components/form/use-command-form';
import { FeePaidFields, feePaymentOf } from './fee-paid-fields';
import { feeRuleText } from './fee-rule';
import { guestNameOf } from '../../shared/reservations/reservation-rules';
import {
  type CancellationFeeRequest,
  type Reservation,
  useChangeCancellationFeeMutation,
} from '../../shared/reservations/reservations-api';
import type {
  ReservationDialogProps,
  ReservationFormProps,
} from '../../shared/reservations/reservation-dialog-props';
import { toastDone } from '../../components/done-toast';
import { useMoney } from '../../components/use-money';

/**
 * The command's schema, less the fee's method: it is picked from the server's list, so the
 * server judges it.
 */
const SCHEMA = idsLeftToServer(changeCancellationFeeSchema, ['paymentMethodId']);
const FIELDS = ['amount', 'isPaid', 'paymentMethodId', 'reason'] as const;

/** The form's values, named as the command's body names them. */
interface Values {
  /** As typed (digits). */
  amount: string;
  isPaid: boolean;
  paymentMethodId: string;
  reason: string;
}

/**
 * The fee of a canceled or no-show stay changed afterwards (POST /api/reservation/cancellation,
 * edit-cancellation-fees): amount, paid or not, the method when paid, and why. The server keeps
 * an audited fee's amount and audited money as they are; its refusals show under the fields.
 */
export function CancellationFeeDialog({ slug, reservation, ...dialog }: ReservationDialogProps) {
  return (
    <FormInDialog
      {...dialog}
      form={FeeForm}
      props={reservation.cancellation ? { slug, reservation, fee: reservation.cancellation } : null}
    />
  );
}

function FeeForm({
  slug,
  reservation,
  fee,
  first,
  onDone,
}: ReservationFormProps & { fee: NonNullable<Reservation['cancellation']> }) {
  const { t } = useTranslation('reservations');
  const money = useMoney();
  const [change, { isLoading }] = useChangeCancellationFeeMutation();
  const form = useCommandForm({
    schema: SCHEMA,
    fields: FIELDS,
    defaultValues: {
      amount: String(fee.amount),
      isPaid: fee.isPaid,
      paymentMethodId: fee.payment?.paymentMethodClone.paymentMethodId ?? '',
      reason: '',
    } as Values,
    toRequest: (values: Values): CancellationFeeRequest => {
      const amount = Number(values.amount || 0);
      return {
        id: reservation.id,
        amount,
        ...feePaymentOf(amount, values.isPaid, values.paymentMethodId),
        reason: values.reason.trim(),
      };
    },
    // The form's own words for a missing reason, as before.
    check: ({ reason }) => (reason.trim() ? {} : { reason: t('fee.edit.reasonRequired') }),
    send: async (request, idempotencyKey) => {
      await change({ slug, idempotencyKey, change: request }).unwrap();
      toastDone(t('fee.edit.saved', { number: reservation.number }));
      onDone();
    },
  });

  return (
    <DialogForm
      title={t('fee.edit.title')}
      description={t('fee.edit.description', {
        number: reservation.number,
        guest: guestNameOf(reservation.guestClone),
      })}
      form={form}
      submitting={isLoading}
      cancelLabel={t('fee.edit.cancel')}
      submitLabel={t('fee.edit.save')}
    >
      <Stack gap="1" fontSize="sm">
        <Text data-testid="fee-now">
          {t('fee.edit.now', {
            amount: money(fee.amount),
            paid: fee.isPaid ? t('stay.feePaid') : t('stay.feeUnpaid'),
          })}
        </Text>
        <Text color="fg.muted">{feeRuleText(t, fee.rule, money)}</Text>
      </Stack>
      <MoneyField form={form} name="amount" label={t('fee.edit.amount')} inputRef={first} />
      <FeePaidFields
        form={form}
        slug={slug}
        amount={Number(form.watch('amount') || 0)}
        label={t('fee.edit.paid')}
        paidHelp={t('fee.edit.paidHelp')}
      />
      <TextAreaField
        form={form}
        name="reason"
        label={t('fee.edit.reason')}
        helperText={t('fee.edit.reasonHelp')}
        required
        rows={2}
        maxLength={MAX_FEE_REASON}
      />
      <Text fontSize="xs" color="fg.muted">
        {t('fee.edit.audited')}
      </Text>
    </DialogForm>
  );
}
