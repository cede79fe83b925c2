import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import type { Language } from '../../lib/locale';
import type { DocumentData } from './documents-api';
import { PrintedTable } from './printed-table';
import { localName } from '../../lib/names';
import { nationalityName } from '@hotel/events/countries';
import {
  arrival,
  chargesOf,
  departure,
  type DocumentTax,
  documentTaxes,
  guestName,
  paymentRows,
  printedDate,
  printedPhone,
  stayLength,
} from '@hotel/events/documents/wording';

export { chargesOf, guestName, printedDate, printedPhone };

/** A reservation of a document. */
type Stay = DocumentData['reservations'][number];

export type T = ReturnType<typeof useTranslation<'documents'>>['t'];

export interface DocumentProps {
  data: DocumentData;
  language: Language;
  t: T;
}

/** The number a document is known by: the group's, or the reservation's. */
export const documentNumber = (data: DocumentData) =>
  data.group?.number ?? data.reservations[0]?.number;

export function DocumentTitle({ children, number }: { children: ReactNode; number?: number }) {
  return (
    <Flex justify="space-between" align="baseline" gap="4">
      <Heading as="h2" size="md" textTransform="uppercase" letterSpacing="wide">
        {children}
      </Heading>
      {number !== undefined ? <Text fontWeight="semibold">№ {number}</Text> : null}
    </Flex>
  );
}

export function Sum({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Flex justify="space-between" gap="8" fontWeight={strong ? 'bold' : 'normal'}>
      <Text>{label}</Text>
      <Text fontVariantNumeric="tabular-nums">{value}</Text>
    </Flex>
  );
}

/** A tax as the documents label it: "Of which НӨАТ 10%" or "НХАТ 1% (added)". */
export const taxLabel = (tax: Pick<DocumentTax, 'name' | 'percentage' | 'inclusive'>, t: T) =>
  t(tax.inclusive ? 'invoice.taxIncluded' : 'invoice.taxAdded', {
    name: tax.name,
    percentage: tax.percentage,
  });

/**
 * Total, paid and balance of the folios (the server's sums of their own figures). With
 * `taxes` (receipts): the charges and each added tax above the total, the taxes it includes
 * below it.
 */
function Totals({ data, language, t, taxes = [] }: DocumentProps & { taxes?: DocumentTax[] }) {
  const money = (value: number) => formatMoney(value, language);
  const added = taxes.filter((tax) => !tax.inclusive);
  const included = taxes.filter((tax) => tax.inclusive);
  const charges = data.totals.amount - added.reduce((sum, tax) => sum + tax.amount, 0);
  return (
    <Stack gap="1" ms="auto" minW="60" data-keep-together data-testid="document-totals">
      {added.length > 0 ? <Sum label={t('invoice.subtotal')} value={money(charges)} /> : null}
      {added.map((tax) => (
        <Sum key={tax.key} label={taxLabel(tax, t)} value={money(tax.amount)} />
      ))}
      <Sum label={t('totals.amount')} value={money(data.totals.amount)} strong />
      {included.map((tax) => (
        <Box key={tax.key} fontSize="xs" color="gray.700" data-testid="document-tax">
          <Sum label={taxLabel(tax, t)} value={money(tax.amount)} />
        </Box>
      ))}
      <Sum label={t('totals.paid')} value={money(data.totals.paid)} />
      <Sum
        label={data.totals.balance < 0 ? t('totals.change') : t('totals.balance')}
        value={money(Math.abs(data.totals.balance))}
        strong
      />
    </Stack>
  );
}

/** The hotel's rules (only those the hotel shows: the server leaves them out otherwise). */
function Rules({ data, t }: Omit<DocumentProps, 'language'>) {
  if (data.hotel.rules.length === 0) return null;
  return (
    <Stack gap="1.5" data-testid="document-rules">
      <Heading as="h3" size="sm">
        {t('rules')}
      </Heading>
      {data.hotel.rules.map((rule) => (
        <Box key={rule.id} data-keep-together>
          <Text fontWeight="semibold">{rule.title}</Text>
          <Text whiteSpace="pre-line">{rule.description}</Text>
        </Box>
      ))}
    </Stack>
  );
}

/** A line to sign on, and under it who signs. */
export function SignatureLine({ label, height = '8' }: { label: string; height?: '6' | '8' }) {
  return (
    <Box flex="1">
      <Box borderBottomWidth="1px" borderColor="black" h={height} />
      <Text fontSize="xs" mt="1">
        {label}
      </Text>
    </Box>
  );
}

/** The hotel's bank accounts (only when it shows payment information and has some). */
export function Banks({ banks, t }: { banks: DocumentData['hotel']['banks']; t: T }) {
  if (banks.length === 0) return null;
  return (
    <Stack gap="1.5" data-keep-together data-testid="document-banks">
      <Heading as="h3" size="sm">
        {t('banks.title')}
      </Heading>
      <PrintedTable
        rows={banks}
        rowKey={(bank) => bank.id}
        columns={[
          { title: t('banks.bank'), cell: (bank) => bank.bankName },
          { title: t('banks.accountName'), cell: (bank) => bank.accountName },
          { title: t('banks.number'), cell: (bank) => bank.number },
          { title: t('banks.currency'), cell: (bank) => bank.currency },
        ]}
      />
    </Stack>
  );
}

function Paragraph({ text }: { text: string | null }) {
  return text && text.trim() ? <Text whiteSpace="pre-line">{text}</Text> : null;
}

/**
 * The stays of a document, one row a reservation: its room, dates and length, then what it
 * costs (letters) or who stays (registration cards).
 */
function StaysTable({
  data,
  language,
  t,
  figures,
}: DocumentProps & { figures: 'amount' | 'people' }) {
  const money = (value: number) => formatMoney(value, language);
  return (
    <PrintedTable
      testId="document-reservations"
      rows={data.reservations}
      rowKey={(r) => r.id}
      columns={[
        { title: '№', cell: (r) => r.number },
        { title: t('columns.roomType'), cell: (r) => localName(r.roomTypeClone, language) },
        { title: t('columns.room'), cell: (r) => r.roomClone?.name ?? '—' },
        { title: t('columns.arrival'), cell: (r) => arrival(r) },
        { title: t('columns.departure'), cell: (r) => departure(r) },
        { title: t('columns.length'), cell: (r) => stayLength(r, t) },
        ...(figures === 'amount'
          ? [
              {
                title: t('columns.guests'),
                end: true,
                cell: (r: Stay) => r.numberOfGuests + r.numberOfChildren,
              },
              { title: t('columns.amount'), end: true, cell: (r: Stay) => money(r.amount) },
            ]
          : [
              { title: t('columns.adults'), end: true, cell: (r: Stay) => r.numberOfGuests },
              { title: t('columns.children'), end: true, cell: (r: Stay) => r.numberOfChildren },
            ]),
      ]}
    />
  );
}

/**
 * The confirmation letter: greeting, the reservations with their prices and the totals, the
 * stay's times and cancellation terms, the hotel's rules, its e-mail texts and bank accounts.
 */
export function ConfirmationLetter({ data, language, t }: DocumentProps) {
  const first = data.reservations[0];
  const policy = first?.cancellationPolicyClone?.summaries[language];
  return (
    <Stack gap="5">
      <DocumentTitle number={documentNumber(data)}>{t('title.letter')}</DocumentTitle>
      {first ? <Text>{t('letter.greeting', { name: guestName(first.guestClone) })}</Text> : null}
      <Paragraph text={data.hotel.emailHeader} />
      <Text>{t('letter.confirmed')}</Text>
      <StaysTable data={data} language={language} t={t} figures="amount" />
      <Totals data={data} language={language} t={t} />
      <Text>
        {t('letter.times', {
          checkIn: data.hotel.checkInTime,
          checkOut: data.hotel.checkOutTime,
        })}
      </Text>
      {policy ? <Text>{t('letter.cancellation', { policy })}</Text> : null}
      <Rules data={data} t={t} />
      <Paragraph text={data.hotel.emailBody} />
      <Banks banks={data.hotel.banks} t={t} />
      <Paragraph text={data.hotel.emailFooter} />
      <Paragraph text={data.hotel.emailContact} />
      <Text>{t('letter.closing', { hotel: data.hotel.name })}</Text>
    </Stack>
  );
}

/**
 * The registration card: the guests' details, the stays, the hotel's rules (in Mongolian only,
 * as the spec has it), the guest's signature and the date.
 */
export function RegistrationCard({ data, language, t }: DocumentProps) {
  const guests = data.reservations.flatMap((r, i) => [
    ...(i === 0 || r.guestClone.name !== data.reservations[0]?.guestClone.name
      ? [{ key: `${r.id}-main`, ...r.guestClone, passportNumber: null as string | null }]
      : []),
    ...r.guestClones.map((g) => ({ key: g.guestCloneId, ...g })),
  ]);
  return (
    <Stack gap="5">
      <DocumentTitle number={documentNumber(data)}>{t('title.registration')}</DocumentTitle>
      <PrintedTable
        testId="document-guests"
        rows={guests}
        rowKey={(guest) => guest.key}
        columns={[
          { title: t('guest.name'), cell: (guest) => guestName(guest) },
          {
            title: t('guest.phone'),
            cell: (guest) => (guest.phoneNumber ? printedPhone(guest.phoneNumber) : '—'),
          },
          { title: t('guest.email'), cell: (guest) => guest.email || '—' },
          {
            title: t('guest.nationality'),
            cell: (guest) => nationalityName(guest.nationality, language),
          },
          { title: t('guest.passport'), cell: (guest) => guest.passportNumber || '—' },
        ]}
      />
      <StaysTable data={data} language={language} t={t} figures="people" />
      {language === 'mn' ? <Rules data={data} t={t} /> : null}
      <Flex justify="space-between" align="flex-end" gap="8" pt="10" data-keep-together>
        <SignatureLine label={t('registration.signature')} />
        <Text data-testid="document-date">
          {t('date', { date: printedDate(data.workingDate) })}
        </Text>
      </Flex>
    </Stack>
  );
}

/**
 * The payment receipt (A5): the charges as quantity × unit price, the payments with each
 * method's amount, the taxes and the totals.
 */
export function PaymentReceipt({
  data,
  language,
  t,
  payerWindow,
}: DocumentProps & {
  /** A payer window's receipt (`?window=2`): the data holds its charges; it names its payer. */
  payerWindow?: string | undefined;
}) {
  const money = (value: number) => formatMoney(value, language);
  const payments = data.reservations.flatMap((r) => r.payments);
  const first = data.reservations[0];
  const paying = payerWindow ? first?.windows?.find((w) => w.windowId === payerWindow) : undefined;
  return (
    <Stack gap="4">
      <DocumentTitle number={documentNumber(data)}>{t('title.receipt')}</DocumentTitle>
      <Flex justify="space-between" gap="4" fontSize="xs">
        <Stack gap="0.5">
          {first ? <Text>{t('receipt.guest', { name: guestName(first.guestClone) })}</Text> : null}
          {first && paying ? (
            <Text data-testid="receipt-payer">
              {t('receipt.payerWindow', {
                name: paying.partnerClone?.name ?? guestName(first.guestClone),
                n: paying.windowId,
              })}
            </Text>
          ) : null}
        </Stack>
        <Text>{t('date', { date: printedDate(data.workingDate) })}</Text>
      </Flex>
      <PrintedTable
        testId="document-charges"
        rows={data.reservations.flatMap((r) => chargesOf(r, t, language))}
        rowKey={(row) => row.key}
        columns={[
          { title: t('receipt.charge'), cell: (row) => row.label },
          { title: t('receipt.quantity'), end: true, cell: (row) => row.quantity },
          { title: t('receipt.price'), end: true, cell: (row) => money(row.price) },
          { title: t('columns.amount'), end: true, cell: (row) => money(row.amount) },
        ]}
      />
      {payments.length > 0 ? (
        <PrintedTable
          testId="document-payments"
          rows={paymentRows(payments, t, language, money)}
          rowKey={(row) => row.key}
          columns={[
            { title: t('receipt.paidOn'), cell: (row) => printedDate(row.date) },
            { title: t('receipt.method'), cell: (row) => row.methods },
            { title: t('columns.amount'), end: true, cell: (row) => money(row.amount) },
          ]}
        />
      ) : null}
      <Totals
        data={data}
        language={language}
        t={t}
        taxes={documentTaxes(data.reservations, language)}
      />
      <Flex justify="space-between" gap="8" pt="8" data-keep-together>
        <SignatureLine label={t('receipt.cashier')} height="6" />
        <SignatureLine label={t('receipt.payer')} height="6" />
      </Flex>
    </Stack>
  );
}
