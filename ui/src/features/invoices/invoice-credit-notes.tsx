import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadedTable } from '../../components/headed-table';
import { CreditNoteCells, creditNoteColumns } from '../documents';
import { CreditInvoiceDialog } from './credit-invoice-dialog';
import type { Invoice } from './invoices-api';
import { useMoney } from '../../components/use-money';

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
  const { t } = useTranslation('invoices');
  const money = useMoney();
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
      <HeadedTable
        label={t('creditNotes.title')}
        columns={creditNoteColumns(t, 'creditNotes')}
        rows={invoice.creditNotes}
        row={(note) => (
          <Table.Row key={note.id} data-testid={`credit-note-${note.number}`}>
            <Table.Cell fontWeight="semibold">
              {t('creditNotes.number', { number: note.number })}
            </Table.Cell>
            <CreditNoteCells
              note={note}
              amount={note.fullTotalAmount}
              reasonMaxW="72"
              printPath={printPath(note.id)}
              printLabel={t('creditNotes.print')}
            />
          </Table.Row>
        )}
        empty={t('creditNotes.empty')}
      />
      <CreditInvoiceDialog
        slug={slug}
        invoice={invoice}
        open={crediting}
        onOpenChange={setCrediting}
      />
    </Stack>
  );
}
