import { HStack, Stack, Table, Text } from '@chakra-ui/react';
import { printedDate } from '@hotel/events/documents/wording';
import { useTranslation } from 'react-i18next';
import { HeadedTable } from '../../components/headed-table';
import { formatNumber } from '../../lib/format';
import { useLocalName } from '../../lib/names';
import { useListIncomesQuery } from '../../shared/reservations/folio-api';
import type { Invoice } from './invoices-api';
import { useMoney } from '../../components/use-money';

/**
 * What has been paid on the invoiced stay (operations spec §4: every income type but
 * receivable — a receivable is what the invoice asks for). Read from the incomes, so it is
 * shown to those who may see incomes.
 */
export function InvoicePayments({ slug, invoice }: { slug: string; invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoices');
  const { t: folio } = useTranslation('folio');
  const local = useLocalName();
  const money = useMoney();
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
      <HeadedTable
        label={t('payments.title')}
        columns={[
          { title: folio('columns.date') },
          { title: folio('columns.reservation') },
          { title: folio('columns.incomeType') },
          { title: folio('columns.methods') },
          { title: folio('columns.amount'), end: true },
        ]}
        rows={rows}
        row={(income) => (
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
        )}
        empty={t('payments.empty')}
      />
    </Stack>
  );
}
