import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { printedDate } from '@hotel/events/documents/wording';
import { userNameOf } from '../documents';
import type { Invoice, InvoiceCreditNote } from './invoices-api';
import {
  PrintedSheet,
  SheetHead,
  SheetLines,
  SheetParties,
  SheetSignatures,
  SheetTotals,
} from './sheet-parts';
import { PageLink } from '../../components/page-link';

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
  return (
    <Stack gap="3">
      <PageLink to={backTo} fontSize="sm" alignSelf="flex-start">
        {t('creditNotes.back', { number: invoice.number })}
      </PageLink>
      <PrintedSheet testId="credit-note-sheet" minH="200mm">
        <SheetHead
          hotel={invoice.hotel}
          title={t('creditNotes.sheet.title', { number: note.number })}
          lines={[
            t('creditNotes.sheet.date', { date: printedDate(note.date) }),
            t('creditNotes.sheet.ofInvoice', {
              number: invoice.number,
              date: printedDate(invoice.invoiceDate),
            }),
          ]}
        />

        <SheetParties customer={invoice.customer} title={t('creditNotes.sheet.reason')}>
          <Text whiteSpace="pre-wrap" data-testid="credit-note-reason">
            {note.reason}
          </Text>
        </SheetParties>

        <SheetLines
          items={note.items}
          dated={false}
          quantityText={(quantity) =>
            quantity === 0 ? '—' : formatNumber(quantity, i18n.language)
          }
        />

        <SheetTotals
          testId="credit-note-totals"
          items={note.items}
          subtotal={note.totalAmount}
          totalLabel={t('creditNotes.sheet.total')}
          total={note.fullTotalAmount}
        />

        <SheetSignatures
          issuedBy={t('creditNotes.sheet.issuedBy', { name: userNameOf(note.userClone) })}
        />
      </PrintedSheet>
    </Stack>
  );
}
