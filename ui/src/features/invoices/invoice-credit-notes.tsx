import { Badge, Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HeadedTable } from '../../components/headed-table';
import { CreditInvoiceDialog } from './credit-invoice-dialog';
import type { Invoice } from './invoices-api';
import { useMoney } from '../../components/use-money';

/** Who made a credit note, as the page names them. */
export const userNameOf = (user: { name: string | null; email: string | null }) =>
  user.name ?? user.email ?? '';

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
        columns={[
          { title: t('creditNotes.columns.number') },
          { title: t('creditNotes.columns.date') },
          { title: t('creditNotes.columns.user') },
          { title: t('creditNotes.columns.reason') },
          { title: t('creditNotes.columns.amount'), end: true },
          {},
        ]}
        rows={invoice.creditNotes}
        row={(note) => (
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
