import { addDays } from '@hotel/events/dates';
import type { PlannedStay } from '../plan';
import type { DayLists } from './days';
import type { Desk } from './desk';

/**
 * After the day's departures: the partner's group that left gets its invoice (billed to the
 * company, due in two weeks), and on `receiptDay` a guest who paid gets the e-receipt (VAT).
 */
export const paperwork = async (
  { post, groupIds, balanceOf, idOf }: Desk,
  { departures, receiptDay }: DayLists,
  date: string,
): Promise<void> => {
  const left = departures.get(date) ?? [];
  for (const group of new Set(left.flatMap((s) => (s.group ? [s.group] : [])))) {
    const first = left.find((s) => s.group === group) as PlannedStay;
    await post(
      '/invoices',
      {
        groupId: groupIds.get(first.n),
        email: 'finance@khangai-mining.mn',
        customer: {
          customerName: 'Хангай Майнинг ХХК',
          registerNo: '5551234',
          address: 'Улаанбаатар, Сүхбаатар дүүрэг, Сөүлийн гудамж 21',
          phoneNumber: '99095512',
          contractNo: 'ГЭ-2026/14',
          invoiceDate: date,
          paymentPeriod: addDays(date, 14),
        },
        items: [],
      },
      `group:${group}:invoice`,
    );
  }
  if (date !== receiptDay) return;
  for (const stay of left.filter((s) => !s.group)) {
    if ((await balanceOf(idOf(stay))).balance !== 0) continue;
    await post(
      '/vat-receipts',
      { groupId: groupIds.get(stay.n), billType: 'individual' },
      `stay:${stay.n}:vat-receipt`,
    );
    return;
  }
};
