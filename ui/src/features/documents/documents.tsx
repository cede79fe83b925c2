import { Box, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import type { Language } from '../../lib/locale';
import type { DocumentData } from './documents-api';
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

export function Cell({ children, end = false }: { children: ReactNode; end?: boolean }) {
  return (
    <Table.Cell
      px="2"
      py="1.5"
      textAlign={end ? 'end' : 'start'}
      fontVariantNumeric={end ? 'tabular-nums' : undefined}
      borderColor="gray.300"
    >
      {children}
    </Table.Cell>
  );
}

export function HeaderCell({ children, end = false }: { children: ReactNode; end?: boolean }) {
  return (
    <Table.ColumnHeader
      px="2"
      py="1.5"
      textAlign={end ? 'end' : 'start'}
      bg="gray.100"
      color="black"
      fontWeight="semibold"
      borderColor="gray.300"
    >
      {children}
    </Table.ColumnHeader>
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

/** The hotel's bank accounts (only when it shows payment information and has some). */
export function Banks({ banks, t }: { banks: DocumentData['hotel']['banks']; t: T }) {
  if (banks.length === 0) return null;
  return (
    <Stack gap="1.5" data-keep-together data-testid="document-banks">
      <Heading as="h3" size="sm">
        {t('banks.title')}
      </Heading>
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <HeaderCell>{t('banks.bank')}</HeaderCell>
            <HeaderCell>{t('banks.accountName')}</HeaderCell>
            <HeaderCell>{t('banks.number')}</HeaderCell>
            <HeaderCell>{t('banks.currency')}</HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {banks.map((bank) => (
            <Table.Row key={bank.id}>
              <Cell>{bank.bankName}</Cell>
              <Cell>{bank.accountName}</Cell>
              <Cell>{bank.number}</Cell>
              <Cell>{bank.currency}</Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
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
    <Table.Root size="sm" variant="outline" data-testid="document-reservations">
      <Table.Header>
        <Table.Row>
          <HeaderCell>№</HeaderCell>
          <HeaderCell>{t('columns.roomType')}</HeaderCell>
          <HeaderCell>{t('columns.room')}</HeaderCell>
          <HeaderCell>{t('columns.arrival')}</HeaderCell>
          <HeaderCell>{t('columns.departure')}</HeaderCell>
          <HeaderCell>{t('columns.length')}</HeaderCell>
          {figures === 'amount' ? (
            <>
              <HeaderCell end>{t('columns.guests')}</HeaderCell>
              <HeaderCell end>{t('columns.amount')}</HeaderCell>
            </>
          ) : (
            <>
              <HeaderCell end>{t('columns.adults')}</HeaderCell>
              <HeaderCell end>{t('columns.children')}</HeaderCell>
            </>
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {data.reservations.map((r) => (
          <Table.Row key={r.id}>
            <Cell>{r.number}</Cell>
            <Cell>{localName(r.roomTypeClone, language)}</Cell>
            <Cell>{r.roomClone?.name ?? '—'}</Cell>
            <Cell>{arrival(r)}</Cell>
            <Cell>{departure(r)}</Cell>
            <Cell>{stayLength(r, t)}</Cell>
            {figures === 'amount' ? (
              <>
                <Cell end>{r.numberOfGuests + r.numberOfChildren}</Cell>
                <Cell end>{money(r.amount)}</Cell>
              </>
            ) : (
              <>
                <Cell end>{r.numberOfGuests}</Cell>
                <Cell end>{r.numberOfChildren}</Cell>
              </>
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
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
      <Table.Root size="sm" variant="outline" data-testid="document-guests">
        <Table.Header>
          <Table.Row>
            <HeaderCell>{t('guest.name')}</HeaderCell>
            <HeaderCell>{t('guest.phone')}</HeaderCell>
            <HeaderCell>{t('guest.email')}</HeaderCell>
            <HeaderCell>{t('guest.nationality')}</HeaderCell>
            <HeaderCell>{t('guest.passport')}</HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {guests.map((guest) => (
            <Table.Row key={guest.key}>
              <Cell>{guestName(guest)}</Cell>
              <Cell>{guest.phoneNumber ? printedPhone(guest.phoneNumber) : '—'}</Cell>
              <Cell>{guest.email || '—'}</Cell>
              <Cell>{nationalityName(guest.nationality, language)}</Cell>
              <Cell>{guest.passportNumber || '—'}</Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <StaysTable data={data} language={language} t={t} figures="people" />
      {language === 'mn' ? <Rules data={data} t={t} /> : null}
      <Flex justify="space-between" align="flex-end" gap="8" pt="10" data-keep-together>
        <Box flex="1">
          <Box borderBottomWidth="1px" borderColor="black" h="8" />
          <Text fontSize="xs" mt="1">
            {t('registration.signature')}
          </Text>
        </Box>
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
      <Table.Root size="sm" variant="outline" data-testid="document-charges">
        <Table.Header>
          <Table.Row>
            <HeaderCell>{t('receipt.charge')}</HeaderCell>
            <HeaderCell end>{t('receipt.quantity')}</HeaderCell>
            <HeaderCell end>{t('receipt.price')}</HeaderCell>
            <HeaderCell end>{t('columns.amount')}</HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.reservations.flatMap((r) =>
            chargesOf(r, t, language).map((row) => (
              <Table.Row key={row.key}>
                <Cell>{row.label}</Cell>
                <Cell end>{row.quantity}</Cell>
                <Cell end>{money(row.price)}</Cell>
                <Cell end>{money(row.amount)}</Cell>
              </Table.Row>
            )),
          )}
        </Table.Body>
      </Table.Root>
      {payments.length > 0 ? (
        <Table.Root size="sm" variant="outline" data-testid="document-payments">
          <Table.Header>
            <Table.Row>
              <HeaderCell>{t('receipt.paidOn')}</HeaderCell>
              <HeaderCell>{t('receipt.method')}</HeaderCell>
              <HeaderCell end>{t('columns.amount')}</HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {paymentRows(payments, t, language, money).map((row) => (
              <Table.Row key={row.key}>
                <Cell>{printedDate(row.date)}</Cell>
                <Cell>{row.methods}</Cell>
                <Cell end>{money(row.amount)}</Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      <Totals
        data={data}
        language={language}
        t={t}
        taxes={documentTaxes(data.reservations, language)}
      />
      <Flex justify="space-between" gap="8" pt="8" data-keep-together>
        <Box flex="1">
          <Box borderBottomWidth="1px" borderColor="black" h="6" />
          <Text fontSize="xs" mt="1">
            {t('receipt.cashier')}
          </Text>
        </Box>
        <Box flex="1">
          <Box borderBottomWidth="1px" borderColor="black" h="6" />
          <Text fontSize="xs" mt="1">
            {t('receipt.payer')}
          </Text>
        </Box>
      </Flex>
    </Stack>
  );
}
