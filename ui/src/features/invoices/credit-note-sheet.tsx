import { Box, Flex, Grid, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoney, formatNumber } from '../../lib/format';
import { useLocalName } from '../../lib/names';
import { printedDate } from '@hotel/events/documents/wording';
import { userNameOf } from './invoice-credit-notes';
import type { Invoice, InvoiceCreditNote } from './invoices-api';

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
  const exclusive = note.items.filter((i) => i.itemType === 'tax' && !i.inclusive);
  const inclusive = note.items.filter((i) => i.itemType === 'tax' && i.inclusive);
  const { customer, hotel } = invoice;
  return (
    <Stack gap="3">
      <Link asChild fontSize="sm" alignSelf="flex-start">
        <RouterLink to={backTo}>{t('creditNotes.back', { number: invoice.number })}</RouterLink>
      </Link>
      <Box
        data-print-root
        data-testid="credit-note-sheet"
        w="220mm"
        minH="200mm"
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
            {hotel.phoneNumber ? (
              <Text>{t('sheet.phone', { value: hotel.phoneNumber })}</Text>
            ) : null}
            {hotel.email ? <Text>{hotel.email}</Text> : null}
          </Stack>
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

        <Stack gap="1" mt="4" ml="auto" w="80" data-testid="credit-note-totals">
          <HStack justify="space-between">
            <Text>{t('sheet.subtotal')}</Text>
            <Text fontVariantNumeric="tabular-nums">{money(note.totalAmount)}</Text>
          </HStack>
          {exclusive.map((tax) => (
            <HStack key={tax.key} justify="space-between">
              <Text>{`${local(tax)} ${tax.percentage ?? 0}%`}</Text>
              <Text fontVariantNumeric="tabular-nums">{money(tax.amount)}</Text>
            </HStack>
          ))}
          <HStack justify="space-between" fontWeight="bold" fontSize="md">
            <Text>{t('creditNotes.sheet.total')}</Text>
            <Text fontVariantNumeric="tabular-nums">{money(note.fullTotalAmount)}</Text>
          </HStack>
          {inclusive.map((tax) => (
            <HStack key={tax.key} justify="space-between" color="gray.600" fontSize="xs">
              <Text>
                {t('sheet.includedTax', { name: local(tax), percentage: tax.percentage ?? 0 })}
              </Text>
              <Text fontVariantNumeric="tabular-nums">{money(tax.amount)}</Text>
            </HStack>
          ))}
        </Stack>

        <Grid templateColumns="1fr 1fr" gap="6" mt="16">
          <Text>{t('creditNotes.sheet.issuedBy', { name: userNameOf(note.userClone) })}</Text>
          <Text>{t('sheet.receivedBy')}</Text>
        </Grid>
      </Box>
    </Stack>
  );
}
