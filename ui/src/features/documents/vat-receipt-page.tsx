import { Box, Button, Flex, HStack, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { issueVatReceiptSchema } from '@hotel/events/vat-receipts/commands';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { BoundField, TextField } from '../../components/form/fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLocalizedPath } from '../../components/use-localized-path';
import { errorsShownByScreen } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import type { Language } from '../../lib/locale';
import { hasPermission } from '../../lib/permissions';
import { errorMessageOf, httpStatusOf } from '../../lib/problem';
import { A5Page } from './a5-page';
import { SheetPlaceholder } from './printout-page';
import { PrintBar } from './print-bar';
import { VatSheetHead, buyerText } from './vat-sheet-head';
import { VatProductsTable } from './vat-products-table';
import { DocumentLanguage } from './document-page';
import { useDocumentLanguage } from './use-document-language';
import { Sum, type T, printedDate } from './documents';
import {
  type VatReceipt,
  type VatReceiptData,
  useGetVatReceiptQuery,
  useIssueVatReceiptMutation,
} from './documents-api';
import {
  VatCreditNotePage,
  VatCreditNotes,
  hasFieldErrors,
  vatCreditNotePath,
} from './vat-credit-notes';
import { RadioCards } from '../../components/form/radio-choices';

// The choice step shows the server's refusals (422 under the field, 400 and 502 above it).
errorsShownByScreen('issueVatReceipt', [400, 422, 502]);

type BillType = 'individual' | 'organization';
const REGISTER_NO = /^\d{7}$/;

/**
 * The VAT receipt (settings spec §2 VAT print page, `/p/{slug}/print/vat/{gid}`): step 1
 * chooses who it is for (an individual, 1, or an organisation, 2, with its register number);
 * step 2 issues it — a command: the e-receipt service numbers it once, a second issue gives the
 * same receipt — and shows the A5 receipt built from the group's real payments and taxes.
 * Going back returns to step 1 and clears the receipt from the screen. Step 1 speaks the
 * interface's language (the server's messages come in it); the receipt the one switched to.
 */
export function VatReceiptPage() {
  const { slug, hotel } = useCurrentHotel();
  const { id } = useParams();
  const localized = useLocalizedPath();
  const creditNote = useSearchParams()[0].get('creditNote');
  if (!slug || !id) return <NotFoundPage />;
  if (!hasPermission(hotel, 'manage-reservations') && !hasPermission(hotel, 'show-reservations')) {
    return <Navigate to={localized('/')} replace />;
  }
  if (creditNote) {
    return (
      <VatCreditNotePage slug={slug} receiptId={creditNote} backTo={`/p/${slug}/print/vat/${id}`} />
    );
  }
  return (
    <VatReceiptScreen slug={slug} id={id} canIssue={hasPermission(hotel, 'manage-reservations')} />
  );
}

function VatReceiptScreen({ slug, id, canIssue }: { slug: string; id: string; canIssue: boolean }) {
  const [language, setLanguage] = useDocumentLanguage();
  const [step, setStep] = useState<1 | 2>(1);
  const { t, ready } = useTranslation('documents', { lng: language });
  const ui = useTranslation('documents').t;
  const localized = useLocalizedPath();
  const query = useGetVatReceiptQuery({ slug, id, language });
  const [issue, issuing] = useIssueVatReceiptMutation();
  const data = query.data;
  useDocumentTitle(data ? ui('pageTitle.vat', { number: data.group.number }) : ui('loading'));
  if (httpStatusOf(query.error) === 404) return <NotFoundPage />;
  const receipt = step === 2 && !issuing.isLoading ? (data?.receipt ?? null) : null;
  return (
    <A5Page
      language={language}
      bar={
        <PrintBar width="148mm">
          {step === 2 ? (
            <Button size="sm" variant="outline" onClick={() => setStep(1)}>
              {ui('vat.back')}
            </Button>
          ) : (
            <Link asChild fontSize="sm">
              <RouterLink to={localized(`/p/${slug}/group/${id}`)}>{ui('back.group')}</RouterLink>
            </Link>
          )}
          {/* Step 1 is a form in the interface's language; the receipt in the one chosen here. */}
          <HStack gap="2" hidden={step === 1}>
            <DocumentLanguage label={ui('language')} language={language} onChange={setLanguage} />
            {step === 2 ? (
              <Button size="sm" onClick={() => window.print()} disabled={!receipt}>
                {ui('print')}
              </Button>
            ) : null}
          </HStack>
        </PrintBar>
      }
    >
      {query.isError ? (
        <QueryError title={ui('error')} query={query} />
      ) : !data || !ready ? (
        <SheetPlaceholder />
      ) : step === 1 ? (
        <Stack gap="6">
          <ChooseStep
            data={data}
            canIssue={canIssue}
            t={ui}
            onIssue={async (request, idempotencyKey) => {
              await issue({ slug, idempotencyKey, receipt: request }).unwrap();
              setStep(2);
            }}
          />
          <VatCreditNotes
            slug={slug}
            data={data}
            canVoid={canIssue}
            printPath={(receiptId) =>
              localized(vatCreditNotePath(`/p/${slug}/print/vat/${id}`, receiptId))
            }
          />
        </Stack>
      ) : receipt ? (
        <VatReceiptSheet data={data} receipt={receipt} language={language} t={t} />
      ) : (
        <Stack align="center" gap="3" py="10" role="status">
          <Spinner size="lg" />
          <Text>{t('vat.issuing')}</Text>
        </Stack>
      )}
    </A5Page>
  );
}

interface ChooseValues {
  billType: BillType;
  registerNo: string;
}

/** Step 1: an individual's receipt (1) or an organisation's (2, with its register number). */
function ChooseStep({
  data,
  canIssue,
  t,
  onIssue,
}: {
  data: VatReceiptData;
  canIssue: boolean;
  t: T;
  onIssue: (
    request: { groupId: string; billType: BillType; registerNo: string | null },
    idempotencyKey: string,
  ) => Promise<void>;
}) {
  const issued = data.receipt;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCommandForm({
    schema: issueVatReceiptSchema,
    fields: ['registerNo', 'billType'] as const,
    defaultValues: {
      billType: issued?.billType ?? 'individual',
      registerNo: issued?.customer?.registerNo ?? '',
    } satisfies ChooseValues,
    toRequest: ({ billType, registerNo }: ChooseValues) => ({
      groupId: data.group.id,
      billType,
      registerNo: billType === 'organization' ? registerNo.trim() : null,
    }),
    check: ({ billType, registerNo }) =>
      billType === 'organization' && !REGISTER_NO.test(registerNo.trim())
        ? { registerNo: t('vat.registerNoInvalid') }
        : {},
    send: async (request, idempotencyKey) => {
      try {
        await onIssue(request, idempotencyKey);
      } catch (error) {
        // A 422 with field errors goes under the fields; any other refusal above them.
        if (httpStatusOf(error) === 422 && hasFieldErrors(error)) throw error;
        setFailure(errorMessageOf(error, t));
      }
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (!issued) return;
    reset({ billType: issued.billType, registerNo: issued.customer?.registerNo ?? '' });
  }, [issued, reset]);
  const billType = form.watch('billType');
  return (
    <form
      onSubmit={(event) => {
        setFailure(null);
        form.onSubmit(event);
      }}
      noValidate
    >
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="md">
            {t('vat.title')}
          </Heading>
          <Text color="gray.600">{t('vat.group', { number: data.group.number })}</Text>
        </Stack>
        {issued ? (
          <FormAlert status="info" title={t('vat.issuedAlready', { ddtd: issued.ddtd })} />
        ) : null}
        {failure ? <FormAlert messages={[failure]} /> : null}
        <BoundField
          form={form}
          name="billType"
          render={(bill) => (
            <RadioCards
              legend={t('vat.billType')}
              value={bill.value}
              onChange={(billType: BillType) => {
                form.clearErrors();
                setFailure(null);
                bill.onChange(billType);
              }}
              options={(['individual', 'organization'] as const).map((option) => ({
                value: option,
                title: t(`vat.${option}`),
                help: t(`vat.${option}Help`),
              }))}
            />
          )}
        />
        {billType === 'organization' ? (
          <TextField
            form={form}
            name="registerNo"
            label={t('vat.registerNo')}
            required
            inputMode="numeric"
            maxLength={7}
          />
        ) : null}
        {canIssue || issued ? (
          <Button type="submit" alignSelf="flex-start" disabled={!canIssue}>
            {issued ? t('vat.show') : t('vat.issue')}
          </Button>
        ) : (
          <FormAlert status="warning" title={t('vat.notIssuedYet')} />
        )}
      </Stack>
    </form>
  );
}

/** The receipt's data as a QR code (uqr, loaded with this page only when a receipt shows). */
function ReceiptQr({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ renderSVG }) => {
      if (live) setSvg(renderSVG(value, { border: 1 }));
    });
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <Box
      role="img"
      aria-label={label}
      data-testid="vat-qr"
      boxSize="32mm"
      flexShrink={0}
      css={{ '& svg': { width: '100%', height: '100%' } }}
      // The SVG is uqr's own rendering of the receipt's data (no user markup in it).
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}

/** Step 2: the A5 receipt, every figure as issued. */
function VatReceiptSheet({
  data,
  receipt,
  language,
  t,
}: {
  data: VatReceiptData;
  receipt: VatReceipt;
  language: Language;
  t: T;
}) {
  const money = (value: number) => formatMoney(value, language);
  return (
    <Stack gap="4" data-testid="vat-receipt">
      <VatSheetHead
        seller={receipt.seller.name || data.hotel.name}
        sellerLine={t('registerNo', {
          company: receipt.seller.companyName,
          registerNo: receipt.seller.registerNo,
        })}
        address={data.hotel.address}
        title={t('title.vat')}
      />
      <Stack gap="0.5" fontSize="xs" data-testid="vat-facts">
        <Sum label={t('vat.ddtd')} value={receipt.ddtd} />
        <Sum label={t('vat.date')} value={printedDate(receipt.date)} />
        <Sum label={t('vat.buyer')} value={buyerText(receipt, t('vat.individual'))} />
        {receipt.lottery ? <Sum label={t('vat.lottery')} value={receipt.lottery} /> : null}
        <Sum label={t('vat.groupNumber')} value={`№ ${receipt.groupNumber}`} />
      </Stack>
      <VatProductsTable
        products={receipt.products}
        headers={[t('vat.product'), t('vat.quantity'), t('vat.price'), t('columns.amount')]}
        money={money}
        testId="vat-products"
      />
      <Flex gap="4" align="flex-start" justify="space-between" data-keep-together>
        <ReceiptQr value={receipt.qrData} label={t('vat.qr')} />
        <Stack gap="1" flex="1" maxW="72" data-testid="vat-totals">
          <Sum label={t('vat.amount')} value={money(receipt.amount)} />
          {receipt.discount > 0 ? (
            <Sum label={t('vat.discount')} value={`−${money(receipt.discount)}`} />
          ) : null}
          <Sum label={t('vat.vat')} value={money(receipt.vat)} />
          {receipt.otherTaxes.map((tax) => (
            <Sum
              key={tax.taxId}
              label={t('vat.otherTax', { name: tax.name, percentage: tax.percentage })}
              value={money(tax.amount)}
            />
          ))}
          <Sum label={t('vat.total')} value={money(receipt.total)} strong />
          <Box borderTopWidth="1px" borderColor="gray.300" pt="1" data-testid="vat-payments">
            <Sum label={t('vat.cash')} value={money(receipt.cash)} />
            <Sum label={t('vat.card')} value={money(receipt.card)} />
          </Box>
        </Stack>
      </Flex>
      {receipt.provider === 'local' ? (
        <Text fontSize="xs" color="gray.600" data-testid="vat-local">
          {t('vat.localNumbering')}
        </Text>
      ) : null}
      <Text fontSize="xs" textAlign="center">
        {t('vat.thanks')}
      </Text>
    </Stack>
  );
}
