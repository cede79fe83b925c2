import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { useLocalName } from '../../lib/names';
import type { Invoice, InvoiceItem } from './invoices-api';

/**
 * What the printed invoice and its credit notes share: the sheet (220 mm wide on screen, the
 * page's width on paper), the hotel's lines at its head, and the totals with their taxes.
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
  const { t, i18n } = useTranslation('invoices');
  const local = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
  const exclusive = items.filter((i) => i.itemType === 'tax' && !i.inclusive);
  const inclusive = items.filter((i) => i.itemType === 'tax' && i.inclusive);
  return (
    <Stack gap="1" mt="4" ml="auto" w="80" data-testid={testId}>
      <HStack justify="space-between">
        <Text>{t('sheet.subtotal')}</Text>
        <Text fontVariantNumeric="tabular-nums">{money(subtotal)}</Text>
      </HStack>
      {exclusive.map((tax) => (
        <HStack key={tax.key} justify="space-between">
          <Text>{`${local(tax)} ${tax.percentage ?? 0}%`}</Text>
          <Text fontVariantNumeric="tabular-nums">{money(tax.amount)}</Text>
        </HStack>
      ))}
      <HStack justify="space-between" fontWeight="bold" fontSize="md">
        <Text>{totalLabel}</Text>
        <Text fontVariantNumeric="tabular-nums">{money(total)}</Text>
      </HStack>
      {inclusive.map((tax) => (
        <HStack key={tax.key} justify="space-between" color="gray.600" fontSize="xs">
          <Text>
            {t('sheet.includedTax', { name: local(tax), percentage: tax.percentage ?? 0 })}
          </Text>
          <Text fontVariantNumeric="tabular-nums">{money(tax.amount)}</Text>
        </HStack>
      ))}
      {children}
    </Stack>
  );
}
