import type { AmountLine } from '../../shared/reservations/detail-ui';

/** A balance as a line of an `AmountGrid`: in bold, in the error colour while money is owed. */
export const balanceLine = (
  label: string,
  balance: number,
  money: (amount: number) => string,
): AmountLine => ({ label, value: money(balance), strong: true, owed: balance > 0 });
