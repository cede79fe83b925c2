import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Grid,
  HStack,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { FormAlert } from '../../components/form-alert';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { ArrowRightIcon } from '../../components/icons';
import { SwitchField } from '../../components/switch-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { api } from '../../lib/api';
import { toaster } from '../../lib/toaster';
import { formatMoney } from '../../lib/format';
import { MoneyInput } from '../settings';
import { FeeMethodField } from './fee-method-field';
import { feeRuleText } from './fee-rule';
import { guestNameOf } from '../../shared/reservations/reservation-rules';
import {
  type Reservation,
  type ReservationStatus,
  type StatusRequest,
  useChangeStatusMutation,
} from '../../shared/reservations/reservations-api';
import { StatusBadge } from '../../shared/reservations/status';

/** A status change to confirm: the reservation as the screen shows it and the new status. */
export interface StatusChangeTarget {
  reservation: Reservation;
  status: ReservationStatus;
}

const FIELDS = ['status', 'cancellationPayment', 'isPaid', 'paymentMethodId', 'notes'] as const;

interface StatusChangeDialogProps {
  slug: string;
  target: StatusChangeTarget | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Change the status?" before a reservation moves on (operations spec §4), from the list's
 * tabs and the detail page: old → new status, the balance, notes; a cancellation or a no-show
 * asks the fee (the policy's, with the rule that gives it), whether it was paid and by which
 * method; a check-out with money still due says how much and is not sent (the server refuses
 * it).
 */
export function StatusChangeDialog({ slug, target, open, onOpenChange }: StatusChangeDialogProps) {
  const first = useRef<HTMLElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first}>
      {target ? (
        <StatusChangeForm
          key={`${target.reservation.id}-${target.status}`}
          slug={slug}
          target={target}
          first={first}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
  );
}

function StatusChangeForm({
  slug,
  target: { reservation, status },
  first,
  onDone,
}: {
  slug: string;
  target: StatusChangeTarget;
  first: RefObject<HTMLElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('reservations');
  const dispatch = useDispatch();
  const [changeStatus, { isLoading }] = useChangeStatusMutation();
  const form = useFormErrors(FIELDS);
  const canceling = status === 'canceled';
  const feeKind = canceling ? 'cancellation' : status === 'no-show' ? 'noShow' : null;
  const suggested = feeKind ? reservation.suggestedFees[feeKind] : null;
  const [fee, setFee] = useState(() => String(suggested?.amount ?? 0));
  const [isPaid, setIsPaid] = useState(false);
  const [methodId, setMethodId] = useState('');
  const [notes, setNotes] = useState('');
  const money = (value: number) => formatMoney(value, i18n.language);
  const unpaidCheckOut = status === 'checked-out' && reservation.balance > 0;
  const feeAmount = Number(fee || 0);
  const feePaid = feeAmount > 0 && isPaid;
  const policy = reservation.cancellationPolicyClone;
  const ruleText = suggested ? feeRuleText(t, suggested.rule, money) : '';

  const { onSubmit, edited } = useFormSubmit({
    validate: () => !unpaidCheckOut,
    send: async (idempotencyKey) => {
      form.clear();
      const change: StatusRequest = {
        id: reservation.id,
        status,
        oldStatus: reservation.status,
        ...(feeKind
          ? {
              cancellationPayment: feeAmount,
              isPaid: feePaid,
              paymentMethodId: feePaid ? methodId || null : null,
            }
          : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      };
      await changeStatus({ slug, idempotencyKey, change }).unwrap();
      toaster.create({
        type: 'success',
        title: t('statusChange.success', {
          number: reservation.number,
          status: t(`reservationStatus.${status}`, { ns: 'common' }),
        }),
        closable: true,
      });
      onDone();
    },
    onError: (error) => {
      if (form.showServerErrors(error)) return;
      // A broken rule (another user changed it, money due, …) is notified with the server's
      // message; the screen behind was stale, so it is read again.
      dispatch(api.util.invalidateTags(['reservations', 'groups', 'calendar']));
      onDone();
    },
  });

  return (
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>{t('statusChange.title')}</Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {t('statusChange.description', {
            number: reservation.number,
            guest: guestNameOf(reservation.guestClone),
          })}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
          <HStack
            gap="3"
            justify="center"
            borderWidth="1px"
            borderRadius="lg"
            py="3"
            bg="bg.subtle"
            data-testid="status-change"
            aria-label={t('statusChange.fromTo', {
              from: t(`reservationStatus.${reservation.status}`, { ns: 'common' }),
              to: t(`reservationStatus.${status}`, { ns: 'common' }),
            })}
          >
            <StatusBadge status={reservation.status} />
            <ArrowRightIcon boxSize="4" color="fg.muted" />
            <StatusBadge status={status} />
          </HStack>
          <Grid templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
            <Text color="fg.muted">{t('money.total')}</Text>
            <Text textAlign="end" fontVariantNumeric="tabular-nums">
              {money(reservation.amount)}
            </Text>
            <Text color="fg.muted">{t('money.balance')}</Text>
            <Text
              textAlign="end"
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              color={reservation.balance > 0 ? 'fg.error' : undefined}
            >
              {money(reservation.balance)}
            </Text>
          </Grid>
          {unpaidCheckOut ? (
            <Alert.Root status="warning" borderRadius="lg" data-testid="unpaid-warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('statusChange.unpaidTitle')}</Alert.Title>
                <Alert.Description>
                  {t('statusChange.unpaid', { amount: money(reservation.balance) })}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {feeKind && suggested ? (
            <Stack gap="3">
              <FormField
                label={canceling ? t('statusChange.fee') : t('statusChange.noShowFee')}
                errors={form.errors.cancellationPayment}
                helperText={
                  policy
                    ? (policy.summaries[i18n.language === 'en' ? 'en' : 'mn'] ?? undefined)
                    : t('statusChange.noPolicy')
                }
              >
                <MoneyInput
                  name="cancellationPayment"
                  value={fee}
                  ref={(element) => {
                    form.inputRef('cancellationPayment')(element);
                    first.current = element;
                  }}
                  onChange={(digits) => {
                    edited();
                    form.clearField('cancellationPayment');
                    setFee(digits);
                  }}
                />
              </FormField>
              <Text fontSize="sm" color="fg.muted" data-testid="fee-rule">
                {feeAmount === suggested.amount
                  ? t('statusChange.rule', { rule: ruleText })
                  : t('statusChange.ruleManual', {
                      amount: money(suggested.amount),
                      rule: ruleText,
                    })}
              </Text>
              <SwitchField
                label={t('statusChange.feePaid')}
                description={
                  feeAmount > 0 ? t('statusChange.feePaidHelp') : t('statusChange.noFee')
                }
                checked={feePaid}
                disabled={feeAmount <= 0}
                onChange={(checked) => {
                  edited();
                  setIsPaid(checked);
                }}
                errors={form.errors.isPaid}
                inputRef={form.inputRef('isPaid')}
              />
              {feePaid ? (
                <FeeMethodField
                  slug={slug}
                  value={methodId}
                  onChange={setMethodId}
                  errors={form.errors.paymentMethodId}
                  inputRef={form.inputRef('paymentMethodId')}
                />
              ) : null}
            </Stack>
          ) : null}
          <FormField
            label={t('statusChange.notes')}
            errors={form.errors.notes}
            optionalText={t('optional')}
          >
            <Textarea
              name="notes"
              rows={2}
              maxLength={2000}
              value={notes}
              ref={(element) => {
                form.inputRef('notes')(element);
                if (!feeKind) first.current = element;
              }}
              onChange={(event) => {
                edited();
                form.clearField('notes');
                setNotes(event.target.value);
              }}
            />
          </FormField>
          {form.errors.status ? <FormAlert messages={form.errors.status} /> : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray" disabled={isLoading}>
            {t('statusChange.no')}
          </Button>
        </Dialog.ActionTrigger>
        <Button
          type="submit"
          colorPalette={canceling || status === 'no-show' ? 'red' : 'brand'}
          loading={isLoading}
          disabled={unpaidCheckOut}
        >
          {t('statusChange.yes')}
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
