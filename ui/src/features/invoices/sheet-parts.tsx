import { Box, Flex, Grid, HStack, Stack, type StackProps, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { printedDate } from '@hotel/events/documents/wording';
import { formatNumber } from '../../lib/format';
import { useLocalName } from '../../lib/names';
import type { Invoice, InvoiceCustomer, InvoiceItem } from './invoices-api';
import { useMoney } from '../../components/use-money';

/**
 * What the printed invoice and its credit notes share: the sheet (220 mm wide on screen, the
 * page's width on paper), the hotel's lines at its head with the document's own, who it is
 * billed to, its lines, the totals with their taxes, and the signatures at its foot.
 */

/** The printed sheet: the only thing on paper (`data-print-root`). */
export function PrintedSheet({
  testId,
  minH,
  children,
}: {
  testId: string;
  minH: string;
  children: ReactNode;
}) {
  return (
    <Box
      data-print-root
      data-testid={testId}
      w="220mm"
      minH={minH}
      mx="auto"
      bg="white"
      color="black"
      p="12mm"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="sm"
      fontSize="sm"
    >
      {children}
    </Box>
  );
}

/** The hotel at the sheet's head: its name, register number, address, phone and e-mail. */
export function HotelLines({ hotel }: { hotel: Invoice['hotel'] }) {
  const { t } = useTranslation('invoices');
  const local = useLocalName();
  return (
    <Stack gap="0.5">
      <Text fontSize="lg" fontWeight="bold">
        {local(hotel)}
      </Text>
      {hotel.registerNo ? <Text>{t('sheet.registerNo', { value: hotel.registerNo })}</Text> : null}
      {hotel.address ? <Text>{hotel.address}</Text> : null}
      {hotel.phoneNumber ? <Text>{t('sheet.phone', { value: hotel.phoneNumber })}</Text> : null}
      {hotel.email ? <Text>{hotel.email}</Text> : null}
    </Stack>
  );
}

/** The sheet's head: the hotel on the left, the document's title and dates on the right. */
export function SheetHead({
  hotel,
  title,
  lines,
}: {
  hotel: Invoice['hotel'];
  title: string;
  /** Under the title: the document's date, the invoice it credits, … */
  lines: string[];
}) {
  return (
    <Flex justify="space-between" align="flex-start" gap="6">
      <HotelLines hotel={hotel} />
      <Stack gap="0.5" textAlign="right">
        <Text fontSize="xl" fontWeight="bold">
          {title}
        </Text>
        {lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Stack>
    </Flex>
  );
}

/** Who the invoice is made out to: name, register number, address (and phone when asked). */
function BillTo({
  customer,
  withPhone = false,
}: {
  customer: InvoiceCustomer;
  withPhone?: boolean;
}) {
  const { t } = useTranslation('invoices');
  return (
    <Stack gap="0.5">
      <Text fontWeight="semibold">{t('sheet.billTo')}</Text>
      <Text>{customer.customerName}</Text>
      {customer.registerNo ? (
        <Text>{t('sheet.registerNo', { value: customer.registerNo })}</Text>
      ) : null}
      {customer.address ? <Text>{customer.address}</Text> : null}
      {withPhone && customer.phoneNumber ? (
        <Text>{t('sheet.phone', { value: customer.phoneNumber })}</Text>
      ) : null}
    </Stack>
  );
}

/**
 * Under the sheet's head: who it is billed to and, beside it, what the document is about
 * (`title`, then `children`'s lines).
 */
export function SheetParties({
  customer,
  withPhone = false,
  title,
  children,
}: {
  customer: InvoiceCustomer;
  withPhone?: boolean;
  title: string;
  children: ReactNode;
}) {
  return (
    <Grid templateColumns="1fr 1fr" gap="6" mt="8">
      <BillTo customer={customer} withPhone={withPhone} />
      <Stack gap="0.5">
        <Text fontWeight="semibold">{title}</Text>
        {children}
      </Stack>
    </Grid>
  );
}

/**
 * The sheet's lines (taxes are in the totals): number, the date when `dated`, the item, the
 * quantity, the price and the amount.
 */
export function SheetLines({
  items,
  dated,
  quantityText,
}: {
  items: readonly InvoiceItem[];
  dated: boolean;
  /** How a line's quantity reads (default: the number). */
  quantityText?: (quantity: number) => string;
}) {
  const { t, i18n } = useTranslation('invoices');
  const local = useLocalName();
  const money = useMoney();
  const quantityOf = quantityText ?? ((quantity: number) => formatNumber(quantity, i18n.language));
  const lines = items.filter((i) => i.itemType !== 'tax');
  return (
    <Table.Root size="sm" mt="8" variant="outline">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="8">№</Table.ColumnHeader>
          {dated ? <Table.ColumnHeader>{t('sheet.date')}</Table.ColumnHeader> : null}
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
            {dated ? (
              <Table.Cell fontVariantNumeric="tabular-nums">
                {line.date ? printedDate(line.date) : ''}
              </Table.Cell>
            ) : null}
            <Table.Cell>{local(line)}</Table.Cell>
            <Table.Cell textAlign="end">{quantityOf(line.quantity)}</Table.Cell>
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
  );
}

/** The signatures at the sheet's foot: who issued it, who received it. */
export function SheetSignatures({ issuedBy }: { issuedBy: string }) {
  const { t } = useTranslation('invoices');
  return (
    <Grid templateColumns="1fr 1fr" gap="6" mt="16">
      <Text>{issuedBy}</Text>
      <Text>{t('sheet.receivedBy')}</Text>
    </Grid>
  );
}

/**
 * The totals: the subtotal, each tax added on top, the total, and the taxes it includes;
 * `children` after them (what was paid, what remains).
 */
export function SheetTotals({
  testId,
  items,
  subtotal,
  totalLabel,
  total,
  children,
}: {
  testId: string;
  /** The sheet's lines; its taxes are shown. */
  items: readonly InvoiceItem[];
  subtotal: number;
  totalLabel: string;
  total: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation('invoices');
  const local = useLocalName();
  const money = useMoney();
  const exclusive = items.filter((i) => i.itemType === 'tax' && !i.inclusive);
  const inclusive = items.filter((i) => i.itemType === 'tax' && i.inclusive);
  return (
    <Stack gap="1" mt="4" ml="auto" w="80" data-testid={testId}>
      <TotalLine label={t('sheet.subtotal')} amount={money(subtotal)} />
      {exclusive.map((tax) => (
        <TotalLine
          key={tax.key}
          label={`${local(tax)} ${tax.percentage ?? 0}%`}
          amount={money(tax.amount)}
        />
      ))}
      <TotalLine label={totalLabel} amount={money(total)} fontWeight="bold" fontSize="md" />
      {inclusive.map((tax) => (
        <TotalLine
          key={tax.key}
          label={t('sheet.includedTax', { name: local(tax), percentage: tax.percentage ?? 0 })}
          amount={money(tax.amount)}
          color="gray.600"
          fontSize="xs"
        />
      ))}
      {children}
    </Stack>
  );
}

/** A line of the totals: what it is, and its amount at the end; other props style the line. */
export function TotalLine({
  label,
  amount,
  testId,
  ...line
}: { label: string; amount: string; testId?: string } & StackProps) {
  return (
    <HStack justify="space-between" data-testid={testId} {...line}>
      <Text>{label}</Text>
      <Text fontVariantNumeric="tabular-nums">{amount}</Text>
    </HStack>
  );
}
