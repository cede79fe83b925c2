import { NativeSelect, Textarea } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { TUGRIK, formatMoney, formatNumber } from '../../lib/format';
import { useLocalName } from '../../lib/names';
import { toaster } from '../../lib/toaster';
import { useListPaymentMethodsQuery } from '../settings';
import type { Reservation } from '../../shared/reservations/reservations-api';
import {
  type Payment,
  refundableOf,
  useRefundPaymentMutation,
} from '../../shared/reservations/folio-api';
import { parseAmount } from './amount';
import { AmountInput } from './amount-input';
import { isSplit, windowOfPayment, windowsOf } from './windows';

const FIELDS: readonly string[] = ['amount', 'paymentMethod.id', 'reason'];

/**
 * Money of a payment given back (POST /api/payments/refund): an amount (at first what can be
 * refunded: what is left of the payment, no more than the folio owes the guest), the method it
 * goes out in (the payment's own by default) and why. The server keeps the rules; the dialog
 * shows its refusals under their fields.
 */
export function RefundDialog({
  slug,
  reservation,
  payment,
  open,
  onOpenChange,
}: {
  slug: string;
  reservation: Reservation;
  payment: Payment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const first = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} size="md">
      {payment ? (
        <RefundForm
          key={payment.id}
          slug={slug}
          reservation={reservation}
          payment={payment}
          first={first}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
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
}: {
  slug: string;
  reservation: Reservation;
  payment: Payment;
  first: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('folio');
  const local = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
  const methods = useListPaymentMethodsQuery({ slug });
  const [refund, { isLoading }] = useRefundPaymentMutation();
  const form = useFormErrors(FIELDS);
  const limit = refundLimitOf(payment, reservation);
  const paidWith = payment.pays[0]?.paymentMethod;
  const [amount, setAmount] = useState(formatNumber(limit, i18n.language));
  // '' — the payment's own method.
  const [methodId, setMethodId] = useState('');
  const [reason, setReason] = useState('');

  const parsed = parseAmount(amount);
  const value = parsed.kind === 'amount' ? parsed.value : 0;
  const amountError =
    parsed.kind === 'invalid'
      ? t('dialog.amountInvalid')
      : parsed.kind === 'tooLarge' || value > limit
        ? t('refund.aboveLimit', { limit: money(limit) })
        : value <= 0
          ? t('dialog.amountNeeded')
          : null;
  const liveErrors: Record<string, string[]> = amountError ? { amount: [amountError] } : {};

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      const errors: Record<string, string[]> = { ...liveErrors };
      if (!reason.trim()) errors.reason = [t('refund.reasonNeeded')];
      if (Object.keys(errors).length > 0) {
        form.showFieldErrors(errors);
        return false;
      }
      return true;
    },
    send: async (idempotencyKey) => {
      form.clear();
      await refund({
        slug,
        idempotencyKey,
        refund: {
          reservationId: reservation.id,
          paymentId: payment.id,
          amount: value,
          paymentMethod: methodId ? { id: methodId } : null,
          reason: reason.trim(),
        },
      }).unwrap();
      toaster.create({
        type: 'success',
        title: t('refund.saved', { amount: money(value) }),
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
  });

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
      onSubmit={onSubmit}
      creating
      submitting={isLoading}
      otherErrors={form.other}
      submitLabel={t('refund.submit')}
      submitDisabled={amountError !== null || reason.trim() === ''}
    >
      <FormField label={t('refund.amount')} errors={form.errors.amount ?? liveErrors.amount}>
        <AmountInput
          name="amount"
          unit={TUGRIK}
          value={amount}
          ref={(element) => {
            form.inputRef('amount')(element);
            first.current = element;
          }}
          onChange={(text) => {
            edited();
            form.clearField('amount');
            setAmount(text);
          }}
        />
      </FormField>
      <FormField label={t('refund.method')} errors={form.errors['paymentMethod.id']}>
        <NativeSelect.Root disabled={methods.isLoading}>
          <NativeSelect.Field
            name="paymentMethod.id"
            value={methodId}
            ref={form.inputRef('paymentMethod.id')}
            onChange={(e) => {
              edited();
              form.clearField('paymentMethod.id');
              setMethodId(e.target.value);
            }}
          >
            <option value="">
              {paidWith ? t('refund.sameMethod', { method: local(paidWith) }) : ''}
            </option>
            {others.map((method) => (
              <option key={method.id} value={method.id}>
                {local(method)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('refund.reason')} errors={form.errors.reason} required>
        <Textarea
          name="reason"
          rows={2}
          maxLength={500}
          value={reason}
          ref={form.inputRef('reason')}
          onChange={(e) => {
            edited();
            form.clearField('reason');
            setReason(e.target.value);
          }}
        />
      </FormField>
    </DialogForm>
  );
}
