import { Table } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { HeadColumn } from '../../components/column-headers';
import { useMoney } from '../../components/use-money';
import { PageLink } from '../../components/page-link';

/** Who made a credit note, as the screens and the printed note name them. */
export const userNameOf = (user: { name: string | null; email: string | null }) =>
  user.name ?? user.email ?? '';

/**
 * The columns of a list of credit notes (an invoice's, or of a group's voided VAT receipts):
 * number, date, user, reason, amount, and one for the link printing it; `list` names the texts
 * (`{list}.columns.number`, …) in the invoices' namespace.
 */
export const creditNoteColumns = (
  t: TFunction<'invoices'>,
  list: 'creditNotes' | 'vatCreditNotes',
): HeadColumn[] => [
  { title: t(`${list}.columns.number`) },
  { title: t(`${list}.columns.date`) },
  { title: t(`${list}.columns.user`) },
  { title: t(`${list}.columns.reason`) },
  { title: t(`${list}.columns.amount`), end: true },
  {},
];

/**
 * A credit note's cells after its number, under `creditNoteColumns`: its date, who made it, the
 * reason, the amount and the link to its printable page.
 */
export function CreditNoteCells({
  note,
  amount,
  reasonMaxW,
  printPath,
  printLabel,
}: {
  note: { date: string; userClone: { name: string | null; email: string | null }; reason: string };
  amount: number;
  /** A reason wraps within this width (otherwise within the table's). */
  reasonMaxW?: string;
  printPath: string;
  printLabel: string;
}) {
  const money = useMoney();
  return (
    <>
      <Table.Cell fontVariantNumeric="tabular-nums">{note.date}</Table.Cell>
      <Table.Cell>{userNameOf(note.userClone)}</Table.Cell>
      <Table.Cell {...(reasonMaxW ? { maxW: reasonMaxW } : {})} whiteSpace="normal">
        {note.reason}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {money(amount)}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <PageLink to={printPath} color="brand.fg" fontSize="sm">
          {printLabel}
        </PageLink>
      </Table.Cell>
    </>
  );
}
