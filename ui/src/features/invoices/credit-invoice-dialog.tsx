import { Grid, Input, Stack } from '@chakra-ui/react';
import { creditInvoiceSchema } from '@hotel/events/invoices/commands';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxItem } from '../../components/checkbox-item';
import { DialogForm } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { type BoundControl, BoundField, TextAreaField } from '../../components/form/fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { errorsShownByScreen } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { useLocalName } from '../../lib/names';
import { errorMessageOf, fieldErrorsOf } from '../../lib/problem';
import {
  type CreditInvoiceRequest,
  type Invoice,
  type InvoiceItem,
  useCreditInvoiceMutation,
} from './invoices-api';
import { RadioChoiceField } from '../../components/form/radio-choice-field';
import { toastDone } from '../../components/done-toast';
import { type InvoiceFormProps, invoiceDialogOf } from './invoice-dialog-of';
import { useMoney } from '../../components/use-money';

// The credit dialog shows the server's refusals itself (422 and 400 under their lines or above).
errorsShownByScreen('creditInvoice', [400, 422]);

/** What remains uncredited of each billed line of an invoice (taxes follow the lines). */
export const remainingLines = (invoice: Invoice) =>
  invoice.items
    .filter((item) => item.itemType !== 'tax')
    .map((item) => {
      const credited = invoice.lineCredits.find((c) => c.key === item.key);
      return {
        item,
        quantity: item.quantity - (credited?.quantity ?? 0),
        amount: item.amount - (credited?.amount ?? 0),
      };
    });

/** Credit the invoice in full or by some of its lines (POST /api/invoices/{id}/credit). */
export const CreditInvoiceDialog = invoiceDialogOf(CreditForm, 'lg');

type Mode = 'all' | 'lines';
/** A line's entry: whole units, or an amount (one of the two is filled). */
type Entry = { picked: boolean; quantity: string; amount: string };
/** The form's values: one entry per line still to credit, in the lines' order. */
interface CreditValues {
  mode: Mode;
  entries: Entry[];
  reason: string;
}
type EntryField = `entries.${number}`;

const WHOLE = /^\d+$/;
const EMPTY: Entry = { picked: false, quantity: '', amount: '' };

function CreditForm({ slug, invoice, first, onDone }: InvoiceFormProps) {
  const { t } = useTranslation('invoices');
  const local = useLocalName();
  const money = useMoney();
  const [credit, { isLoading }] = useCreditInvoiceMutation();
  const lines = useMemo(() => remainingLines(invoice).filter((line) => line.amount > 0), [invoice]);
  const [failure, setFailure] = useState<string | null>(null);
  // The lines' entries first (in screen order), then the reason.
  const fields = [...lines.map((_, index): EntryField => `entries.${index}`), 'reason'] as const;
  const pickedOf = (values: CreditValues) =>
    lines
      .map((line, index) => ({ line, index, entry: values.entries[index] ?? EMPTY }))
      .filter(({ entry }) => entry.picked);
  const form = useCommandForm({
    schema: creditInvoiceSchema,
    fields,
    defaultValues: { mode: 'all', entries: lines.map(() => EMPTY), reason: '' } as CreditValues,
    toRequest: (values: CreditValues): CreditInvoiceRequest & { id: string } => ({
      id: invoice.id,
      reason: values.reason.trim(),
      ...(values.mode === 'lines'
        ? {
            lines: pickedOf(values).map(({ line, entry }) =>
              entry.amount.trim()
                ? { key: line.item.key, amount: Number(entry.amount.trim()) }
                : { key: line.item.key, quantity: Number(entry.quantity.trim()) },
            ),
          }
        : {}),
    }),
    check: (values) => {
      const found: Partial<Record<(typeof fields)[number], string>> = {};
      if (values.mode === 'lines') {
        for (const { index, entry } of pickedOf(values)) {
          const value = entry.amount.trim() || entry.quantity.trim();
          if (!WHOLE.test(value) || Number(value) <= 0) {
            found[`entries.${index}`] = t('creditNotes.form.wholeNumber');
          }
        }
      }
      if (!values.reason.trim()) found.reason = t('creditNotes.form.reasonNeeded');
      return found;
    },
    send: async ({ id, ...sent }, idempotencyKey) => {
      try {
        const done = await credit({ slug, idempotencyKey, id, credit: sent }).unwrap();
        toastDone(t('creditNotes.form.done', { number: done.number }));
        onDone();
      } catch (error) {
        // A line's message (`lines.{i}…`, i in the lines sent) goes under that line.
        const errors = fieldErrorsOf(error);
        let underLines = false;
        for (const [field, messages] of Object.entries(errors)) {
          const sentIndex = /^lines\.(\d+)/.exec(field)?.[1];
          const key = sentIndex !== undefined ? sent.lines?.[Number(sentIndex)]?.key : undefined;
          const index = lines.findIndex((line) => line.item.key === key);
          if (index < 0) continue;
          const name: EntryField = `entries.${index}`;
          const before = form.getFieldState(name).error?.types?.messages;
          const all = [...(Array.isArray(before) ? (before as string[]) : []), ...messages];
          form.setError(name, { type: 'server', message: all[0] ?? '', types: { messages: all } });
          underLines = true;
        }
        if (underLines) return;
        if (Object.keys(errors).length > 0) throw error;
        setFailure(errorMessageOf(error, t));
      }
    },
  });
  const mode = form.watch('mode');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    if (mode === 'lines' && pickedOf(form.getValues()).length === 0) {
      event.preventDefault();
      setFailure(t('creditNotes.form.pickLine'));
      return;
    }
    form.onSubmit(event);
  };
  return (
    <DialogForm
      title={t('creditNotes.form.title', { number: invoice.number })}
      description={t('creditNotes.form.description', {
        remaining: money(invoice.remainingAmount),
      })}
      onSubmit={onSubmit}
      submitting={isLoading}
      otherErrors={[...form.otherErrors, ...(failure ? [failure] : [])]}
      submitLabel={t('creditNotes.form.submit')}
    >
      <RadioChoiceField
        form={form}
        name="mode"
        options={(['all', 'lines'] as const).map((option) => ({
          value: option,
          text: t(`creditNotes.form.${option}`),
        }))}
        layout="column"
        onChoose={() => setFailure(null)}
      />
      {mode === 'lines' ? (
        <Stack gap="3" role="group" aria-label={t('creditNotes.form.lines')}>
          {lines.map((line, index) => (
            <BoundField
              key={line.item.key}
              form={form}
              name={`entries.${index}`}
              render={(entry) => (
                <CreditLineRow line={line} entry={entry} name={local(line.item)} money={money} />
              )}
            />
          ))}
        </Stack>
      ) : null}
      <TextAreaField
        form={form}
        name="reason"
        label={t('creditNotes.form.reason')}
        required
        rows={2}
        inputRef={first}
      />
    </DialogForm>
  );
}

function CreditLineRow({
  line,
  entry,
  name,
  money,
}: {
  line: { item: InvoiceItem; quantity: number; amount: number };
  entry: BoundControl<Entry>;
  name: string;
  money: (value: number) => string;
}) {
  const { t, i18n } = useTranslation('invoices');
  const { value } = entry;
  const change = (patch: Partial<Entry>) => entry.onChange({ ...value, ...patch });
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid="credit-line">
      <CheckboxItem
        checked={value.picked}
        onChange={(picked) =>
          change({ picked, quantity: value.quantity || String(Math.max(0, line.quantity)) })
        }
        label={t('creditNotes.form.line', {
          name,
          quantity: formatNumber(line.quantity, i18n.language),
          price: money(line.item.price),
          remaining: money(line.amount),
        })}
      />
      {value.picked ? (
        <Grid templateColumns="1fr 1fr" gap="3">
          <FormField label={t('creditNotes.form.quantity')} errors={entry.errors}>
            <Input
              name="quantity"
              inputMode="numeric"
              value={value.quantity}
              disabled={value.amount.trim() !== ''}
              ref={entry.ref}
              onChange={(e) => change({ quantity: e.target.value })}
            />
          </FormField>
          <FormField label={t('creditNotes.form.amount')}>
            <Input
              name="amount"
              inputMode="numeric"
              value={value.amount}
              placeholder={t('creditNotes.form.amountPlaceholder')}
              onChange={(e) => change({ amount: e.target.value })}
            />
          </FormField>
        </Grid>
      ) : null}
    </Stack>
  );
}
