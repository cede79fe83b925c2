import { refundPaymentSchema } from '@hotel/events/folio/commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { FormFields } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { TUGRIK, formatNumber } from '../../lib/format';
import { useLocalName } from '../../lib/names';
import { useListPaymentMethodsQuery } from '../settings';
import type { Reservation } from '../../shared/reservations/reservations-api';
import {
  type Payment,
  refundableOf,
  useRefundPaymentMutation,
} from '../../shared/reservations/folio-api';
import { parseAmount } from './amount';
import { AmountField } from './amount-field';
import { FormInDialog, type InDialogProps } from '../../components/form-in-dialog';
import type { DialogControl } from '../../components/use-dialog';
import { idsLeftToServer } from './server-ids';
import { isSplit, windowOfPayment, windowsOf } from './windows';
import { toastDone } from '../../components/done-toast';
import { useMoney } from '../../components/use-money';

/** The form's values, named as the command's body names its fields (the method's id). */
interface RefundValues {
  /** As typed (read by `parseAmount`). */
  amount: string;
  /** '' — the payment's own method. */
  paymentMethod: string;
  reason: string;
}

const FIELDS = ['amount', 'paymentMethod', 'reason'] as const;

const SCHEMA = idsLeftToServer(refundPaymentSchema, ['paymentMethod']);

/**
 * Money of a payment given back (POST /api/payments/refund): an amount (at first what can be
 * refunded: what is left of the payment, no more than the folio owes the guest), the method it
 * goes out in (the payment's own by default) and why. The server keeps the rules; the dialog
 * shows its refusals under their fields.
 */
export function RefundDialog({
  slug,
  reservation,
  dialog: { open, onOpenChange, item: payment },
}: {
  slug: string;
  reservation: Reservation;
  /** Its open state and the payment refunded. */
  dialog: DialogControl<Payment>;
}) {
  return (
    <FormInDialog
      open={open}
      onOpenChange={onOpenChange}
      form={RefundForm}
      {...(payment ? { formKey: payment.id } : {})}
      props={payment ? { slug, reservation, payment } : null}
    />
  );
}

/**
 * What can be refunded of a payment now: what is left of it, within the money to give back —
 * on a split folio, what its own payer window owes back (the server's rule).
 */
export const refundLimitOf = (payment: Payment, reservation: Reservation): number =>
  Math.max(0, Math.min(refundableOf(payment), creditOf(payment, reservation)));

/** The money to give back where a payment counts: its payer window's, or the stay's. */
const creditOf = (payment: Payment, reservation: Reservation): number => {
  const window = isSplit(reservation)
    ? windowsOf(reservation).find((w) => w.windowId === windowOfPayment(reservation, payment))
    : undefined;
  return Math.max(0, -(window?.balance ?? reservation.balance));
};

function RefundForm({
  slug,
  reservation,
  payment,
  first,
  onDone,
}: InDialogProps & { slug: string; reservation: Reservation; payment: Payment }) {
  const { t, i18n } = useTranslation('folio');
  const local = useLocalName();
  const money = useMoney();
  const methods = useListPaymentMethodsQuery({ slug });
  const [refund, { isLoading }] = useRefundPaymentMutation();
  const limit = refundLimitOf(payment, reservation);
  const paidWith = payment.pays[0]?.paymentMethod;
  /** The amount read strictly, and what is wrong with it (shown as typed). */
  const amountOf = (text: string) => {
    const parsed = parseAmount(text);
    const value = parsed.kind === 'amount' ? parsed.value : 0;
    const error =
      parsed.kind === 'invalid'
        ? t('dialog.amountInvalid')
        : parsed.kind === 'tooLarge' || value > limit
          ? t('refund.aboveLimit', { limit: money(limit) })
          : value <= 0
            ? t('dialog.amountNeeded')
            : null;
    return { value, error };
  };
  const form = useCommandForm({
    schema: SCHEMA,
    fields: FIELDS,
    defaultValues: {
      amount: formatNumber(limit, i18n.language),
      paymentMethod: '',
      reason: '',
    } satisfies RefundValues,
    toRequest: (values: RefundValues) => ({
      reservationId: reservation.id,
      paymentId: payment.id,
      amount: amountOf(values.amount).value,
      paymentMethod: values.paymentMethod ? { id: values.paymentMethod } : null,
      reason: values.reason.trim(),
    }),
    check: (values) => {
      const { error } = amountOf(values.amount);
      return {
        ...(error ? { amount: error } : {}),
        ...(values.reason.trim() ? {} : { reason: t('refund.reasonNeeded') }),
      };
    },
    send: async (request, idempotencyKey) => {
      await refund({ slug, idempotencyKey, refund: request }).unwrap();
      toastDone(t('refund.saved', { amount: money(request.amount) }));
      onDone();
    },
  });
  const [amount, reason] = form.watch(['amount', 'reason']);
  const amountError = amountOf(amount).error;
  const others = (methods.data?.data ?? []).filter((method) => method.id !== paidWith?.id);

  return (
    <DialogForm
      title={t('refund.title')}
      description={t('refund.description', {
        amount: money(payment.amountMnt),
        date: payment.postedDate,
        left: money(refundableOf(payment)),
        credit: money(creditOf(payment, reservation)),
      })}
      form={form}
      creating
      submitting={isLoading}
      submitLabel={t('refund.submit')}
      submitDisabled={amountError !== null || reason.trim() === ''}
    >
      <AmountField
        form={form}
        name="amount"
        label={t('refund.amount')}
        unit={TUGRIK}
        inputRef={first}
        errorsOf={(errors) => errors ?? (amountError ? [amountError] : undefined)}
      />
      <FormFields
        form={form}
        fields={[
          {
            kind: 'select',
            name: 'paymentMethod',
            label: 'refund.method',
            loading: methods.isLoading,
            // The first choice: the method the payment was made with.
            options: [
              {
                value: '',
                text: paidWith ? t('refund.sameMethod', { method: local(paidWith) }) : '',
              },
              ...others.map((method) => ({ value: method.id, text: local(method) })),
            ],
          },
          {
            kind: 'textarea',
            name: 'reason',
            label: 'refund.reason',
            required: true,
            rows: 2,
            maxLength: 500,
          },
        ]}
        t={t}
      />
    </DialogForm>
  );
}
