import { HStack, Stack, Text } from '@chakra-ui/react';
import { changeStatusSchema } from '@hotel/events/reservations/commands';
import { type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { FormAlert } from '../../components/form-alert';
import { DialogForm } from '../../components/form-dialog';
import {
  type DialogOpenProps,
  FormInDialog,
  type InDialogProps,
} from '../../components/form-in-dialog';
import { MoneyField, TextAreaField } from '../../components/form/fields';
import {
  type CommandForm,
  messagesOf,
  useCommandForm,
} from '../../components/form/use-command-form';
import { idsLeftToServer } from '../../components/form/server-ids';
import { ArrowRightIcon } from '../../components/icons';
import { api } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { fieldErrorsOf } from '../../lib/problem';
import { useDialog } from '../../components/use-dialog';
import { FeePaidFields, feePaymentOf } from './fee-paid-fields';
import { feeRuleText } from './fee-rule';
import { guestNameOf } from '../../shared/reservations/reservation-rules';
import {
  type Reservation,
  type ReservationStatus,
  type StatusRequest,
  useChangeStatusMutation,
} from '../../shared/reservations/reservations-api';
import { AmountGrid } from '../../shared/reservations/detail-ui';
import { balanceLine } from './balance-line';
import { TitledAlert } from '../../components/titled-alert';
import { StatusBadge } from '../../shared/reservations/status';
import { toastDone } from '../../components/done-toast';
import { useMoney } from '../../components/use-money';

/** A status change to confirm: the reservation as the screen shows it and the new status. */
export interface StatusChangeTarget {
  reservation: Reservation;
  status: ReservationStatus;
}

/**
 * The command's schema, less the fee's method: it is picked from the server's list, so the
 * server judges it.
 */
const SCHEMA = idsLeftToServer(changeStatusSchema, ['paymentMethodId']);
const FIELDS = ['status', 'cancellationPayment', 'isPaid', 'paymentMethodId', 'notes'] as const;

/** The form's values, named as the command's body names them. */
interface Values {
  /** The new status (set by the target; the server's messages about it show at the end). */
  status: ReservationStatus;
  /** The fee as typed (digits). */
  cancellationPayment: string;
  isPaid: boolean;
  paymentMethodId: string;
  notes: string;
}

interface StatusChangeDialogProps extends DialogOpenProps {
  slug: string;
  target: StatusChangeTarget | null;
}

/**
 * A page whose stays' next steps ask to confirm: `choose(reservation, status)` opens the
 * status change dialog, `dialog` is the dialog to render once on the page.
 */
export function useStatusChange(slug: string): {
  choose: (reservation: Reservation, status: ReservationStatus) => void;
  dialog: ReactNode;
} {
  const control = useDialog<StatusChangeTarget>();
  return {
    choose: (reservation, status) => control.show({ reservation, status }),
    dialog: (
      <StatusChangeDialog
        slug={slug}
        target={control.item}
        open={control.open}
        onOpenChange={control.onOpenChange}
      />
    ),
  };
}

/**
 * "Change the status?" before a reservation moves on (operations spec §4), from the list's
 * tabs and the detail page: old → new status, the balance, notes; a cancellation or a no-show
 * asks the fee (the policy's, with the rule that gives it), whether it was paid and by which
 * method; a check-out with money still due says how much and is not sent (the server refuses
 * it).
 */
export function StatusChangeDialog({ slug, target, ...dialog }: StatusChangeDialogProps) {
  return (
    <FormInDialog
      {...dialog}
      form={StatusChangeForm}
      formKey={target ? `${target.reservation.id}-${target.status}` : undefined}
      props={target ? { slug, target } : null}
    />
  );
}

/** The fee a cancellation or a no-show asks: 'cancellation', 'noShow', or none. */
const feeKindOf = (status: ReservationStatus) =>
  status === 'canceled' ? 'cancellation' : status === 'no-show' ? 'noShow' : null;

function StatusChangeForm({
  slug,
  target,
  first,
  onDone,
}: InDialogProps & {
  slug: string;
  target: StatusChangeTarget;
}) {
  const { reservation, status } = target;
  const { t } = useTranslation('reservations');
  const dispatch = useDispatch();
  const [changeStatus, { isLoading }] = useChangeStatusMutation();
  const feeKind = feeKindOf(status);
  const suggested = feeKind ? reservation.suggestedFees[feeKind] : null;
  const unpaidCheckOut = status === 'checked-out' && reservation.balance > 0;

  const form = useCommandForm({
    schema: SCHEMA,
    fields: FIELDS,
    defaultValues: {
      status,
      cancellationPayment: String(suggested?.amount ?? 0),
      isPaid: false,
      paymentMethodId: '',
      notes: '',
    } as Values,
    toRequest: (values: Values): StatusRequest => {
      const fee = Number(values.cancellationPayment || 0);
      return {
        id: reservation.id,
        status,
        oldStatus: reservation.status,
        ...(feeKind
          ? {
              cancellationPayment: fee,
              ...feePaymentOf(fee, values.isPaid, values.paymentMethodId),
            }
          : {}),
        ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
      };
    },
    send: async (change, idempotencyKey) => {
      try {
        await changeStatus({ slug, idempotencyKey, change }).unwrap();
      } catch (error) {
        // A broken rule (another user changed it, money due, …) is notified with the server's
        // message; the screen behind was stale, so it is read again. Field errors stay here.
        if (Object.keys(fieldErrorsOf(error)).length === 0) {
          dispatch(api.util.invalidateTags(['reservations', 'groups', 'calendar']));
          onDone();
        }
        throw error;
      }
      toastDone(
        t('statusChange.success', {
          number: reservation.number,
          status: t(`reservationStatus.${status}`, { ns: 'common' }),
        }),
      );
      onDone();
    },
  });
  const statusErrors = messagesOf(form.formState.errors.status);

  return (
    <DialogForm
      title={t('statusChange.title')}
      description={t('statusChange.description', {
        number: reservation.number,
        guest: guestNameOf(reservation.guestClone),
      })}
      // A check-out with money due is not sent: the server refuses it.
      onSubmit={(event) => (unpaidCheckOut ? event.preventDefault() : form.onSubmit(event))}
      submitting={isLoading}
      otherErrors={form.otherErrors}
      cancelLabel={t('statusChange.no')}
      submitLabel={t('statusChange.yes')}
      submittingLabel={t('statusChange.yes')}
      submitPalette={feeKind ? 'red' : 'brand'}
      submitDisabled={unpaidCheckOut}
    >
      <StatusMove reservation={reservation} status={status} />
      {unpaidCheckOut ? <UnpaidWarning balance={reservation.balance} /> : null}
      {feeKind && suggested ? (
        <FeeFields form={form} slug={slug} target={target} first={first} />
      ) : null}
      <TextAreaField
        form={form}
        name="notes"
        label={t('statusChange.notes')}
        optionalText={t('optional')}
        rows={2}
        maxLength={2000}
        {...(feeKind ? {} : { inputRef: first })}
      />
      {statusErrors ? <FormAlert messages={statusErrors} /> : null}
    </DialogForm>
  );
}

/** Old → new status, and the stay's total and balance. */
function StatusMove({
  reservation,
  status,
}: {
  reservation: Reservation;
  status: ReservationStatus;
}) {
  const { t } = useTranslation('reservations');
  const money = useMoney();
  return (
    <>
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
      <AmountGrid
        lines={[
          { label: t('money.total'), value: money(reservation.amount) },
          balanceLine(t('money.balance'), reservation.balance, money),
        ]}
      />
    </>
  );
}

/** A check-out while the guest still owes money: how much. */
function UnpaidWarning({ balance }: { balance: number }) {
  const { t, i18n } = useTranslation('reservations');
  return (
    <TitledAlert
      status="warning"
      title={t('statusChange.unpaidTitle')}
      description={t('statusChange.unpaid', { amount: formatMoney(balance, i18n.language) })}
      testId="unpaid-warning"
    />
  );
}

/** The fee of a cancellation or no-show: the policy's, its rule, and whether it was paid. */
function FeeFields({
  form,
  slug,
  target: { reservation, status },
  first,
}: {
  form: CommandForm<Values>;
  slug: string;
  /** A cancellation or a no-show. */
  target: StatusChangeTarget;
  first: RefObject<HTMLElement | null>;
}) {
  const { t, i18n } = useTranslation('reservations');
  const money = useMoney();
  const feeKind = feeKindOf(status);
  const suggested = feeKind ? reservation.suggestedFees[feeKind] : null;
  const feeAmount = Number(form.watch('cancellationPayment') || 0);
  const policy = reservation.cancellationPolicyClone;
  const ruleText = suggested ? feeRuleText(t, suggested.rule, money) : '';
  return (
    <Stack gap="3">
      <MoneyField
        form={form}
        name="cancellationPayment"
        label={feeKind === 'cancellation' ? t('statusChange.fee') : t('statusChange.noShowFee')}
        helperText={
          policy
            ? (policy.summaries[i18n.language === 'en' ? 'en' : 'mn'] ?? undefined)
            : t('statusChange.noPolicy')
        }
        inputRef={first}
      />
      <Text fontSize="sm" color="fg.muted" data-testid="fee-rule">
        {feeAmount === suggested?.amount
          ? t('statusChange.rule', { rule: ruleText })
          : t('statusChange.ruleManual', {
              amount: money(suggested?.amount ?? 0),
              rule: ruleText,
            })}
      </Text>
      <FeePaidFields
        form={form}
        slug={slug}
        amount={feeAmount}
        label={t('statusChange.feePaid')}
        paidHelp={t('statusChange.feePaidHelp')}
      />
    </Stack>
  );
}
