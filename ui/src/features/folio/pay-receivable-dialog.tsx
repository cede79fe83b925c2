import { Text } from '@chakra-ui/react';
import { isIsoDate } from '@hotel/events/dates';
import { payReceivableSchema } from '@hotel/events/folio/commands';
import { useTranslation } from 'react-i18next';
import {
  type DialogOpenProps,
  FormInDialog,
  type InDialogProps,
} from '../../components/form-in-dialog';
import { DateField } from '../../components/form/fields';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { TUGRIK, formatNumber } from '../../lib/format';
import { useListPaymentMethodsQuery } from '../settings';
import {
  type Income,
  type PayLineRequest,
  payerOf,
  usePayReceivableMutation,
} from '../../shared/reservations/folio-api';
import { type PayField, type PayKind, PayForm } from './pay-form';
import { payLineFields } from './pay-lines';
import { idsLeftToServer } from './server-ids';
import { toastDone } from '../../components/done-toast';
import { useMoney } from '../../components/use-money';

const FIELDS: readonly PayField[] = ['paidAt', ...payLineFields, 'pays'];

const SCHEMA = idsLeftToServer(payReceivableSchema, ['paymentMethod']);

interface PayReceivableRequest {
  id: string;
  reservationId: string;
  paidAt: string;
  pays: PayLineRequest[];
}

/**
 * A receivable paid by its payer (POST /api/incomes/pay): the date the money came and how,
 * in one or more lines adding up to the receivable — the pay form (`PayForm`) of a receivable.
 */
export function PayReceivableDialog({
  slug,
  income,
  workingDate,
  ...dialog
}: DialogOpenProps & {
  slug: string;
  income: Income | null;
  workingDate: string;
}) {
  return (
    <FormInDialog
      {...dialog}
      form={ReceivableForm}
      {...(income ? { formKey: income.id } : {})}
      props={income ? { slug, income, workingDate } : null}
    />
  );
}

function ReceivableForm({
  first,
  ...props
}: InDialogProps & {
  slug: string;
  income: Income;
  workingDate: string;
}) {
  return <PayForm kind={useReceivableKind(props)} first={first} />;
}

/** A receivable's payment as a kind of the pay form. */
function useReceivableKind({
  slug,
  income,
  workingDate,
  onDone,
}: {
  slug: string;
  income: Income;
  workingDate: string;
  onDone: () => void;
}): PayKind<PayReceivableRequest> {
  const { t, i18n } = useTranslation('folio');
  const { hotel } = useCurrentHotel();
  const money = useMoney();
  const methods = useListPaymentMethodsQuery({ slug });
  const [pay, { isLoading }] = usePayReceivableMutation();
  const today = workingDate || hotel?.workingDate || '';
  // Money the payer sends is received money: the methods that take paid income.
  const choices = (methods.data?.data ?? []).filter((m) => m.incomeTypes.includes('paid'));
  return {
    schema: SCHEMA,
    fields: FIELDS,
    defaultValues: {
      incomeType: 'receivable',
      billType: income.billType,
      currency: '',
      paidAt: today,
      pays: [
        { paymentMethod: '', amount: formatNumber(income.amount, i18n.language), tendered: '' },
      ],
      notes: '',
    },
    methodsLoading: methods.isLoading,
    terms: () => ({
      choices,
      defaultMethod: '',
      isCash: () => false,
      unit: TUGRIK,
      rate: 1,
      due: income.amount,
      refuseOver: false,
      canAdd: true,
    }),
    asTyped: false,
    check: ({ paidAt }) =>
      paidAt.trim() !== '' && !isIsoDate(paidAt.trim())
        ? { paidAt: t('dateInput.invalidDate', { ns: 'common' }) }
        : {},
    toRequest: ({ values, lines }) => ({
      id: income.id,
      reservationId: income.reservation.id,
      paidAt: values.paidAt,
      pays: values.pays.map((line, index) => ({
        paymentMethod: { id: line.paymentMethod },
        amount: lines[index]?.value ?? 0,
      })),
    }),
    send: async (request, idempotencyKey) => {
      await pay({ slug, idempotencyKey, ...request }).unwrap();
      toastDone(t('pay.saved'));
      onDone();
    },
    submitting: isLoading,
    title: () => t('pay.title'),
    description: t('pay.description', {
      number: income.reservation.number,
      payer: payerOf(income),
      amount: money(income.amount),
    }),
    submitLabel: t('pay.submit'),
    head: ({ form }) => (
      <DateField form={form} name="paidAt" label={t('pay.paidAt')} max={today || undefined} />
    ),
    total: ({ totalMnt }) => (
      <Text fontSize="sm" color={totalMnt === income.amount ? 'fg.muted' : 'fg.error'}>
        {t('dialog.total', { amount: money(totalMnt) })}
      </Text>
    ),
  };
}
