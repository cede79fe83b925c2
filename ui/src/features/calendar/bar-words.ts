import { type TFunction } from 'i18next';
import {
  type CalendarBlock,
  type CalendarBooking,
  RESERVATION_STATUSES,
} from '../../shared/reservations/reservations-api';
import type { StayPart } from './timeline';

/** The words of the bars, translated once per language rather than once per bar. */
export interface BarWords {
  label: (booking: CalendarBooking) => string;
  /** A part of a stay moved mid-stay: the nights slept in a room left, or the room since. */
  settled: (part: StayPart) => string;
  movedIn: (part: StayPart) => string;
  number: (number: number) => string;
  /** A block's bar text, and its full description for screen readers and the tooltip. */
  blocked: string;
  block: (block: CalendarBlock) => string;
}

const slot = (name: string) => `\uE000${name}\uE001`;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\uE000(\w+)\uE001/g, (_, name: string) => String(values[name] ?? ''));

export const barWordsOf = (t: TFunction<'calendar'>): BarWords => {
  const label = t('bar.label', {
    number: slot('number'),
    guest: slot('guest'),
    checkIn: slot('checkIn'),
    checkOut: slot('checkOut'),
    status: slot('status'),
  });
  const number = t('bar.number', { number: slot('number') });
  const settled = t('bar.settled', { from: slot('from'), to: slot('to') });
  const movedIn = t('bar.movedIn', { from: slot('from') });
  const blockLabel = t('bar.blockLabel', {
    from: slot('from'),
    to: slot('to'),
    description: slot('description'),
  });
  const statuses = Object.fromEntries(
    RESERVATION_STATUSES.map((status) => [status, t(`common:reservationStatus.${status}`)]),
  );
  return {
    label: (booking) =>
      fill(label, {
        number: booking.number,
        guest: booking.guestName,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        status: statuses[booking.status] ?? booking.status,
      }),
    settled: (part) => fill(settled, { from: part.from, to: part.to }),
    movedIn: (part) => fill(movedIn, { from: part.from }),
    number: (value) => fill(number, { number: value }),
    blocked: t('bar.blocked'),
    block: (block) => {
      const from = block.isTime ? `${block.startDate} ${block.startTime ?? ''}` : block.startDate;
      const to = block.isTime ? `${block.endDate} ${block.endTime ?? ''}` : block.endDate;
      return fill(blockLabel, { from, to, description: block.description ?? '' }).trim();
    },
  };
};
