import { Grid, Text } from '@chakra-ui/react';
import { postPaymentSchema } from '@hotel/events/folio/commands';
import { isCashLine } from '@hotel/events/vat-receipts/figures';
import { useTranslation } from 'react-i18next';
import { FormInDialog, type InDialogProps } from '../../components/form-in-dialog';
import type { DialogControl } from '../../components/use-dialog';
import { SelectField, TextAreaField } from '../../components/form/fields';
import { RadioChoiceField } from '../../components/form/radio-choice-field';
import { TUGRIK, formatNumber } from '../../lib/format';
import { useLocalName } from '../../lib/names';
import {
  type PaymentMethod,
  useListCurrenciesQuery,
  useListPaymentMethodsQuery,
} from '../settings';
import type { Reservation } from '../../shared/reservations/reservations-api';
import {
  BILL_TYPES,
  PAYMENT_INCOME_TYPES,
  type PaymentIncomeType,
  type PaymentRequest,
  type WindowId,
  usePostPaymentMutation,
} from '../../shared/reservations/folio-api';
import { type PayField, type PayKind, type PayPartProps, PayForm } from './pay-form';
import { payLineFields } from './pay-lines';
import { idsLeftToServer } from './server-ids';
import { toastDone } from '../../components/done-toast';
import { useMoney } from '../../components/use-money';

/** The fields in screen order: each line's own before `pays`, which is about all of them. */
const FIELDS: readonly PayField[] = [
  'incomeType',
  'billType',
  'currency',
  ...payLineFields,
  'pays',
  'notes',
];

const SCHEMA = idsLeftToServer(postPaymentSchema, ['paymentMethod', 'currency']);

/**
 * The payer window a payment goes to on a split folio (docs/folio.md "Payer routing"): its
 * balance is what the dialog asks for, not the stay's.
 */
export interface PayerOfPayment {
  windowId: WindowId;
  /** The partner's name, or the guest's. */
  name: string;
  balance: number;
  /** A partner pays it (the bill type starts as an organization's). */
  isPartner: boolean;
}

/** Change above this asks the desk to confirm before the payment is posted. */
export const CHANGE_TO_CONFIRM = 1_000_000;

/** Cash is what the method's switch says (named "бэлэн"/"cash" on methods saved before it). */
const isCash = (method: PaymentMethod | undefined): boolean =>
  method ? isCashLine({ methodName: method.name, isCash: method.isCash }) : false;

const methodsFor = (methods: readonly PaymentMethod[], incomeType: PaymentIncomeType) =>
  methods.filter((method) => method.incomeTypes.includes(incomeType));

/**
 * The pay dialog of a reservation (POST /api/payments; settings spec §5): income type, bill
 * type, currency, one or more pay lines (a receivable takes one), notes — the pay form
 * (`PayForm`) of a reservation. The first line starts at the balance in the default payment
 * method; the title says what remains to pay. Each amount is read strictly (a field error,
 * never digits silently dropped) and the lines never add up to more than the balance. A cash
 * line may say what the guest handed over: the change is that less the line's amount, shown
 * and recorded on that line only (no change on a card); above 1,000,000₮ of change the desk
 * confirms first. "Post payment" stays disabled while the form is invalid. On a split folio
 * the payment goes to one payer window (`payer`) and that window's balance is what is due.
 */
export function PaymentDialog({
  slug,
  reservation,
  dialog: { open, onOpenChange, item: payer },
}: {
  slug: string;
  reservation: Reservation;
  /** Its open state and the payer window it pays (null: the stay's one folio). */
  dialog: DialogControl<PayerOfPayment | null>;
}) {
  return (
    <FormInDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      form={PaymentForm}
      props={{ slug, reservation, payer }}
    />
  );
}

function PaymentForm({
  slug,
  reservation,
  payer,
  first,
  onDone,
}: InDialogProps & {
  slug: string;
  reservation: Reservation;
  payer: PayerOfPayment | null;
}) {
  return <PayForm kind={usePaymentKind({ slug, reservation, payer, onDone })} first={first} />;
}

/** A reservation's payment as a kind of the pay form. */
function usePaymentKind({
  slug,
  reservation,
  payer,
  onDone,
}: {
  slug: string;
  reservation: Reservation;
  payer: PayerOfPayment | null;
  onDone: () => void;
}): PayKind<PaymentRequest> {
  const { t, i18n } = useTranslation('folio');
  const money = useMoney();
  const methods = useListPaymentMethodsQuery({ slug });
  const currencies = useListCurrenciesQuery({ slug });
  const [post, { isLoading }] = usePostPaymentMutation();
  // What is due: the payer window's balance on a split folio, else the stay's.
  const due = payer ? payer.balance : reservation.balance;
  const all = methods.data?.data ?? [];
  return {
    schema: SCHEMA,
    fields: FIELDS,
    defaultValues: {
      incomeType: 'paid',
      billType: payer?.isPartner ? 'organization' : 'individual',
      currency: '',
      paidAt: '',
      pays: [
        {
          paymentMethod: '',
          amount: formatNumber(Math.max(0, due), i18n.language),
          tendered: '',
        },
      ],
      notes: '',
    },
    methodsLoading: methods.isLoading,
    terms: (values) => {
      const choices = methodsFor(all, values.incomeType);
      const currency = (currencies.data?.data ?? []).find((c) => c.id === values.currency);
      const foreign = currency !== undefined && currency.shortName !== 'MNT';
      return {
        choices,
        defaultMethod:
          choices.find((method) => method.isDefault)?.id ??
          (choices.length === 1 ? choices[0]!.id : ''),
        isCash: (id) => !foreign && isCash(all.find((method) => method.id === id)),
        unit: foreign ? currency.shortName : TUGRIK,
        rate: currency?.rate ?? 1,
        due,
        // Tugrik above the balance: the desk enters what the guest handed over instead.
        refuseOver: !foreign,
        canAdd: values.incomeType !== 'receivable',
      };
    },
    asTyped: true,
    toRequest: ({ values, lines }) => ({
      id: reservation.id,
      incomeType: values.incomeType,
      billType: values.billType,
      currency: values.currency ? { id: values.currency } : null,
      pays: values.pays.map((line, index) => {
        const read = lines[index];
        return {
          paymentMethod: { id: line.paymentMethod },
          amount: read?.value ?? 0,
          // What the guest handed over, on a cash line that says so.
          ...(read?.cash && read.tendered !== null ? { tendered: read.tendered } : {}),
        };
      }),
      notes: values.notes.trim() || null,
      ...(payer ? { windowId: payer.windowId } : {}),
    }),
    send: async (payment, idempotencyKey, { change }) => {
      await post({ slug, idempotencyKey, payment }).unwrap();
      // The change is named only when a cash line gave some back.
      toastDone(
        change > 0 ? t('dialog.savedChange', { change: money(change) }) : t('dialog.saved'),
      );
      onDone();
    },
    submitting: isLoading,
    title: ({ remainder }) =>
      remainder > 0 ? t('dialog.titleRemainder', { amount: money(remainder) }) : t('dialog.title'),
    description: payer
      ? t('dialog.descriptionWindow', {
          number: reservation.number,
          n: payer.windowId,
          payer: payer.name,
          balance: money(due),
        })
      : t('dialog.description', {
          number: reservation.number,
          balance: money(reservation.balance),
        }),
    submitLabel: t('dialog.submit'),
    legend: t('dialog.lines'),
    head: (props) => <PaymentHead {...props} slug={slug} />,
    tail: ({ form }) => (
      <TextAreaField
        form={form}
        name="notes"
        label={t('dialog.notes')}
        optionalText={t('dialog.optional')}
        rows={2}
        maxLength={1000}
      />
    ),
    total: ({ totalMnt, change }, { unit, rate }) => (
      <Text fontSize="sm" color="fg.muted" data-testid="payment-total">
        {unit !== TUGRIK
          ? t('dialog.totalConverted', { amount: money(totalMnt), rate: money(rate) })
          : t('dialog.total', { amount: money(totalMnt) })}
        {change > 0 ? ` · ${t('dialog.changeNote', { change: money(change) })}` : ''}
      </Text>
    ),
    confirmChangeAbove: CHANGE_TO_CONFIRM,
  };
}

/** Income type, bill type and currency, above the lines. */
function PaymentHead({ form, lines, slug }: PayPartProps & { slug: string }) {
  const { t } = useTranslation('folio');
  const currencies = useListCurrenciesQuery({ slug });
  const local = useLocalName();
  const money = useMoney();
  return (
    <>
      <RadioChoiceField
        form={form}
        name="incomeType"
        label={t('dialog.incomeType')}
        options={PAYMENT_INCOME_TYPES.map((type) => ({
          value: type,
          text: t(`incomeTypes.${type}`),
        }))}
        layout="row"
        onChoose={(next) => {
          form.clearErrors();
          // Another income type: other methods, so the lines' methods are cleared (spec
          // §5); a receivable takes one line.
          const current = form.getValues('pays');
          lines.replace(
            (next === 'receivable' ? current.slice(0, 1) : current).map((line) => ({
              ...line,
              paymentMethod: '',
            })),
          );
          if (next === 'receivable') form.setValue('billType', 'organization');
        }}
      />
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <SelectField form={form} name="billType" label={t('dialog.billType')}>
          {BILL_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`billTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          form={form}
          name="currency"
          label={t('dialog.currency')}
          loading={currencies.isLoading}
        >
          {(currencies.data?.data ?? []).map((c) => (
            <option key={c.id} value={c.isDefault ? '' : c.id}>
              {c.isDefault
                ? local(c)
                : t('dialog.currencyRate', { name: local(c), rate: money(c.rate) })}
            </option>
          ))}
        </SelectField>
      </Grid>
    </>
  );
}
