import {
  Box,
  Breadcrumb,
  Button,
  Flex,
  Grid,
  HStack,
  Input,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { MailIcon } from '../../components/icons';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { useLocalizedPath } from '../../components/use-localized-path';
import { formatMoney, formatNumber } from '../../lib/format';
import { httpStatusOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import { DataTable } from '../../components/data-table';
import { useGetIssuedInvoiceDocumentQuery, MailLanguage, useDocumentLanguage } from '../documents';
import { printedDate } from '@hotel/events/documents/wording';
import { useListIncomesQuery } from '../../shared/reservations/folio-api';
import { currentLanguage } from '../../lib/i18n';
import { CreditNoteSheet } from './credit-note-sheet';
import { CreditStatusBadge, InvoiceCreditNotes } from './invoice-credit-notes';
import { type Invoice, useGetInvoiceQuery, useSendInvoiceMutation } from './invoices-api';

/** On paper only the invoice prints: the app around it is hidden. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  [data-print-root], [data-print-root] * { visibility: visible; }
  [data-print-root] { position: absolute; left: 0; top: 0; box-shadow: none !important; border: 0 !important; }
  @page { size: A4 portrait; margin: 12mm; }
}`;

/**
 * Route `/invoice/{id}` (manage-invoices): the invoice as printed, 220 mm wide (operations
 * spec §2) — the hotel, the customer, the lines, the totals and the bank accounts; Print, and
 * Send by e-mail (after sending, the address shows instead of the button).
 */
export function InvoicePage() {
  const { slug } = useCurrentHotel();
  const { id } = useParams();
  if (!slug || !id) return <NotFoundPage />;
  return <InvoiceDetail slug={slug} id={id} />;
}

function InvoiceDetail({ slug, id }: { slug: string; id: string }) {
  const { t } = useTranslation('invoices');
  const localized = useLocalizedPath();
  const query = useGetInvoiceQuery({ slug, id });
  // What was paid on its stays and what remains to pay: the server's figures (docs/documents.md).
  const printed = useGetIssuedInvoiceDocumentQuery({ slug, id, language: currentLanguage() });
  const [sending, setSending] = useState(false);
  const [params] = useSearchParams();
  if (httpStatusOf(query.error) === 404) return <NotFoundPage />;
  if (query.isLoading) return <Skeleton height="96" borderRadius="xl" />;
  if (!query.data) {
    return (
      <QueryError
        title={t('detail.error')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const invoice = query.data;
  // `?creditNote={id}`: the credit note's printable page, in the invoice's layout.
  const invoicePath = localized(propertyPath(slug, 'invoice', { id: invoice.id }));
  const note = invoice.creditNotes.find((n) => n.id === params.get('creditNote'));
  return (
    <Stack gap="5">
      <style>{PRINT_CSS}</style>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack gap="3">
          <Breadcrumb.Root>
            <Breadcrumb.List>
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild>
                  <RouterLink to={localized(propertyPath(slug, 'invoices'))}>
                    {t('title')}
                  </RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.CurrentLink>
                  {t('detail.title', { number: invoice.number })}
                </Breadcrumb.CurrentLink>
              </Breadcrumb.Item>
            </Breadcrumb.List>
          </Breadcrumb.Root>
          <CreditStatusBadge status={invoice.creditStatus} />
        </HStack>
        <HStack gap="2">
          {invoice.isSent ? (
            <Text fontSize="sm" color="fg.muted" data-testid="invoice-sent-to">
              {t('detail.sentTo', { email: invoice.sentTo })}
            </Text>
          ) : (
            <Button variant="outline" onClick={() => setSending(true)}>
              <MailIcon />
              {t('detail.send')}
            </Button>
          )}
          <Button onClick={() => window.print()}>{t('detail.print')}</Button>
        </HStack>
      </Flex>
      <Box overflowX="auto">
        {note ? (
          <CreditNoteSheet invoice={invoice} note={note} backTo={invoicePath} />
        ) : (
          <InvoiceSheet invoice={invoice} settlement={printed.data?.invoice ?? null} />
        )}
      </Box>
      {note ? null : (
        <InvoiceCreditNotes
          slug={slug}
          invoice={invoice}
          printPath={(creditNote) => `${invoicePath}?creditNote=${creditNote}`}
        />
      )}
      <InvoicePayments slug={slug} invoice={invoice} />
      <SendDialog slug={slug} invoice={invoice} open={sending} onOpenChange={setSending} />
    </Stack>
  );
}

/**
 * The printed invoice: 220 mm wide on screen, the page's width on paper. `settlement`: what
 * was paid on its stays and what remains to pay (shown once the server has answered).
 */
function InvoiceSheet({
  invoice,
  settlement,
}: {
  invoice: Invoice;
  settlement: { paid: number; toPay: number } | null;
}) {
  const { t, i18n } = useTranslation('invoices');
  const { t: documents } = useTranslation('documents');
  const local = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
  const exclusive = invoice.items.filter((i) => i.itemType === 'tax' && !i.inclusive);
  const inclusive = invoice.items.filter((i) => i.itemType === 'tax' && i.inclusive);
  const lines = invoice.items.filter((i) => i.itemType !== 'tax');
  const { customer, hotel } = invoice;
  return (
    <Box
      data-print-root
      data-testid="invoice-sheet"
      w="220mm"
      minH="280mm"
      mx="auto"
      bg="white"
      color="black"
      p="12mm"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="sm"
      fontSize="sm"
    >
      <Flex justify="space-between" align="flex-start" gap="6">
        <Stack gap="0.5">
          <Text fontSize="lg" fontWeight="bold">
            {local(hotel)}
          </Text>
          {hotel.registerNo ? (
            <Text>{t('sheet.registerNo', { value: hotel.registerNo })}</Text>
          ) : null}
          {hotel.address ? <Text>{hotel.address}</Text> : null}
          {hotel.phoneNumber ? <Text>{t('sheet.phone', { value: hotel.phoneNumber })}</Text> : null}
          {hotel.email ? <Text>{hotel.email}</Text> : null}
        </Stack>
        <Stack gap="0.5" textAlign="right">
          <Text fontSize="xl" fontWeight="bold">
            {t('sheet.title', { number: invoice.number })}
          </Text>
          <Text>{t('sheet.invoiceDate', { date: printedDate(invoice.invoiceDate) })}</Text>
          <Text>{t('sheet.paymentPeriod', { date: printedDate(invoice.paymentPeriod) })}</Text>
        </Stack>
      </Flex>

      <Grid templateColumns="1fr 1fr" gap="6" mt="8">
        <Stack gap="0.5">
          <Text fontWeight="semibold">{t('sheet.billTo')}</Text>
          <Text>{customer.customerName}</Text>
          {customer.registerNo ? (
            <Text>{t('sheet.registerNo', { value: customer.registerNo })}</Text>
          ) : null}
          {customer.address ? <Text>{customer.address}</Text> : null}
          {customer.phoneNumber ? (
            <Text>{t('sheet.phone', { value: customer.phoneNumber })}</Text>
          ) : null}
        </Stack>
        <Stack gap="0.5">
          <Text fontWeight="semibold">{t('sheet.stay')}</Text>
          <Text>
            {t('sheet.guest', {
              name: [invoice.guestName, invoice.guestSurname].filter(Boolean).join(' '),
            })}
          </Text>
          <Text>
            {invoice.reservationNumber !== null
              ? t('reservationNumber', { number: invoice.reservationNumber })
              : t('groupNumber', { number: invoice.groupNumber })}
          </Text>
          {customer.contractNo ? (
            <Text>{t('sheet.contractNo', { value: customer.contractNo })}</Text>
          ) : null}
          {customer.tourCode ? (
            <Text>{t('sheet.tourCode', { value: customer.tourCode })}</Text>
          ) : null}
          {customer.voucherCode ? (
            <Text>{t('sheet.voucherCode', { value: customer.voucherCode })}</Text>
          ) : null}
        </Stack>
      </Grid>

      <Table.Root size="sm" mt="8" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8">№</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sheet.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sheet.item')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('sheet.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('sheet.price')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('sheet.amount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line, index) => (
            <Table.Row key={line.key}>
              <Table.Cell>{index + 1}</Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">
                {line.date ? printedDate(line.date) : ''}
              </Table.Cell>
              <Table.Cell>{local(line)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(line.quantity, i18n.language)}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {money(line.price)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {money(line.amount)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>

      <Stack gap="1" mt="4" ml="auto" w="80" data-testid="invoice-totals">
        <HStack justify="space-between">
          <Text>{t('sheet.subtotal')}</Text>
          <Text fontVariantNumeric="tabular-nums">{money(invoice.totalAmount)}</Text>
        </HStack>
        {exclusive.map((tax) => (
          <HStack key={tax.key} justify="space-between">
            <Text>{`${local(tax)} ${tax.percentage ?? 0}%`}</Text>
            <Text fontVariantNumeric="tabular-nums">{money(tax.amount)}</Text>
          </HStack>
        ))}
        <HStack justify="space-between" fontWeight="bold" fontSize="md">
          <Text>{documents('invoice.total')}</Text>
          <Text fontVariantNumeric="tabular-nums">{money(invoice.fullTotalAmount)}</Text>
        </HStack>
        {inclusive.map((tax) => (
          <HStack key={tax.key} justify="space-between" color="gray.600" fontSize="xs">
            <Text>
              {t('sheet.includedTax', { name: local(tax), percentage: tax.percentage ?? 0 })}
            </Text>
            <Text fontVariantNumeric="tabular-nums">{money(tax.amount)}</Text>
          </HStack>
        ))}
        {settlement ? (
          <>
            <HStack justify="space-between" data-testid="invoice-paid">
              <Text>{documents('invoice.paid')}</Text>
              <Text fontVariantNumeric="tabular-nums">{money(settlement.paid)}</Text>
            </HStack>
            <HStack
              justify="space-between"
              fontWeight="bold"
              fontSize="md"
              data-testid="invoice-to-pay"
            >
              <Text>{documents('invoice.toPay')}</Text>
              <Text fontVariantNumeric="tabular-nums">{money(settlement.toPay)}</Text>
            </HStack>
          </>
        ) : null}
      </Stack>

      {invoice.banks.length > 0 ? (
        <Stack gap="1" mt="8">
          <Text fontWeight="semibold">{t('sheet.banks')}</Text>
          {invoice.banks.map((bank) => (
            <Text key={`${bank.bankName}-${bank.number}`}>
              {`${bank.bankName} · ${bank.number} · ${bank.accountName} (${bank.currency})`}
            </Text>
          ))}
        </Stack>
      ) : null}

      <Grid templateColumns="1fr 1fr" gap="6" mt="16">
        <Text>{t('sheet.issuedBy')}</Text>
        <Text>{t('sheet.receivedBy')}</Text>
      </Grid>
    </Box>
  );
}

/**
 * What has been paid on the invoiced stay (operations spec §4: every income type but
 * receivable — a receivable is what the invoice asks for). Read from the incomes, so it is
 * shown to those who may see incomes.
 */
function InvoicePayments({ slug, invoice }: { slug: string; invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoices');
  const { t: folio } = useTranslation('folio');
  const local = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
  const incomes = useListIncomesQuery({
    slug,
    groupId: invoice.groupId,
    incomeTypes: ['paid', 'prepaid', 'cancellation', 'receivable', 'refund'],
    page: 1,
    rowsPerPage: 0,
  });
  if (!incomes.data) return null;
  // A receivable counts once paid (until then it is what the invoice asks for); a refund is
  // money given back (negative).
  const rows = incomes.data.data.filter(
    (income) =>
      (invoice.reservationId === null || income.refId === invoice.reservationId) &&
      (income.incomeType !== 'receivable' || income.isPaid),
  );
  const paid = rows.reduce((sum, income) => sum + income.amount, 0);
  // Each method with its own amount when a payment was split ("Cash 200,000₮, Card 182,000₮").
  const methodsOf = (income: (typeof rows)[number]) => {
    const pays = income.isPaid && income.paidPays.length > 0 ? income.paidPays : income.incomePays;
    const inCurrency = (value: number) =>
      income.currency === 'MNT'
        ? money(value)
        : `${formatNumber(value, i18n.language)} ${income.currency}`;
    return pays
      .map((line) =>
        pays.length > 1
          ? `${local(line.paymentMethod)} ${inCurrency(line.amount)}`
          : local(line.paymentMethod),
      )
      .join(', ');
  };
  return (
    <Stack gap="3" w="full" maxW="220mm" mx="auto" data-testid="invoice-payments">
      <HStack justify="space-between">
        <Text fontWeight="semibold">{t('payments.title')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('payments.total', { amount: money(paid) })}
        </Text>
      </HStack>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('payments.empty')}
        </Text>
      ) : (
        <DataTable label={t('payments.title')}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>{folio('columns.date')}</Table.ColumnHeader>
              <Table.ColumnHeader>{folio('columns.reservation')}</Table.ColumnHeader>
              <Table.ColumnHeader>{folio('columns.incomeType')}</Table.ColumnHeader>
              <Table.ColumnHeader>{folio('columns.methods')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{folio('columns.amount')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((income) => (
              <Table.Row key={income.id}>
                <Table.Cell fontVariantNumeric="tabular-nums">
                  {printedDate(income.postedDate)}
                </Table.Cell>
                <Table.Cell>№{income.reservation.number}</Table.Cell>
                <Table.Cell>{folio(`incomeTypes.${income.incomeType}`)}</Table.Cell>
                <Table.Cell>{methodsOf(income)}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {money(income.amount)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </DataTable>
      )}
    </Stack>
  );
}

const SEND_FIELDS = ['email'] as const;

function SendDialog({
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
  const first = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} size="sm">
      <SendForm slug={slug} invoice={invoice} first={first} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function SendForm({
  slug,
  invoice,
  first,
  onDone,
}: {
  slug: string;
  invoice: Invoice;
  first: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('invoices');
  const [send, { isLoading }] = useSendInvoiceMutation();
  const form = useFormErrors(SEND_FIELDS);
  const [email, setEmail] = useState(invoice.email ?? '');
  // The mail and its PDF in the interface's language unless switched (docs/documents.md).
  const [language, setLanguage] = useDocumentLanguage();
  const { t: documents } = useTranslation('documents');
  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      if (!email.trim()) {
        form.showFieldErrors({ email: [t('send.emailNeeded')] });
        return false;
      }
      return true;
    },
    send: async (idempotencyKey) => {
      form.clear();
      await send({ slug, idempotencyKey, id: invoice.id, email: email.trim(), language }).unwrap();
      toaster.create({ type: 'success', title: t('send.done', { email }), closable: true });
      onDone();
    },
    onError: form.showServerErrors,
  });
  return (
    <DialogForm
      title={t('send.title')}
      description={t('send.description', { number: invoice.number })}
      onSubmit={onSubmit}
      creating={false}
      submitting={isLoading}
      otherErrors={form.other}
      submitLabel={t('send.submit')}
    >
      <FormField label={t('fields.email')} errors={form.errors.email} required>
        <Input
          name="email"
          type="email"
          value={email}
          ref={(element) => {
            form.inputRef('email')(element);
            first.current = element;
          }}
          onChange={(e) => {
            edited();
            form.clearField('email');
            setEmail(e.target.value);
          }}
        />
      </FormField>
      <MailLanguage
        label={documents('send.language')}
        language={language}
        onChange={(next) => {
          edited();
          setLanguage(next);
        }}
      />
    </DialogForm>
  );
}
