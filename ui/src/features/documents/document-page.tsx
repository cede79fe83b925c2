import { Button, Flex, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { LanguageChoice } from '../../components/language-switch';
import { NotFoundPage } from '../../components/not-found-page';
import { PropertyImage } from '../../components/property-image';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { originalImage } from '../../lib/thumbnail';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLocalizedPath } from '../../components/use-localized-path';
import type { Language } from '../../lib/locale';
import { hasPermission } from '../../lib/permissions';
import { httpStatusOf } from '../../lib/problem';
import { ConfirmationLetter, PaymentReceipt, RegistrationCard, printedPhone } from './documents';
import { type DocumentData, useGetDocumentQuery } from './documents-api';
import { InvoiceDocument } from './invoice-document';
import { SendDocumentForm } from './send-document-form';
import { type LanguagePickProps, useDocumentLanguage } from './use-document-language';
import { PrintBar } from './print-bar';
import { type Paper, PrintoutPage, SheetPlaceholder } from './printout-page';

/** The printouts (operations spec §2; settings spec §2 "Reports and printable pages"). */
export type DocumentKind = 'letter' | 'registration' | 'receipt' | 'invoice';

/** What POST /send/email calls the documents it sends (the invoice has its own sending). */
const MAIL_TYPES = {
  letter: 'reservation',
  registration: 'registration',
  receipt: 'payment',
} as const satisfies Partial<Record<DocumentKind, string>>;

/** Letters and cards are A4 portrait; receipts A5 (148 mm); 12 mm of margin on screen. */
const A4: Paper = { width: '210mm', page: 'A4 portrait', padding: '12mm' };
const PAPER: Record<DocumentKind, Paper> = {
  letter: A4,
  registration: A4,
  receipt: { width: '148mm', page: 'A5 portrait', padding: '12mm' },
  invoice: A4,
};

/**
 * A printout in a tab of its own (no side menu): a reservation's (`/p/{slug}/p/reservation/
 * {id}`, `/p/registration/{id}`, `/p/payment/{id}`) or a group's (`/print/gres/{gid}`,
 * `/print/greg/{gid}`, `/print/gpay/{gid}`), and the invoices (`/p/invoice/{groupId}/{id}`,
 * `/p/group/invoice/{groupId}`). Its language is the interface's unless switched on the page
 * (English in /en, Mongolian otherwise; either can be printed and mailed); Print sends it to
 * the printer.
 */
export function DocumentPage({ kind, of }: { kind: DocumentKind; of: 'reservation' | 'group' }) {
  const { slug, hotel } = useCurrentHotel();
  const { id, groupId } = useParams();
  // `?window=2`: one payer window of a split folio (its receipt, its invoice printout).
  const [params] = useSearchParams();
  const payerWindow = of === 'reservation' ? (params.get('window') ?? undefined) : undefined;
  const localized = useLocalizedPath();
  if (!slug || !id) return <NotFoundPage />;
  // An invoice is billed in a group: the group's own, or the reservation's (in the route).
  const invoiceOf = kind === 'invoice' ? (of === 'group' ? id : groupId) : undefined;
  if (kind === 'invoice' && !invoiceOf) return <NotFoundPage />;
  // Whoever may read reservations may print them (the server asks the same).
  if (!hasPermission(hotel, 'manage-reservations') && !hasPermission(hotel, 'show-reservations')) {
    return <Navigate to={localized('/')} replace />;
  }
  return (
    <DocumentSheet
      printout={{ slug, id, kind, of, invoiceOf, payerWindow }}
      canInvoice={hasPermission(hotel, 'manage-invoices')}
      canSend={hasPermission(hotel, 'manage-reservations')}
    />
  );
}

/** Which printout a page shows: whose (a reservation's or a group's), what and of which part. */
interface Printout {
  slug: string;
  id: string;
  kind: DocumentKind;
  of: 'reservation' | 'group';
  /** The group the invoice is billed in (an invoice only). */
  invoiceOf: string | undefined;
  /** A payer window of the reservation: its charges and payments only. */
  payerWindow: string | undefined;
}

/** The routes' screens: a reservation's three documents and a group's. */
export const ReservationLetterPage = () => <DocumentPage kind="letter" of="reservation" />;
export const ReservationRegistrationPage = () => (
  <DocumentPage kind="registration" of="reservation" />
);
export const ReservationReceiptPage = () => <DocumentPage kind="receipt" of="reservation" />;
export const GroupLetterPage = () => <DocumentPage kind="letter" of="group" />;
export const GroupRegistrationPage = () => <DocumentPage kind="registration" of="group" />;
export const GroupReceiptPage = () => <DocumentPage kind="receipt" of="group" />;
export const ReservationInvoicePage = () => <DocumentPage kind="invoice" of="reservation" />;
export const GroupInvoicePage = () => <DocumentPage kind="invoice" of="group" />;

function DocumentSheet({
  printout,
  canInvoice,
  canSend,
}: {
  printout: Printout;
  canInvoice: boolean;
  /** Sending is acting toward the guest: for who may manage reservations (the server's rule). */
  canSend: boolean;
}) {
  const { slug, id, kind, of, invoiceOf, payerWindow } = printout;
  const [language, setLanguage] = useDocumentLanguage();
  // The mail goes out in the document's language unless changed beside the address.
  const [mailChosen, setMailLanguage] = useState<Language | null>(null);
  const mailLanguage = mailChosen ?? language;
  const { t, ready } = useTranslation('documents', { lng: language });
  const ui = useTranslation('documents').t;
  const showIn = (next: Language) => {
    setLanguage(next);
    setMailLanguage(null);
  };
  const localized = useLocalizedPath();
  const query = useGetDocumentQuery({
    slug,
    id,
    of,
    language,
    ...(invoiceOf ? { invoiceOf } : {}),
    ...(payerWindow ? { window: payerWindow } : {}),
  });
  const data = query.data;
  const number = data
    ? (data.invoice?.number ?? (of === 'group' ? data.group?.number : data.reservations[0]?.number))
    : undefined;
  useDocumentTitle(data ? ui(`pageTitle.${kind}`, { number }) : ui('loading'));
  if (httpStatusOf(query.error) === 404) return <NotFoundPage />;
  // Mailed in either language (issue 32: the spec hid sending on English documents).
  const mailType = kind === 'invoice' ? null : MAIL_TYPES[kind];
  // A payer window's receipt is not e-mailed (the mail carries the whole stay's).
  const sendable = mailType !== null && canSend && data !== undefined && payerWindow === undefined;
  const back =
    of === 'group'
      ? localized(`/p/${slug}/group/${id}`)
      : localized(`/p/${slug}/reservation/${id}`);
  return (
    <PrintoutPage
      paper={PAPER[kind]}
      language={language}
      bar={
        <PrintBar width={PAPER[kind].width}>
          <Link asChild fontSize="sm">
            <RouterLink to={back}>
              {ui(of === 'group' ? 'back.group' : 'back.reservation')}
            </RouterLink>
          </Link>
          <HStack gap="2" wrap="wrap" align="flex-start">
            {sendable ? (
              <SendDocumentForm
                key={`${of}:${id}:${kind}`}
                slug={slug}
                id={id}
                isGroup={of === 'group'}
                type={mailType}
                language={mailLanguage}
                onLanguageChange={setMailLanguage}
                initialEmail={data.reservations[0]?.guestClone.email ?? ''}
              />
            ) : null}
            {/* No invoice made for these stays yet: the folio prints; one can be made here. */}
            {invoiceOf && canInvoice && data?.invoice?.source === 'folio' ? (
              <Button asChild size="sm" variant="outline">
                <RouterLink
                  to={localized(
                    `${propertyPath(slug, 'newInvoice')}?groupId=${encodeURIComponent(invoiceOf)}${
                      of === 'reservation' ? `&resId=${encodeURIComponent(id)}` : ''
                    }${payerWindow ? `&window=${encodeURIComponent(payerWindow)}` : ''}`,
                  )}
                >
                  {ui('menu.newInvoice')}
                </RouterLink>
              </Button>
            ) : null}
            <DocumentLanguage label={ui('language')} language={language} onChange={showIn} />
            <Button size="sm" onClick={() => window.print()} disabled={!data}>
              {ui('print')}
            </Button>
          </HStack>
        </PrintBar>
      }
    >
      {data && ready ? (
        <Sheet kind={kind} data={data} language={language} t={t} payerWindow={payerWindow} />
      ) : query.isError ? (
        <QueryError title={ui('error')} query={query} />
      ) : (
        <SheetPlaceholder />
      )}
    </PrintoutPage>
  );
}

type T = ReturnType<typeof useTranslation<'documents'>>['t'];

function Sheet({
  kind,
  data,
  language,
  t,
  payerWindow,
}: {
  kind: DocumentKind;
  data: DocumentData;
  language: Language;
  t: T;
  payerWindow: string | undefined;
}) {
  return (
    <Stack gap="5">
      <LetterheadBlock data={data} t={t} />
      {kind === 'letter' ? (
        <ConfirmationLetter data={data} language={language} t={t} />
      ) : kind === 'registration' ? (
        <RegistrationCard data={data} language={language} t={t} />
      ) : kind === 'invoice' ? (
        <InvoiceDocument data={data} language={language} t={t} />
      ) : (
        <PaymentReceipt data={data} language={language} t={t} payerWindow={payerWindow} />
      )}
    </Stack>
  );
}

/** The hotel's logo (or its name), and how to reach it. */
export function LetterheadBlock({ data, t }: { data: DocumentData; t: T }) {
  const { hotel } = data;
  const phones = [hotel.phone, hotel.reservationPhone]
    .filter((p): p is string => Boolean(p && p.trim()))
    .map(printedPhone);
  return (
    <Flex justify="space-between" align="flex-start" gap="6" borderBottomWidth="2px" pb="4">
      <Stack gap="1">
        {hotel.logo ? (
          <PropertyImage image={originalImage(hotel.logo)} alt={hotel.name} maxH="16" maxW="48" />
        ) : null}
        <Heading as="h1" size="lg">
          {hotel.name}
        </Heading>
        <Text fontSize="xs" color="gray.600">
          {t('registerNo', { company: hotel.companyName, registerNo: hotel.registerNo })}
        </Text>
      </Stack>
      <Stack gap="0.5" fontSize="xs" textAlign="end" color="gray.700">
        {hotel.address ? <Text>{hotel.address}</Text> : null}
        {phones.length > 0 ? (
          <Text>{t('phone', { phones: [...new Set(phones)].join(', ') })}</Text>
        ) : null}
        {hotel.email ? <Text>{hotel.email}</Text> : null}
        {hotel.website ? <Text>{hotel.website}</Text> : null}
      </Stack>
    </Flex>
  );
}

/** The document's language switch (the interface's language by default; either may be chosen). */
export function DocumentLanguage({ label, language, onChange }: LanguagePickProps) {
  const { t } = useTranslation();
  return (
    <LanguageChoice
      label={label}
      language={language}
      onChange={onChange}
      caption={(lang) => t(`language.${lang}`)}
    />
  );
}
