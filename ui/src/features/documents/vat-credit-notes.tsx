import { Box, Button, Flex, HStack, Heading, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { voidVatReceiptSchema } from '@hotel/events/vat-receipts/commands';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { TextAreaField } from '../../components/form/fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryError } from '../../components/query-error';
import { useLocalizedPath } from '../../components/use-localized-path';
import { errorsShownByScreen } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import type { Language } from '../../lib/locale';
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from '../../lib/problem';
import { A5Page } from './a5-page';
import { SheetPlaceholder } from './printout-page';
import { VatProductsTable } from './vat-products-table';
import { DocumentLanguage } from './document-page';
import { useDocumentLanguage } from './use-document-language';
import { Sum, printedDate } from './documents';
import type { VatReceipt, VatReceiptData } from './documents-api';
import { useGetVatReceiptByIdQuery, useVoidVatReceiptMutation } from './vat-credit-notes-api';
import { VatSheetHead, buyerText } from './vat-sheet-head';
import { toastDone } from '../../components/done-toast';
import { ColumnHeaders } from '../../components/column-headers';
import { CreditNoteCells, creditNoteColumns, userNameOf } from './credit-note-cells';
import { PageLink } from '../../components/page-link';

// The void form shows the server's refusals itself (a reason missing, already voided, the service).
errorsShownByScreen('voidVatReceipt', [400, 422, 502]);

/** The address of a voided receipt's credit note (the VAT page with `?creditNote={receiptId}`). */
export const vatCreditNotePath = (groupPath: string, receiptId: string) =>
  `${groupPath}?creditNote=${encodeURIComponent(receiptId)}`;

/** The refusal names fields (a 422's `errors`). */
export const hasFieldErrors = (error: unknown): boolean =>
  Object.keys(fieldErrorsOf(error)).length > 0;

/**
 * Under the VAT page's first step: voiding the group's receipt (a reason, then a numbered
 * credit note; a new receipt may be issued after) for whoever may issue, and the credit notes
 * of the group's voided receipts — number, date, user, reason, amount — each printable.
 */
export function VatCreditNotes({
  slug,
  data,
  canVoid,
  printPath,
}: {
  slug: string;
  data: VatReceiptData;
  canVoid: boolean;
  /** The printable page of a voided receipt's credit note. */
  printPath: (receiptId: string) => string;
}) {
  const { t, ready } = useTranslation('invoices', { useSuspense: false });
  const voided = data.voided;
  if (!ready) return null;
  return (
    <Stack gap="4" data-testid="vat-credit-notes">
      {data.receipt && canVoid ? <VoidForm slug={slug} receiptId={data.receipt.id} /> : null}
      {voided.length > 0 ? (
        <Stack gap="2">
          <Heading as="h2" size="sm">
            {t('vatCreditNotes.title')}
          </Heading>
          <Table.Root size="sm" variant="outline">
            <ColumnHeaders columns={creditNoteColumns(t, 'vatCreditNotes')} />
            <Table.Body>
              {voided.map((receipt) =>
                receipt.creditNote ? (
                  <Table.Row key={receipt.id} data-testid="vat-credit-note">
                    <Table.Cell>
                      <Text fontWeight="semibold">{receipt.creditNote.ddtd}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {t('vatCreditNotes.voids', { ddtd: receipt.ddtd })}
                      </Text>
                    </Table.Cell>
                    <CreditNoteCells
                      note={receipt.creditNote}
                      amount={receipt.creditNote.total}
                      printPath={printPath(receipt.id)}
                      printLabel={t('vatCreditNotes.print')}
                    />
                  </Table.Row>
                ) : null,
              )}
            </Table.Body>
          </Table.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Void the group's receipt: a reason (required), then the credit note is numbered. */
function VoidForm({ slug, receiptId }: { slug: string; receiptId: string }) {
  const { t } = useTranslation('invoices');
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [voidReceipt, voiding] = useVoidVatReceiptMutation();
  const form = useCommandForm({
    schema: voidVatReceiptSchema,
    fields: ['reason'] as const,
    defaultValues: { reason: '' },
    toRequest: ({ reason }) => ({ id: receiptId, reason: reason.trim() }),
    check: ({ reason }) => (reason.trim() ? {} : { reason: t('vatCreditNotes.reasonNeeded') }),
    send: async (request, idempotencyKey) => {
      try {
        const done = await voidReceipt({ slug, idempotencyKey, ...request }).unwrap();
        toastDone(t('vatCreditNotes.done', { ddtd: done.ddtd }));
        setOpen(false);
        form.reset({ reason: '' });
      } catch (error) {
        // A 422 with field errors goes under the fields; any other refusal above them.
        if (httpStatusOf(error) === 422 && hasFieldErrors(error)) throw error;
        setFailure(errorMessageOf(error, t));
      }
    },
  });
  if (!open) {
    return (
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        alignSelf="flex-start"
        onClick={() => setOpen(true)}
      >
        {t('vatCreditNotes.void')}
      </Button>
    );
  }
  return (
    <chakra.form
      onSubmit={(event) => {
        setFailure(null);
        form.onSubmit(event);
      }}
      noValidate
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Stack gap="3">
        <Text fontSize="sm">{t('vatCreditNotes.explain')}</Text>
        {failure ? <FormAlert messages={[failure]} /> : null}
        <TextAreaField
          form={form}
          name="reason"
          label={t('vatCreditNotes.reason')}
          required
          rows={2}
        />
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="red" loading={voiding.isLoading}>
            {t('vatCreditNotes.submit')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="gray"
            disabled={voiding.isLoading}
            onClick={() => setOpen(false)}
          >
            {t('vatCreditNotes.cancel')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/**
 * `/p/{slug}/print/vat/{gid}?creditNote={receiptId}`: the credit note of a voided receipt as
 * printed, A5 like the receipt, in Mongolian or English — the seller, its own number and date,
 * the receipt it voids, the reason and who voided it, the products and sums negated.
 */
export function VatCreditNotePage({
  slug,
  receiptId,
  backTo,
}: {
  slug: string;
  receiptId: string;
  backTo: string;
}) {
  const [language, setLanguage] = useDocumentLanguage();
  const ui = useTranslation('invoices', { useSuspense: false });
  const sheet = useTranslation('invoices', { lng: language, useSuspense: false });
  const query = useGetVatReceiptByIdQuery({ slug, id: receiptId, language });
  const localized = useLocalizedPath();
  if (httpStatusOf(query.error) === 404) return <NotFoundPage />;
  const receipt = query.data?.receipt;
  return (
    <A5Page
      language={language}
      bar={
        <Flex data-print-hide maxW="148mm" mx="auto" mb="4" justify="space-between" gap="3">
          <PageLink to={localized(backTo)} fontSize="sm">
            {ui.t('vatCreditNotes.back')}
          </PageLink>
          <HStack gap="2">
            <DocumentLanguage
              label={ui.t('vatCreditNotes.language')}
              language={language}
              onChange={setLanguage}
            />
            <Button size="sm" onClick={() => window.print()} disabled={!receipt?.creditNote}>
              {ui.t('vatCreditNotes.print')}
            </Button>
          </HStack>
        </Flex>
      }
    >
      {query.isError ? (
        <QueryError title={ui.t('vatCreditNotes.error')} query={query} />
      ) : !query.data || !receipt || !sheet.ready || !ui.ready ? (
        <SheetPlaceholder />
      ) : receipt.creditNote ? (
        <VatCreditNoteSheet
          hotelAddress={query.data.hotel.address}
          receipt={receipt}
          language={language}
          t={sheet.t}
        />
      ) : (
        <FormAlert status="info" title={ui.t('vatCreditNotes.notVoided', { ddtd: receipt.ddtd })} />
      )}
    </A5Page>
  );
}

function VatCreditNoteSheet({
  hotelAddress,
  receipt,
  language,
  t,
}: {
  hotelAddress: string | null;
  receipt: VatReceipt;
  language: Language;
  t: ReturnType<typeof useTranslation<'invoices'>>['t'];
}) {
  const note = receipt.creditNote;
  if (!note) return null;
  const money = (value: number) => formatMoney(value, language);
  return (
    <Stack gap="4" data-testid="vat-credit-note-sheet">
      <VatSheetHead
        seller={receipt.seller.name}
        sellerLine={t('vatCreditNotes.sheet.seller', {
          company: receipt.seller.companyName,
          registerNo: receipt.seller.registerNo,
        })}
        address={hotelAddress}
        title={t('vatCreditNotes.sheet.title')}
      />
      <Stack gap="0.5" fontSize="xs" data-testid="vat-credit-note-facts">
        <Sum label={t('vatCreditNotes.sheet.number')} value={note.ddtd} />
        <Sum label={t('vatCreditNotes.sheet.date')} value={printedDate(note.date)} />
        <Sum
          label={t('vatCreditNotes.sheet.voids')}
          value={`${receipt.ddtd} · ${printedDate(receipt.date)}`}
        />
        <Sum
          label={t('vatCreditNotes.sheet.buyer')}
          value={buyerText(receipt, t('vatCreditNotes.sheet.individual'))}
        />
        <Sum label={t('vatCreditNotes.sheet.reason')} value={note.reason} />
        <Sum label={t('vatCreditNotes.sheet.user')} value={userNameOf(note.userClone)} />
      </Stack>
      <VatProductsTable
        products={note.products}
        headers={[
          t('vatCreditNotes.sheet.product'),
          t('vatCreditNotes.sheet.quantity'),
          t('vatCreditNotes.sheet.price'),
          t('vatCreditNotes.sheet.amount'),
        ]}
        money={money}
      />
      <Stack gap="1" ms="auto" minW="60" data-testid="vat-credit-note-totals">
        <Sum label={t('vatCreditNotes.sheet.subtotal')} value={money(note.amount)} />
        {note.discount !== 0 ? (
          <Sum label={t('vatCreditNotes.sheet.discount')} value={money(-note.discount)} />
        ) : null}
        <Sum label={t('vatCreditNotes.sheet.vat')} value={money(note.vat)} />
        {note.otherTaxes.map((tax) => (
          <Sum key={tax.taxId} label={`${tax.name} ${tax.percentage}%`} value={money(tax.amount)} />
        ))}
        <Sum label={t('vatCreditNotes.sheet.total')} value={money(note.total)} strong />
        <Box borderTopWidth="1px" borderColor="gray.300" pt="1">
          <Sum label={t('vatCreditNotes.sheet.cash')} value={money(note.cash)} />
          <Sum label={t('vatCreditNotes.sheet.card')} value={money(note.card)} />
        </Box>
      </Stack>
      {note.provider === 'local' ? (
        <Text fontSize="xs" color="gray.600">
          {t('vatCreditNotes.sheet.local')}
        </Text>
      ) : null}
    </Stack>
  );
}
