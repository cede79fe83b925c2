import { Button, CloseButton, Dialog, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { SwitchField } from '../../components/switch-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { formatMoney } from '../../lib/format';
import { toaster } from '../../lib/toaster';
import { MoneyInput } from '../settings';
import { FeeMethodField } from './fee-method-field';
import { feeRuleText } from './fee-rule';
import { guestNameOf } from '../../shared/reservations/reservation-rules';
import {
  type Reservation,
  useChangeCancellationFeeMutation,
} from '../../shared/reservations/reservations-api';

const FIELDS = ['amount', 'isPaid', 'paymentMethodId', 'reason'] as const;

interface CancellationFeeDialogProps {
  slug: string;
  reservation: Reservation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The fee of a canceled or no-show stay changed afterwards (POST /api/reservation/cancellation,
 * edit-cancellation-fees): amount, paid or not, the method when paid, and why. The server keeps
 * an audited fee's amount and audited money as they are; its refusals show under the fields.
 */
export function CancellationFeeDialog({
  slug,
  reservation,
  open,
  onOpenChange,
}: CancellationFeeDialogProps) {
  const first = useRef<HTMLElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first}>
      {reservation.cancellation ? (
        <FeeForm
          slug={slug}
          reservation={reservation}
          fee={reservation.cancellation}
          first={first}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
  );
}

function FeeForm({
  slug,
  reservation,
  fee,
  first,
  onDone,
}: {
  slug: string;
  reservation: Reservation;
  fee: NonNullable<Reservation['cancellation']>;
  first: RefObject<HTMLElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('reservations');
  const money = (value: number) => formatMoney(value, i18n.language);
  const [change, { isLoading }] = useChangeCancellationFeeMutation();
  const form = useFormErrors(FIELDS);
  const [amount, setAmount] = useState(String(fee.amount));
  const [isPaid, setIsPaid] = useState(fee.isPaid);
  const [methodId, setMethodId] = useState(fee.payment?.paymentMethodClone.paymentMethodId ?? '');
  const [reason, setReason] = useState('');
  const amountValue = Number(amount || 0);
  const paid = amountValue > 0 && isPaid;

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      if (reason.trim()) return true;
      form.showFieldErrors({ reason: [t('fee.edit.reasonRequired')] });
      return false;
    },
    send: async (idempotencyKey) => {
      form.clear();
      await change({
        slug,
        idempotencyKey,
        change: {
          id: reservation.id,
          amount: amountValue,
          isPaid: paid,
          paymentMethodId: paid ? methodId || null : null,
          reason: reason.trim(),
        },
      }).unwrap();
      toaster.create({
        type: 'success',
        title: t('fee.edit.saved', { number: reservation.number }),
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
  });

  return (
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>{t('fee.edit.title')}</Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {t('fee.edit.description', {
            number: reservation.number,
            guest: guestNameOf(reservation.guestClone),
          })}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
          <Stack gap="1" fontSize="sm">
            <Text data-testid="fee-now">
              {t('fee.edit.now', {
                amount: money(fee.amount),
                paid: fee.isPaid ? t('stay.feePaid') : t('stay.feeUnpaid'),
              })}
            </Text>
            <Text color="fg.muted">{feeRuleText(t, fee.rule, money)}</Text>
          </Stack>
          <FormField label={t('fee.edit.amount')} errors={form.errors.amount}>
            <MoneyInput
              name="amount"
              value={amount}
              ref={(element) => {
                form.inputRef('amount')(element);
                first.current = element;
              }}
              onChange={(digits) => {
                edited();
                form.clearField('amount');
                setAmount(digits);
              }}
            />
          </FormField>
          <SwitchField
            label={t('fee.edit.paid')}
            description={amountValue > 0 ? t('fee.edit.paidHelp') : t('statusChange.noFee')}
            checked={paid}
            disabled={amountValue <= 0}
            onChange={(checked) => {
              edited();
              form.clearField('isPaid');
              setIsPaid(checked);
            }}
            errors={form.errors.isPaid}
            inputRef={form.inputRef('isPaid')}
          />
          {paid ? (
            <FeeMethodField
              slug={slug}
              value={methodId}
              onChange={(id) => {
                form.clearField('paymentMethodId');
                setMethodId(id);
              }}
              errors={form.errors.paymentMethodId}
              inputRef={form.inputRef('paymentMethodId')}
            />
          ) : null}
          <FormField
            label={t('fee.edit.reason')}
            errors={form.errors.reason}
            helperText={t('fee.edit.reasonHelp')}
            required
          >
            <Textarea
              name="reason"
              rows={2}
              maxLength={500}
              value={reason}
              ref={form.inputRef('reason')}
              onChange={(event) => {
                edited();
                form.clearField('reason');
                setReason(event.target.value);
              }}
            />
          </FormField>
          <Text fontSize="xs" color="fg.muted">
            {t('fee.edit.audited')}
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray" disabled={isLoading}>
            {t('fee.edit.cancel')}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" loading={isLoading}>
          {t('fee.edit.save')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton
          size="sm"
          colorPalette="gray"
          aria-label={t('actions.close', { ns: 'common' })}
        />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}
