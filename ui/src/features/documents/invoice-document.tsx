import { Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { daysBetween } from '@hotel/events/dates';
import { formatMoney } from '../../lib/format';
import {
  Banks,
  type DocumentProps,
  DocumentTitle,
  documentNumber,
  printedDate,
  printedPhone,
  SignatureLine,
  Sum,
  type T,
  taxLabel,
} from './documents';
import type { InvoicePrint } from './documents-api';
import { PrintedTable } from './printed-table';

/** A labelled fact of a party (left out when empty). */
function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value || !value.trim()) return null;
  return (
    <Text>
      <Text as="span" color="gray.600">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

function Party({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="0.5" fontSize="xs" borderWidth="1px" borderColor="gray.300" p="3" borderRadius="sm">
      <Heading as="h3" size="xs" textTransform="uppercase" letterSpacing="wide" mb="1">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A stay's quantity in nights when it is billed night by night ("2 nights"), else the number. */
const quantityOf = (line: InvoicePrint['lines'][number], t: T) =>
  line.kind === 'room' &&
  line.checkIn &&
  line.checkOut &&
  line.checkOut > line.checkIn &&
  daysBetween(line.checkIn, line.checkOut) === line.quantity
    ? t('nights', { count: line.quantity })
    : String(line.quantity);

/**
 * The invoice (A4): seller and buyer, the billed stays with their dates, quantity × unit price,
 * the services, the taxes and totals, what was paid and what remains to pay — all as the
 * server sends them (an invoice made on the invoice page, or the stays' folio) — the bank
 * accounts, the signatures and the date.
 */
export function InvoiceDocument({ data, language, t }: DocumentProps) {
  const invoice = data.invoice;
  if (!invoice) return null;
  const money = (value: number) => formatMoney(value, language);
  const { hotel } = data;
  const { customer } = invoice;
  const included = invoice.taxes.filter((tax) => tax.inclusive);
  const added = invoice.taxes.filter((tax) => !tax.inclusive);
  return (
    <Stack gap="5">
      <DocumentTitle number={invoice.number ?? undefined}>{t('title.invoice')}</DocumentTitle>
      <Flex justify="space-between" gap="4" fontSize="xs" wrap="wrap" data-testid="invoice-dates">
        <Text>
          {t('invoice.date', { date: printedDate(invoice.invoiceDate ?? data.workingDate) })}
        </Text>
        {invoice.paymentPeriod ? (
          <Text>{t('invoice.paymentPeriod', { date: printedDate(invoice.paymentPeriod) })}</Text>
        ) : null}
        <Text>
          {t('invoice.reservation', {
            number:
              data.reservations.length === 1 ? data.reservations[0]!.number : documentNumber(data),
          })}
        </Text>
      </Flex>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <Party title={t('invoice.seller')}>
          <Text fontWeight="semibold">{hotel.companyName || hotel.name}</Text>
          <Fact label={t('invoice.registerNo')} value={hotel.registerNo} />
          <Fact label={t('invoice.address')} value={hotel.address} />
          <Fact label={t('invoice.phone')} value={hotel.phone ? printedPhone(hotel.phone) : null} />
          <Fact label={t('invoice.email')} value={hotel.email} />
        </Party>
        <Party title={t('invoice.buyer')}>
          <Text fontWeight="semibold" data-testid="invoice-customer">
            {customer.customerName}
          </Text>
          <Fact label={t('invoice.registerNo')} value={customer.registerNo} />
          <Fact label={t('invoice.address')} value={customer.address} />
          <Fact
            label={t('invoice.phone')}
            value={customer.phoneNumber ? printedPhone(customer.phoneNumber) : null}
          />
          <Fact label={t('invoice.email')} value={customer.email} />
          <Fact label={t('invoice.contractNo')} value={customer.contractNo} />
          <Fact label={t('invoice.tourCode')} value={customer.tourCode} />
          <Fact label={t('invoice.voucherCode')} value={customer.voucherCode} />
        </Party>
      </Grid>
      <PrintedTable
        testId="invoice-lines"
        rows={invoice.lines}
        rowKey={(line) => line.key}
        columns={[
          { title: '№', cell: (_, i) => i + 1 },
          { title: t('invoice.item'), cell: (line) => line.name },
          {
            title: t('columns.arrival'),
            cell: (line) => (line.checkIn ? printedDate(line.checkIn) : ''),
          },
          {
            title: t('columns.departure'),
            cell: (line) => (line.checkOut ? printedDate(line.checkOut) : ''),
          },
          { title: t('invoice.quantity'), end: true, cell: (line) => quantityOf(line, t) },
          { title: t('invoice.price'), end: true, cell: (line) => money(line.price) },
          { title: t('columns.amount'), end: true, cell: (line) => money(line.amount) },
        ]}
      />
      <Stack gap="1" ms="auto" minW="72" data-keep-together data-testid="invoice-totals">
        <Sum label={t('invoice.subtotal')} value={money(invoice.totalAmount)} />
        {added.map((tax) => (
          <Sum key={tax.key} label={taxLabel(tax, t)} value={money(tax.amount)} />
        ))}
        <Sum label={t('invoice.total')} value={money(invoice.fullTotalAmount)} strong />
        {included.map((tax) => (
          <Box key={tax.key} fontSize="xs" color="gray.700">
            <Sum label={taxLabel(tax, t)} value={money(tax.amount)} />
          </Box>
        ))}
        <Sum label={t('invoice.paid')} value={money(invoice.paid)} />
        <Sum label={t('invoice.toPay')} value={money(invoice.toPay)} strong />
      </Stack>
      <Banks banks={invoice.banks} t={t} />
      <Grid templateColumns="1fr 1fr" gap="8" pt="8" data-keep-together>
        <SignatureLine label={t('invoice.issuedBy')} />
        <SignatureLine label={t('invoice.receivedBy')} />
      </Grid>
      <Text fontSize="xs" data-testid="document-date">
        {t('date', { date: printedDate(data.workingDate) })}
      </Text>
    </Stack>
  );
}
