import {
  Box,
  Button,
  Grid,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type RefObject, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { PlusIcon, TrashIcon } from '../../components/icons';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { digitsOf, formatMoney } from '../../lib/format';
import { toaster } from '../../lib/toaster';
import { MoneyInput } from '../settings/money-input';
import {
  type PaymentMethod,
  useListCurrenciesQuery,
  useListPaymentMethodsQuery,
} from '../settings/settings-api';
import type { Reservation } from '../reservations/reservations-api';
import {
  BILL_TYPES,
  type BillType,
  PAYMENT_INCOME_TYPES,
  type PaymentIncomeType,
  usePostPaymentMutation,
} from './folio-api';
import { MAX_PAY_LINES, payLineFields, settledLines, sumOf } from './pay-lines';

const FIELDS: readonly string[] = [
  'incomeType',
  'billType',
  'currency.id',
  // Each line's own fields before `pays`, which takes what is about all of them.
  ...payLineFields,
  'pays',
  'notes',
];

interface Line {
  key: number;
  methodId: string;
  amount: string;
}

/**
 * The pay dialog of a reservation (POST /api/payments; settings spec §5): income type, bill
 * type, currency, one or more pay lines (a receivable takes one), notes. The first line
 * starts at the balance in the default payment method; the title says what remains to pay or
 * the change to give. A tugrik payment above the balance posts the balance (the change goes
 * back in cash); the server refuses anything else above it.
 */
export function PaymentDialog({
  slug,
  reservation,
  open,
  onOpenChange,
}: {
  slug: string;
  reservation: Reservation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const first = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} size="lg">
      <PaymentForm
        slug={slug}
        reservation={reservation}
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
  first,
  onDone,
}: {
  slug: string;
  reservation: Reservation;
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
  const [billType, setBillType] = useState<BillType>('individual');
  const [currencyId, setCurrencyId] = useState('');
  const [notes, setNotes] = useState('');
  const nextKey = useRef(1);
  const [lines, setLines] = useState<Line[]>([
    { key: 0, methodId: '', amount: String(Math.max(0, reservation.balance)) },
  ]);

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
  const totalMnt = useMemo(
    () => Math.round(sumOf(shownLines.map((line) => Number(line.amount || 0))) * rate),
    [shownLines, rate],
  );
  const remainder = reservation.balance - totalMnt;

  const change = (key: number, patch: Partial<Line>) => {
    edited();
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  };

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      const errors: Record<string, string[]> = {};
      shownLines.forEach((line, index) => {
        if (!line.methodId) {
          errors[`pays.${index}.paymentMethod.id`] = [t('dialog.chooseMethod')];
        }
        if (!(Number(line.amount) > 0)) {
          errors[`pays.${index}.amount`] = [t('dialog.amountNeeded')];
        }
      });
      if (Object.keys(errors).length > 0) {
        form.showFieldErrors(errors);
        return false;
      }
      return true;
    },
    send: async (idempotencyKey) => {
      form.clear();
      const amounts = shownLines.map((line) => Number(line.amount));
      // Cash given above the balance: the balance is posted, the change goes back.
      const posted = foreign ? amounts : settledLines(amounts, reservation.balance);
      await post({
        slug,
        idempotencyKey,
        payment: {
          id: reservation.id,
          incomeType,
          billType,
          currency: currencyId ? { id: currencyId } : null,
          pays: shownLines
            .map((line, index) => ({
              paymentMethod: { id: line.methodId },
              amount: posted[index] ?? 0,
            }))
            .filter((line) => line.amount > 0),
          notes: notes.trim() || null,
        },
      }).unwrap();
      toaster.create({
        type: 'success',
        title:
          remainder < 0 && !foreign
            ? t('dialog.savedChange', { change: money(-remainder) })
            : t('dialog.saved'),
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
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
    remainder > 0
      ? t('dialog.titleRemainder', { amount: money(remainder) })
      : remainder < 0
        ? t('dialog.titleChange', { amount: money(-remainder) })
        : t('dialog.title');

  return (
    <DialogForm
      title={title}
      description={t('dialog.description', {
        number: reservation.number,
        balance: money(reservation.balance),
      })}
      onSubmit={onSubmit}
      creating
      submitting={isLoading}
      otherErrors={form.other}
      submitLabel={t('dialog.submit')}
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
                    change(line.key, { methodId: e.target.value });
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
              errors={form.errors[`pays.${index}.amount`]}
            >
              {foreign ? (
                <InputGroup endElement={currency?.shortName}>
                  <Input
                    name={`pays.${index}.amount`}
                    inputMode="numeric"
                    autoComplete="off"
                    value={line.amount}
                    ref={(element) => {
                      form.inputRef(`pays.${index}.amount`)(element);
                      if (index === 0) first.current = element;
                    }}
                    onChange={(e) => {
                      form.clearField(`pays.${index}.amount`);
                      change(line.key, { amount: digitsOf(e.target.value) });
                    }}
                  />
                </InputGroup>
              ) : (
                <MoneyInput
                  name={`pays.${index}.amount`}
                  value={line.amount}
                  ref={(element) => {
                    form.inputRef(`pays.${index}.amount`)(element);
                    if (index === 0) first.current = element;
                  }}
                  onChange={(digits) => {
                    form.clearField(`pays.${index}.amount`);
                    change(line.key, { amount: digits });
                  }}
                />
              )}
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
                  { key, methodId: '', amount: String(Math.max(0, remainder)) },
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
          {remainder < 0 && !foreign
            ? ` · ${t('dialog.changeNote', { change: money(-remainder), balance: money(reservation.balance) })}`
            : ''}
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
    </DialogForm>
  );
}
