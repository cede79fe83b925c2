import {
  Box,
  Button,
  Grid,
  HStack,
  IconButton,
  NativeSelect,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { isCashLine } from '@hotel/events/vat-receipts/figures';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { PlusIcon, TrashIcon } from '../../components/icons';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { TUGRIK, formatMoney, formatNumber } from '../../lib/format';
import { toaster } from '../../lib/toaster';
import {
  type PaymentMethod,
  useListCurrenciesQuery,
  useListPaymentMethodsQuery,
} from '../settings';
import type { Reservation } from '../../shared/reservations/reservations-api';
import {
  BILL_TYPES,
  type BillType,
  PAYMENT_INCOME_TYPES,
  type PaymentIncomeType,
  type WindowId,
  usePostPaymentMutation,
} from '../../shared/reservations/folio-api';
import { parseAmount } from './amount';
import { AmountInput } from './amount-input';
import { MAX_PAY_LINES, payLineFields, sumOf } from './pay-lines';

const FIELDS: readonly string[] = [
  'incomeType',
  'billType',
  'currency.id',
  // Each line's own fields before `pays`, which takes what is about all of them.
  ...payLineFields.flatMap((field) =>
    field.endsWith('.amount') ? [field, field.replace(/amount$/, 'tendered')] : [field],
  ),
  'pays',
  'notes',
];

interface Line {
  key: number;
  methodId: string;
  /** As typed (read by `parseAmount`). */
  amount: string;
  /** On a cash line: the money the guest handed over, as typed ('' — exactly the amount). */
  tendered: string;
}

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

/**
 * The pay dialog of a reservation (POST /api/payments; settings spec §5): income type, bill
 * type, currency, one or more pay lines (a receivable takes one), notes. The first line
 * starts at the balance in the default payment method; the title says what remains to pay.
 * Each amount is read strictly (a field error, never digits silently dropped) and the lines
 * never add up to more than the balance. A cash line may say what the guest handed over: the
 * change is that less the line's amount, shown and recorded on that line only (no change on
 * a card); above 1,000,000₮ of change the desk confirms first. "Post payment" stays disabled
 * while the form is invalid. On a split folio the payment goes to one payer window (`payer`)
 * and that window's balance is what is due.
 */
export function PaymentDialog({
  slug,
  reservation,
  payer = null,
  open,
  onOpenChange,
}: {
  slug: string;
  reservation: Reservation;
  /** The payer window it pays (null: the stay's one folio). */
  payer?: PayerOfPayment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const first = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} size="lg">
      <PaymentForm
        slug={slug}
        reservation={reservation}
        payer={payer}
        first={first}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

const methodsFor = (methods: readonly PaymentMethod[], incomeType: PaymentIncomeType) =>
  methods.filter((method) => method.incomeTypes.includes(incomeType));

function PaymentForm({
  slug,
  reservation,
  payer,
  first,
  onDone,
}: {
  slug: string;
  reservation: Reservation;
  payer: PayerOfPayment | null;
  first: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('folio');
  const local = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
  const methods = useListPaymentMethodsQuery({ slug });
  const currencies = useListCurrenciesQuery({ slug });
  const [post, { isLoading }] = usePostPaymentMutation();
  const form = useFormErrors(FIELDS);
  const [incomeType, setIncomeType] = useState<PaymentIncomeType>('paid');
  // What is due: the payer window's balance on a split folio, else the stay's.
  const due = payer ? payer.balance : reservation.balance;
  const [billType, setBillType] = useState<BillType>(
    payer?.isPartner ? 'organization' : 'individual',
  );
  const [currencyId, setCurrencyId] = useState('');
  const [notes, setNotes] = useState('');
  const nextKey = useRef(1);
  const [lines, setLines] = useState<Line[]>([
    {
      key: 0,
      methodId: '',
      amount: formatNumber(Math.max(0, due), i18n.language),
      tendered: '',
    },
  ]);
  const [confirmingChange, setConfirmingChange] = useState(false);
  const changeConfirmed = useRef(false);

  const allMethods = methods.data?.data ?? [];
  const choices = methodsFor(allMethods, incomeType);
  const defaultMethod =
    choices.find((method) => method.isDefault)?.id ?? (choices.length === 1 ? choices[0]!.id : '');
  // The first line takes the default method until the user picks one.
  const shownLines = lines.map((line, index) =>
    index === 0 && line.methodId === '' ? { ...line, methodId: defaultMethod } : line,
  );
  const currency = (currencies.data?.data ?? []).find((c) => c.id === currencyId) ?? null;
  const rate = currency?.rate ?? 1;
  const foreign = currency !== null && currency.shortName !== 'MNT';
  const unit = foreign ? (currency?.shortName ?? '') : TUGRIK;

  // Each line read strictly, with what is wrong with it (shown under its field at once).
  const read = shownLines.map((line) => {
    const cash = !foreign && isCash(allMethods.find((m) => m.id === line.methodId));
    const amount = parseAmount(line.amount);
    const value = amount.kind === 'amount' ? amount.value : 0;
    const tendered = cash ? parseAmount(line.tendered) : ({ kind: 'empty' } as const);
    const amountError =
      amount.kind === 'invalid'
        ? t('dialog.amountInvalid')
        : amount.kind === 'tooLarge'
          ? t('dialog.amountTooLarge')
          : value <= 0
            ? t('dialog.amountNeeded')
            : null;
    const tenderedError =
      tendered.kind === 'invalid'
        ? t('dialog.amountInvalid')
        : tendered.kind === 'tooLarge'
          ? t('dialog.amountTooLarge')
          : tendered.kind === 'amount' && value > 0 && tendered.value < value
            ? t('dialog.tenderedBelow', { amount: money(value) })
            : null;
    const change =
      tendered.kind === 'amount' && !amountError && !tenderedError ? tendered.value - value : 0;
    return {
      cash,
      value,
      tendered: tendered.kind === 'amount' ? tendered.value : null,
      amountError,
      tenderedError,
      change,
    };
  });
  const totalMnt = Math.round(sumOf(read.map((line) => line.value)) * rate);
  const remainder = due - totalMnt;
  const change = sumOf(read.map((line) => line.change));
  // Tugrik above the balance: the desk enters what the guest handed over instead.
  const overBalance = !foreign && remainder < 0;
  const lastIndex = shownLines.length - 1;
  const liveErrors: Record<string, string[]> = {};
  read.forEach((line, index) => {
    if (line.amountError) liveErrors[`pays.${index}.amount`] = [line.amountError];
    if (line.tenderedError) liveErrors[`pays.${index}.tendered`] = [line.tenderedError];
  });
  if (overBalance && !liveErrors[`pays.${lastIndex}.amount`]) {
    liveErrors[`pays.${lastIndex}.amount`] = [
      t('dialog.overBalance', { over: money(-remainder), balance: money(due) }),
    ];
  }
  const invalid =
    Object.keys(liveErrors).length > 0 || shownLines.some((line) => line.methodId === '');
  const errorsOf = (field: string) => liveErrors[field] ?? form.errors[field];

  const patchLine = (key: number, patch: Partial<Line>) => {
    edited();
    changeConfirmed.current = false;
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  };

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      const errors: Record<string, string[]> = {};
      shownLines.forEach((line, index) => {
        if (!line.methodId) {
          errors[`pays.${index}.paymentMethod.id`] = [t('dialog.chooseMethod')];
        }
      });
      if (Object.keys(errors).length > 0 || Object.keys(liveErrors).length > 0) {
        form.showFieldErrors({ ...errors, ...liveErrors });
        return false;
      }
      // A large change is confirmed first (a typo of one zero is caught here).
      if (change > CHANGE_TO_CONFIRM && !changeConfirmed.current) {
        setConfirmingChange(true);
        return false;
      }
      return true;
    },
    send: async (idempotencyKey) => {
      form.clear();
      await post({
        slug,
        idempotencyKey,
        payment: {
          id: reservation.id,
          incomeType,
          billType,
          currency: currencyId ? { id: currencyId } : null,
          pays: shownLines.map((line, index) => {
            const lineRead = read[index];
            return {
              paymentMethod: { id: line.methodId },
              amount: lineRead?.value ?? 0,
              // What the guest handed over, on a cash line that says so.
              ...(lineRead?.cash && lineRead.tendered !== null
                ? { tendered: lineRead.tendered }
                : {}),
            };
          }),
          notes: notes.trim() || null,
          ...(payer ? { windowId: payer.windowId } : {}),
        },
      }).unwrap();
      // The change is named only when a cash line gave some back.
      toaster.create({
        type: 'success',
        title: change > 0 ? t('dialog.savedChange', { change: money(change) }) : t('dialog.saved'),
        closable: true,
      });
      onDone();
    },
    onError: (error) => {
      changeConfirmed.current = false;
      form.showServerErrors(error);
    },
  });

  const chooseIncomeType = (next: PaymentIncomeType) => {
    if (next === incomeType) return;
    edited();
    form.clear();
    setIncomeType(next);
    // Another income type: other methods, so the lines' methods are cleared (spec §5); a
    // receivable takes one line.
    setLines((current) =>
      (next === 'receivable' ? current.slice(0, 1) : current).map((line) => ({
        ...line,
        methodId: '',
      })),
    );
    if (next === 'receivable') setBillType('organization');
  };

  const title =
    remainder > 0 ? t('dialog.titleRemainder', { amount: money(remainder) }) : t('dialog.title');

  return (
    <DialogForm
      title={title}
      description={
        payer
          ? t('dialog.descriptionWindow', {
              number: reservation.number,
              n: payer.windowId,
              payer: payer.name,
              balance: money(due),
            })
          : t('dialog.description', {
              number: reservation.number,
              balance: money(reservation.balance),
            })
      }
      onSubmit={onSubmit}
      creating
      submitting={isLoading}
      otherErrors={form.other}
      submitLabel={t('dialog.submit')}
      submitDisabled={invalid || choices.length === 0}
    >
      <FormField label={t('dialog.incomeType')} errors={form.errors.incomeType}>
        <RadioGroup.Root
          value={incomeType}
          onValueChange={(details) => chooseIncomeType(details.value as PaymentIncomeType)}
          name="incomeType"
        >
          <HStack gap="5" wrap="wrap">
            {PAYMENT_INCOME_TYPES.map((type) => (
              <RadioGroup.Item key={type} value={type}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`incomeTypes.${type}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </FormField>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <FormField label={t('dialog.billType')} errors={form.errors.billType}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="billType"
              value={billType}
              onChange={(e) => {
                edited();
                setBillType(e.target.value as BillType);
              }}
            >
              {BILL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`billTypes.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('dialog.currency')} errors={form.errors['currency.id']}>
          <NativeSelect.Root disabled={currencies.isLoading}>
            <NativeSelect.Field
              name="currency"
              value={currencyId}
              ref={form.inputRef('currency.id')}
              onChange={(e) => {
                edited();
                form.clearField('currency.id');
                setCurrencyId(e.target.value);
              }}
            >
              {(currencies.data?.data ?? []).map((c) => (
                <option key={c.id} value={c.isDefault ? '' : c.id}>
                  {c.isDefault
                    ? local(c)
                    : t('dialog.currencyRate', { name: local(c), rate: money(c.rate) })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Grid>

      <Stack gap="3" as="fieldset">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
          {t('dialog.lines')}
        </Text>
        {choices.length === 0 && !methods.isLoading ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {t('dialog.noMethods')}
          </Text>
        ) : null}
        {shownLines.map((line, index) => (
          <Grid
            key={line.key}
            templateColumns={{ base: '1fr', sm: '1fr 1fr auto' }}
            gap="3"
            alignItems="start"
            data-testid={`pay-line-${index}`}
          >
            <FormField
              label={t('dialog.method', { n: index + 1 })}
              errors={form.errors[`pays.${index}.paymentMethod.id`]}
            >
              <NativeSelect.Root disabled={methods.isLoading}>
                <NativeSelect.Field
                  name={`pays.${index}.paymentMethod.id`}
                  value={line.methodId}
                  ref={form.inputRef(`pays.${index}.paymentMethod.id`)}
                  onChange={(e) => {
                    form.clearField(`pays.${index}.paymentMethod.id`);
                    form.clearField(`pays.${index}.tendered`);
                    patchLine(line.key, { methodId: e.target.value });
                  }}
                >
                  <option value="">{t('dialog.chooseMethod')}</option>
                  {choices.map((method) => (
                    <option key={method.id} value={method.id}>
                      {local(method)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              label={t('dialog.amount', { n: index + 1 })}
              errors={errorsOf(`pays.${index}.amount`)}
            >
              <AmountInput
                name={`pays.${index}.amount`}
                unit={unit}
                value={line.amount}
                ref={(element) => {
                  form.inputRef(`pays.${index}.amount`)(element);
                  if (index === 0) first.current = element;
                }}
                onChange={(text) => {
                  form.clearField(`pays.${index}.amount`);
                  patchLine(line.key, { amount: text });
                }}
              />
            </FormField>
            <Box pt={{ base: 0, sm: '7' }}>
              <IconButton
                variant="ghost"
                colorPalette="red"
                size="sm"
                aria-label={t('dialog.removeLine', { n: index + 1 })}
                disabled={shownLines.length === 1}
                onClick={() => {
                  edited();
                  setLines((current) => current.filter((l) => l.key !== line.key));
                }}
              >
                <TrashIcon />
              </IconButton>
            </Box>
            {read[index]?.cash ? (
              <FormField
                label={t('dialog.tendered', { n: index + 1 })}
                errors={errorsOf(`pays.${index}.tendered`)}
                optionalText={t('dialog.optional')}
                helperText={
                  (read[index]?.change ?? 0) > 0
                    ? t('dialog.lineChange', { change: money(read[index]?.change ?? 0) })
                    : t('dialog.tenderedHelp')
                }
              >
                <AmountInput
                  name={`pays.${index}.tendered`}
                  unit={unit}
                  value={line.tendered}
                  ref={form.inputRef(`pays.${index}.tendered`)}
                  onChange={(text) => {
                    form.clearField(`pays.${index}.tendered`);
                    patchLine(line.key, { tendered: text });
                  }}
                />
              </FormField>
            ) : null}
          </Grid>
        ))}
        {incomeType !== 'receivable' && shownLines.length < MAX_PAY_LINES ? (
          <Box>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                edited();
                const key = nextKey.current++;
                setLines((current) => [
                  ...current,
                  {
                    key,
                    methodId: '',
                    amount: formatNumber(Math.max(0, remainder), i18n.language),
                    tendered: '',
                  },
                ]);
              }}
            >
              <PlusIcon />
              {t('dialog.addLine')}
            </Button>
          </Box>
        ) : null}
        {form.errors.pays ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {form.errors.pays.join(' ')}
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted" data-testid="payment-total">
          {foreign
            ? t('dialog.totalConverted', { amount: money(totalMnt), rate: money(rate) })
            : t('dialog.total', { amount: money(totalMnt) })}
          {change > 0 ? ` · ${t('dialog.changeNote', { change: money(change) })}` : ''}
        </Text>
      </Stack>

      <FormField
        label={t('dialog.notes')}
        errors={form.errors.notes}
        optionalText={t('dialog.optional')}
      >
        <Textarea
          name="notes"
          rows={2}
          maxLength={1000}
          value={notes}
          ref={form.inputRef('notes')}
          onChange={(e) => {
            edited();
            setNotes(e.target.value);
          }}
        />
      </FormField>
      <ConfirmDialog
        open={confirmingChange}
        onOpenChange={setConfirmingChange}
        title={t('dialog.bigChangeTitle')}
        description={t('dialog.bigChangeDescription', { change: money(change) })}
        confirmLabel={t('dialog.bigChangeConfirm')}
        onConfirm={() => {
          changeConfirmed.current = true;
          setConfirmingChange(false);
          onSubmit({ preventDefault: () => undefined } as FormEvent<HTMLFormElement>);
        }}
      />
    </DialogForm>
  );
}
