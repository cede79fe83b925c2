import {
  Badge,
  Button,
  Checkbox,
  Grid,
  HStack,
  Input,
  Link,
  RadioGroup,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type RefObject, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/data-table';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { errorsShownByScreen } from '../../lib/api';
import { formatMoney, formatNumber } from '../../lib/format';
import { useLocalName } from '../../lib/names';
import { errorMessageOf, fieldErrorsOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import {
  type CreditInvoiceRequest,
  type Invoice,
  type InvoiceItem,
  useCreditInvoiceMutation,
} from './invoices-api';

// The credit dialog shows the server's refusals itself (422 and 400 under their lines or above).
errorsShownByScreen('creditInvoice', [400, 422]);

/** Who made a credit note, as the page names them. */
export const userNameOf = (user: { name: string | null; email: string | null }) =>
  user.name ?? user.email ?? '';

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

/** "Credited" / "Partly credited", or nothing while the invoice stands. */
export function CreditStatusBadge({ status }: { status: Invoice['creditStatus'] }) {
  const { t } = useTranslation('invoices');
  if (status === 'none') return null;
  return (
    <Badge
      size="sm"
      variant="subtle"
      colorPalette={status === 'credited' ? 'red' : 'orange'}
      data-testid="credit-status"
    >
      {t(`creditNotes.status.${status}`)}
    </Badge>
  );
}

/**
 * Under the invoice: what its credit notes took back and what remains, each credit note (number,
 * date, user, reason, amount, a link to print it) and "Credit" for whoever may make invoices.
 */
export function InvoiceCreditNotes({
  slug,
  invoice,
  printPath,
}: {
  slug: string;
  invoice: Invoice;
  /** The address of a credit note's printable page. */
  printPath: (creditNoteId: string) => string;
}) {
  const { t, i18n } = useTranslation('invoices');
  const money = (value: number) => formatMoney(value, i18n.language);
  const [crediting, setCrediting] = useState(false);
  return (
    <Stack gap="3" w="full" maxW="220mm" mx="auto" data-testid="invoice-credit-notes">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2">
          <Text fontWeight="semibold">{t('creditNotes.title')}</Text>
          <CreditStatusBadge status={invoice.creditStatus} />
        </HStack>
        <HStack gap="3">
          <Text fontSize="sm" color="fg.muted" data-testid="invoice-credit-summary">
            {t('creditNotes.summary', {
              credited: money(invoice.creditedAmount),
              remaining: money(invoice.remainingAmount),
            })}
          </Text>
          {invoice.creditStatus !== 'credited' ? (
            <Button size="sm" variant="outline" onClick={() => setCrediting(true)}>
              {t('creditNotes.credit')}
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {invoice.creditNotes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('creditNotes.empty')}
        </Text>
      ) : (
        <DataTable label={t('creditNotes.title')}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>{t('creditNotes.columns.number')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('creditNotes.columns.date')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('creditNotes.columns.user')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('creditNotes.columns.reason')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t('creditNotes.columns.amount')}
              </Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {invoice.creditNotes.map((note) => (
              <Table.Row key={note.id} data-testid={`credit-note-${note.number}`}>
                <Table.Cell fontWeight="semibold">
                  {t('creditNotes.number', { number: note.number })}
                </Table.Cell>
                <Table.Cell fontVariantNumeric="tabular-nums">{note.date}</Table.Cell>
                <Table.Cell>{userNameOf(note.userClone)}</Table.Cell>
                <Table.Cell maxW="72" whiteSpace="normal">
                  {note.reason}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {money(note.fullTotalAmount)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Link asChild color="brand.fg" fontSize="sm">
                    <RouterLink to={printPath(note.id)}>{t('creditNotes.print')}</RouterLink>
                  </Link>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </DataTable>
      )}
      <CreditDialog slug={slug} invoice={invoice} open={crediting} onOpenChange={setCrediting} />
    </Stack>
  );
}

function CreditDialog({
  slug,
  invoice,
  open,
  onOpenChange,
}: {
  slug: string;
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const first = useRef<HTMLTextAreaElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} size="lg">
      <CreditForm slug={slug} invoice={invoice} first={first} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

type Mode = 'all' | 'lines';
/** A line's entry: whole units, or an amount (one of the two is filled). */
type Entry = { picked: boolean; quantity: string; amount: string };

const WHOLE = /^\d+$/;

function CreditForm({
  slug,
  invoice,
  first,
  onDone,
}: {
  slug: string;
  invoice: Invoice;
  first: RefObject<HTMLTextAreaElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('invoices');
  const local = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
  const [credit, { isLoading }] = useCreditInvoiceMutation();
  const form = useFormErrors(['reason'] as const);
  const lines = useMemo(() => remainingLines(invoice).filter((line) => line.amount > 0), [invoice]);
  const [mode, setMode] = useState<Mode>('all');
  const [reason, setReason] = useState('');
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const entryOf = (key: string): Entry =>
    entries[key] ?? { picked: false, quantity: '', amount: '' };
  const picked = lines.filter((line) => entryOf(line.item.key).picked);
  const request = (): CreditInvoiceRequest => ({
    reason: reason.trim(),
    ...(mode === 'lines'
      ? {
          lines: picked.map((line) => {
            const entry = entryOf(line.item.key);
            return entry.amount.trim()
              ? { key: line.item.key, amount: Number(entry.amount.trim()) }
              : { key: line.item.key, quantity: Number(entry.quantity.trim()) };
          }),
        }
      : {}),
  });
  const change = (key: string, patch: Partial<Entry>) => {
    edited();
    setLineErrors((current) => {
      const next = { ...current };
      delete next[key];
      return next;
    });
    setEntries((current) => ({ ...current, [key]: { ...entryOf(key), ...patch } }));
  };
  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      setFailure(null);
      const errors: Record<string, string[]> = {};
      if (mode === 'lines') {
        if (picked.length === 0) {
          setFailure(t('creditNotes.form.pickLine'));
          return false;
        }
        for (const line of picked) {
          const entry = entryOf(line.item.key);
          const value = entry.amount.trim() || entry.quantity.trim();
          if (!WHOLE.test(value) || Number(value) <= 0) {
            errors[line.item.key] = [t('creditNotes.form.wholeNumber')];
          }
        }
      }
      const reasonMissing = !reason.trim();
      setLineErrors(errors);
      if (reasonMissing) {
        form.showFieldErrors({ reason: [t('creditNotes.form.reasonNeeded')] });
        return false;
      }
      return Object.keys(errors).length === 0;
    },
    send: async (idempotencyKey) => {
      form.clear();
      const sent = request();
      try {
        const done = await credit({ slug, idempotencyKey, id: invoice.id, credit: sent }).unwrap();
        toaster.create({
          type: 'success',
          title: t('creditNotes.form.done', { number: done.number }),
          closable: true,
        });
        onDone();
      } catch (error) {
        // A line's message (`lines.{i}…`) goes under that line.
        const byLine: Record<string, string[]> = {};
        for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
          const index = /^lines\.(\d+)/.exec(field)?.[1];
          const key = index !== undefined ? sent.lines?.[Number(index)]?.key : undefined;
          if (key) byLine[key] = [...(byLine[key] ?? []), ...messages];
        }
        setLineErrors(byLine);
        if (Object.keys(byLine).length > 0) return;
        if (!form.showServerErrors(error)) setFailure(errorMessageOf(error, t));
      }
    },
    onError: (error) => setFailure(errorMessageOf(error, t)),
  });
  return (
    <DialogForm
      title={t('creditNotes.form.title', { number: invoice.number })}
      description={t('creditNotes.form.description', {
        remaining: money(invoice.remainingAmount),
      })}
      onSubmit={onSubmit}
      creating={false}
      submitting={isLoading}
      otherErrors={[...form.other, ...(failure ? [failure] : [])]}
      submitLabel={t('creditNotes.form.submit')}
    >
      <RadioGroup.Root
        value={mode}
        onValueChange={(details) => {
          edited();
          setFailure(null);
          setMode(details.value as Mode);
        }}
      >
        <Stack gap="2">
          {(['all', 'lines'] as const).map((option) => (
            <RadioGroup.Item key={option} value={option}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`creditNotes.form.${option}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {mode === 'lines' ? (
        <Stack gap="3" role="group" aria-label={t('creditNotes.form.lines')}>
          {lines.map((line) => (
            <CreditLineRow
              key={line.item.key}
              line={line}
              entry={entryOf(line.item.key)}
              errors={lineErrors[line.item.key]}
              name={local(line.item)}
              money={money}
              onChange={(patch) => change(line.item.key, patch)}
            />
          ))}
        </Stack>
      ) : null}
      <FormField label={t('creditNotes.form.reason')} errors={form.errors.reason} required>
        <Textarea
          name="reason"
          rows={2}
          value={reason}
          ref={(element) => {
            form.inputRef('reason')(element);
            first.current = element;
          }}
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

function CreditLineRow({
  line,
  entry,
  errors,
  name,
  money,
  onChange,
}: {
  line: { item: InvoiceItem; quantity: number; amount: number };
  entry: Entry;
  errors: string[] | undefined;
  name: string;
  money: (value: number) => string;
  onChange: (patch: Partial<Entry>) => void;
}) {
  const { t, i18n } = useTranslation('invoices');
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid="credit-line">
      <Checkbox.Root
        checked={entry.picked}
        onCheckedChange={(details) =>
          onChange({
            picked: details.checked === true,
            quantity: entry.quantity || String(Math.max(0, line.quantity)),
          })
        }
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          {t('creditNotes.form.line', {
            name,
            quantity: formatNumber(line.quantity, i18n.language),
            price: money(line.item.price),
            remaining: money(line.amount),
          })}
        </Checkbox.Label>
      </Checkbox.Root>
      {entry.picked ? (
        <Grid templateColumns="1fr 1fr" gap="3">
          <FormField label={t('creditNotes.form.quantity')} errors={errors}>
            <Input
              name="quantity"
              inputMode="numeric"
              value={entry.quantity}
              disabled={entry.amount.trim() !== ''}
              onChange={(e) => onChange({ quantity: e.target.value })}
            />
          </FormField>
          <FormField label={t('creditNotes.form.amount')}>
            <Input
              name="amount"
              inputMode="numeric"
              value={entry.amount}
              placeholder={t('creditNotes.form.amountPlaceholder')}
              onChange={(e) => onChange({ amount: e.target.value })}
            />
          </FormField>
        </Grid>
      ) : null}
    </Stack>
  );
}
