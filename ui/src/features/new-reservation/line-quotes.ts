import { skipToken } from '@reduxjs/toolkit/query';
import { shallowEqual, useSelector } from 'react-redux';
import type { AvailabilityRequest } from '../../shared/reservations/reservations-api';
import { type BookingLine, agesChosen } from './lines';
import { type QuoteArgs, quoteStay, useQuoteStayQuery } from './new-reservation-api';

/** The quote of one room of a line for the searched stay; null while a child's age is missing. */
export const quoteArgsOf = (
  slug: string,
  stay: AvailabilityRequest,
  line: BookingLine,
): QuoteArgs | null =>
  agesChosen(line)
    ? {
        slug,
        roomTypeId: line.roomTypeId,
        ratePlanId: line.ratePlanId,
        stayType: stay.stayType,
        checkIn: stay.checkIn,
        checkOut: stay.stayType === 'night' ? stay.checkOut : stay.checkIn,
        hours: stay.stayType === 'time' ? (stay.resTime ?? null) : null,
        adults: line.adults,
        childrenAges: line.childrenAges,
        partnerId: stay.partner?.id ?? null,
      }
    : null;

/** One room's quote for a line (loads it; the summary reads the same cache entry). */
export const useLineQuote = (args: QuoteArgs | null) => useQuoteStayQuery(args ?? skipToken);

type QuoteState = Parameters<ReturnType<typeof quoteStay.select>>[0];

/**
 * One room's price of each line, in their order: a number once loaded, 'error' when it could
 * not be priced, undefined while loading (or while a child's age is missing).
 */
export const useLinePrices = (args: readonly (QuoteArgs | null)[]) =>
  useSelector((state: QuoteState) => {
    return args.map((a): number | 'error' | undefined => {
      if (!a) return undefined;
      const result = quoteStay.select(a)(state);
      if (result.data) return result.data.total;
      return result.isError ? 'error' : undefined;
    });
  }, shallowEqual);

/** Whether each line can be booked as its quote says: 'unsellable' lines stop the stepper. */
export type LineState = 'ready' | 'unsellable' | 'pending' | 'error' | 'agesMissing';

export const useLineStates = (args: readonly (QuoteArgs | null)[]) =>
  useSelector((state: QuoteState) => {
    return args.map((a): LineState => {
      if (!a) return 'agesMissing';
      const result = quoteStay.select(a)(state);
      if (result.data) return result.data.sellable ? 'ready' : 'unsellable';
      return result.isError ? 'error' : 'pending';
    });
  }, shallowEqual);
