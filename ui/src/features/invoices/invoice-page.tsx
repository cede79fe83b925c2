import { Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { MailIcon } from '../../components/icons';
import { propertyItemPage } from '../../components/property-item-page';
import { PageQuery } from '../../components/page-query';
import { useLocalizedPath } from '../../components/use-localized-path';
import { useGetIssuedInvoiceDocumentQuery } from '../documents';
import { printedDate } from '@hotel/events/documents/wording';
import { currentLanguage } from '../../lib/i18n';
import { CreditNoteSheet } from './credit-note-sheet';
import { CreditStatusBadge, InvoiceCreditNotes } from './invoice-credit-notes';
import { InvoicePayments } from './invoice-payments';
import { type Invoice, useGetInvoiceQuery } from './invoices-api';
import { SendInvoiceDialog } from './send-invoice-dialog';
import {
  PrintedSheet,
  SheetHead,
  SheetLines,
  SheetParties,
  SheetSignatures,
  SheetTotals,
  TotalLine,
} from './sheet-parts';
import { InvoicesBreadcrumb } from './invoices-breadcrumb';
import { useMoney } from '../../components/use-money';

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
export const InvoicePage = propertyItemPage(InvoiceDetail);

function InvoiceDetail({ slug, id }: { slug: string; id: string }) {
  const { t } = useTranslation('invoices');
  const query = useGetInvoiceQuery({ slug, id });
  // What was paid on its stays and what remains to pay: the server's figures (docs/documents.md).
  const printed = useGetIssuedInvoiceDocumentQuery({ slug, id, language: currentLanguage() });
  return (
    <PageQuery
      query={query}
      skeleton={<Skeleton height="96" borderRadius="xl" />}
      errorTitle={t('detail.error')}
    >
      {(invoice) => (
        <InvoiceView slug={slug} invoice={invoice} settlement={printed.data?.invoice ?? null} />
      )}
    </PageQuery>
  );
}

/** The invoice's page: its title and actions, the sheet (or a credit note's), its credit notes and payments. */
function InvoiceView({
  slug,
  invoice,
  settlement,
}: {
  slug: string;
  invoice: Invoice;
  settlement: { paid: number; toPay: number } | null;
}) {
  const { t } = useTranslation('invoices');
  const localized = useLocalizedPath();
  const [sending, setSending] = useState(false);
  const [params] = useSearchParams();
  // `?creditNote={id}`: the credit note's printable page, in the invoice's layout.
  const invoicePath = localized(propertyPath(slug, 'invoice', { id: invoice.id }));
  const note = invoice.creditNotes.find((n) => n.id === params.get('creditNote'));
  return (
    <Stack gap="5">
      <style>{PRINT_CSS}</style>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack gap="3">
          <InvoicesBreadcrumb slug={slug} current={t('detail.title', { number: invoice.number })} />
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
          <InvoiceSheet invoice={invoice} settlement={settlement} />
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
      <SendInvoiceDialog slug={slug} invoice={invoice} open={sending} onOpenChange={setSending} />
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
  const { t } = useTranslation('invoices');
  const { t: documents } = useTranslation('documents');
  const money = useMoney();
  const { customer } = invoice;
  return (
    <PrintedSheet testId="invoice-sheet" minH="280mm">
      <SheetHead
        hotel={invoice.hotel}
        title={t('sheet.title', { number: invoice.number })}
        lines={[
          t('sheet.invoiceDate', { date: printedDate(invoice.invoiceDate) }),
          t('sheet.paymentPeriod', { date: printedDate(invoice.paymentPeriod) }),
        ]}
      />

      <SheetParties customer={customer} withPhone title={t('sheet.stay')}>
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
      </SheetParties>

      <SheetLines items={invoice.items} dated />

      <SheetTotals
        testId="invoice-totals"
        items={invoice.items}
        subtotal={invoice.totalAmount}
        totalLabel={documents('invoice.total')}
        total={invoice.fullTotalAmount}
      >
        {settlement ? (
          <>
            <TotalLine
              label={documents('invoice.paid')}
              amount={money(settlement.paid)}
              testId="invoice-paid"
            />
            <TotalLine
              label={documents('invoice.toPay')}
              amount={money(settlement.toPay)}
              fontWeight="bold"
              fontSize="md"
              testId="invoice-to-pay"
            />
          </>
        ) : null}
      </SheetTotals>

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

      <SheetSignatures issuedBy={t('sheet.issuedBy')} />
    </PrintedSheet>
  );
}
