import { Flex, Grid, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoney, formatNumber } from '../../lib/format';
import { useLocalName } from '../../lib/names';
import { printedDate } from '@hotel/events/documents/wording';
import { userNameOf } from './invoice-credit-notes';
import type { Invoice, InvoiceCreditNote } from './invoices-api';
import { HotelLines, PrintedSheet, SheetTotals } from './sheet-parts';

/**
 * A credit note of an invoice as printed (the invoice page with `?creditNote={id}`): the
 * invoice's layout — the hotel, the customer — with the credit note's number and date, the
 * invoice it credits, the reason, the lines it takes back (negative) and its totals.
 */
export function CreditNoteSheet({
  invoice,
  note,
  backTo,
}: {
  invoice: Invoice;
  note: InvoiceCreditNote;
  /** The invoice's own page. */
  backTo: string;
}) {
  const { t, i18n } = useTranslation('invoices');
  const local = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
  const lines = note.items.filter((i) => i.itemType !== 'tax');
  const { customer, hotel } = invoice;
  return (
    <Stack gap="3">
      <Link asChild fontSize="sm" alignSelf="flex-start">
        <RouterLink to={backTo}>{t('creditNotes.back', { number: invoice.number })}</RouterLink>
      </Link>
      <PrintedSheet testId="credit-note-sheet" minH="200mm">
        <Flex justify="space-between" align="flex-start" gap="6">
          <HotelLines hotel={hotel} />
          <Stack gap="0.5" textAlign="right">
            <Text fontSize="xl" fontWeight="bold">
              {t('creditNotes.sheet.title', { number: note.number })}
            </Text>
            <Text>{t('creditNotes.sheet.date', { date: printedDate(note.date) })}</Text>
            <Text>
              {t('creditNotes.sheet.ofInvoice', {
                number: invoice.number,
                date: printedDate(invoice.invoiceDate),
              })}
            </Text>
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
          </Stack>
          <Stack gap="0.5">
            <Text fontWeight="semibold">{t('creditNotes.sheet.reason')}</Text>
            <Text whiteSpace="pre-wrap" data-testid="credit-note-reason">
              {note.reason}
            </Text>
          </Stack>
        </Grid>

        <Table.Root size="sm" mt="8" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="8">№</Table.ColumnHeader>
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
                <Table.Cell>{local(line)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {line.quantity === 0 ? '—' : formatNumber(line.quantity, i18n.language)}
                </Table.Cell>
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

        <SheetTotals
          testId="credit-note-totals"
          items={note.items}
          subtotal={note.totalAmount}
          totalLabel={t('creditNotes.sheet.total')}
          total={note.fullTotalAmount}
        />

        <Grid templateColumns="1fr 1fr" gap="6" mt="16">
          <Text>{t('creditNotes.sheet.issuedBy', { name: userNameOf(note.userClone) })}</Text>
          <Text>{t('sheet.receivedBy')}</Text>
        </Grid>
      </PrintedSheet>
    </Stack>
  );
}
