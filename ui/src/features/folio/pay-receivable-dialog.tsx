import { Box, Button, Grid, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { PlusIcon, TrashIcon } from '../../components/icons';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { isIsoDate } from '@hotel/events/dates';
import { TUGRIK, formatMoney, formatNumber } from '../../lib/format';
import { toaster } from '../../lib/toaster';
import { useListPaymentMethodsQuery } from '../settings';
import {
  type Income,
  payerOf,
  usePayReceivableMutation,
} from '../../shared/reservations/folio-api';
import { amountOf, parseAmount } from './amount';
import { AmountInput } from './amount-input';
import { MAX_PAY_LINES, payLineFields, sumOf } from './pay-lines';
import { localName } from '../../lib/names';

const FIELDS: readonly string[] = ['paidAt', ...payLineFields, 'pays'];

interface Line {
  key: number;
  methodId: string;
  amount: string;
}

/**
 * A receivable paid by its payer (POST /api/incomes/pay): the date the money came and how,
 * in one or more lines adding up to the receivable.
 */
export function PayReceivableDialog({
  slug,
  income,
  workingDate,
  open,
  onOpenChange,
}: {
  slug: string;
  income: Income | null;
  workingDate: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const first = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} size="md">
      {income ? (
        <PayForm
          key={income.id}
          slug={slug}
          income={income}
          workingDate={workingDate}
          first={first}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
  );
}

function PayForm({
  slug,
  income,
  workingDate,
  first,
  onDone,
}: {
  slug: string;
  income: Income;
  workingDate: string;
  first: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('folio');
  const { hotel } = useCurrentHotel();
  const money = (value: number) => formatMoney(value, i18n.language);
  const methods = useListPaymentMethodsQuery({ slug });
  const [pay, { isLoading }] = usePayReceivableMutation();
  const form = useFormErrors(FIELDS);
  const today = workingDate || hotel?.workingDate || '';
  const [paidAt, setPaidAt] = useState(today);
  const nextKey = useRef(1);
  const [lines, setLines] = useState<Line[]>([
    { key: 0, methodId: '', amount: formatNumber(income.amount, i18n.language) },
  ]);
  // Money the payer sends is received money: the methods that take paid income.
  const choices = (methods.data?.data ?? []).filter((m) => m.incomeTypes.includes('paid'));
  const total = sumOf(lines.map((line) => amountOf(line.amount) ?? 0));
  const change = (key: number, patch: Partial<Line>) => {
    edited();
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  };

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      const errors: Record<string, string[]> = {};
      if (paidAt.trim() !== '' && !isIsoDate(paidAt.trim())) {
        errors.paidAt = [t('dateInput.invalidDate', { ns: 'common' })];
      }
      lines.forEach((line, index) => {
        if (!line.methodId) errors[`pays.${index}.paymentMethod.id`] = [t('dialog.chooseMethod')];
        // Read strictly: what is not an amount is said so, never silently dropped.
        const amount = parseAmount(line.amount);
        if (amount.kind === 'invalid') errors[`pays.${index}.amount`] = [t('dialog.amountInvalid')];
        else if (amount.kind === 'tooLarge') {
          errors[`pays.${index}.amount`] = [t('dialog.amountTooLarge')];
        } else if (!((amountOf(line.amount) ?? 0) > 0)) {
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
      await pay({
        slug,
        idempotencyKey,
        id: income.id,
        reservationId: income.reservation.id,
        paidAt,
        pays: lines.map((line) => ({
          paymentMethod: { id: line.methodId },
          amount: amountOf(line.amount) ?? 0,
        })),
      }).unwrap();
      toaster.create({ type: 'success', title: t('pay.saved'), closable: true });
      onDone();
    },
    onError: form.showServerErrors,
  });

  return (
    <DialogForm
      title={t('pay.title')}
      description={t('pay.description', {
        number: income.reservation.number,
        payer: payerOf(income),
        amount: money(income.amount),
      })}
      onSubmit={onSubmit}
      creating
      submitting={isLoading}
      otherErrors={form.other}
      submitLabel={t('pay.submit')}
    >
      <FormField label={t('pay.paidAt')} errors={form.errors.paidAt}>
        <DateInput
          name="paidAt"
          value={paidAt}
          max={today || undefined}
          ref={form.inputRef('paidAt')}
          onChange={(e) => {
            edited();
            form.clearField('paidAt');
            setPaidAt(e.target.value);
          }}
        />
      </FormField>
      <Stack gap="3">
        {lines.map((line, index) => (
          <Grid key={line.key} templateColumns={{ base: '1fr', sm: '1fr 1fr auto' }} gap="3">
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
                      {localName(method, i18n.language)}
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
              <AmountInput
                name={`pays.${index}.amount`}
                unit={TUGRIK}
                value={line.amount}
                ref={(element) => {
                  form.inputRef(`pays.${index}.amount`)(element);
                  if (index === 0) first.current = element;
                }}
                onChange={(text) => {
                  form.clearField(`pays.${index}.amount`);
                  change(line.key, { amount: text });
                }}
              />
            </FormField>
            <Box pt={{ base: 0, sm: '7' }}>
              <IconButton
                variant="ghost"
                colorPalette="red"
                size="sm"
                aria-label={t('dialog.removeLine', { n: index + 1 })}
                disabled={lines.length === 1}
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
        {lines.length < MAX_PAY_LINES ? (
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
                    amount: formatNumber(Math.max(0, income.amount - total), i18n.language),
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
        <Text fontSize="sm" color={total === income.amount ? 'fg.muted' : 'fg.error'}>
          {t('dialog.total', { amount: money(total) })}
        </Text>
      </Stack>
    </DialogForm>
  );
}
