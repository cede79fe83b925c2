import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, daysBetween, isIsoDate } from '../../lib/dates';
import { formatMoney } from '../../lib/format';
import { errorMessageOf } from '../../lib/problem';
import {
  type OnlineAvailability,
  type OnlinePage,
  type OnlineRequestAnswer,
  type OnlineRoomType,
  useOnlineAvailabilityMutation,
} from './online-booking-api';

/** What one room type's line of the availability answers (price, rooms free, why not sellable). */
export type RoomTypeOffer = OnlineAvailability['roomTypes'][number];

/** A room type the guest chose, with how many rooms and its offer for the dates. */
export interface ChosenLine {
  type: OnlineRoomType;
  quantity: number;
  offer: RoomTypeOffer | undefined;
}

/** The request sent, with the total the guest saw (for the success dialog). */
export type SentRequest = OnlineRequestAnswer & { amount: number };

/** The request's dates and rooms, as step 2 sends them with the guest. */
export interface StayRequest {
  checkIn: string;
  checkOut: string;
  rooms: { roomTypeId: string; quantity: number }[];
}

/**
 * The public booking's state across its steps: the dates (availability asked again on every
 * change), the rooms chosen per room type, the step, and the request sent. New dates start the
 * selection and the step over; a link to one room type starts with one of its rooms chosen.
 * It carries what it was made for (the property's slug and page, the room type linked to) and
 * the page's money format, so each part of the page takes just the booking.
 */
export function useOnlineBooking(slug: string, page: OnlinePage, focusRoomTypeId: string | null) {
  const { i18n } = useTranslation('online');
  const { booking } = page;
  const [checkIn, setCheckIn] = useState(booking.minCheckIn);
  const [checkOut, setCheckOut] = useState(addDays(booking.minCheckIn, 1));
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [step, setStep] = useState<1 | 2>(1);
  const [success, setSuccess] = useState<SentRequest | null>(null);
  const [check, availability] = useOnlineAvailabilityMutation();
  const [result, setResult] = useState<OnlineAvailability | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const focused = useRef(false);

  const datesValid = isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut > checkIn;

  // New dates: availability again, and the selection, guest and step start over.
  useEffect(() => {
    setQuantities({});
    setStep(1);
    setResult(null);
    if (!datesValid) return undefined;
    let current = true;
    setDateError(null);
    check({ slug, checkIn, checkOut })
      .unwrap()
      .then((answer) => {
        if (!current) return;
        setResult(answer);
        // A link to one room type starts with one of its rooms chosen (if free).
        if (focusRoomTypeId && !focused.current) {
          focused.current = true;
          const line = answer.roomTypes.find((r) => r.roomTypeId === focusRoomTypeId);
          if (line && line.available > 0) setQuantities({ [focusRoomTypeId]: 1 });
          document.getElementById(`room-type-${focusRoomTypeId}`)?.scrollIntoView();
        }
      })
      .catch((error: unknown) => {
        if (current) setDateError(errorMessageOf(error, i18n.t.bind(i18n)));
      });
    return () => {
      current = false;
    };
  }, [slug, checkIn, checkOut, datesValid, check, focusRoomTypeId, reload, i18n]);

  const nights = datesValid ? daysBetween(checkIn, checkOut) : 0;
  const byId = useMemo(
    () => new Map((result?.roomTypes ?? []).map((r) => [r.roomTypeId, r])),
    [result],
  );
  const chosen: ChosenLine[] = page.roomTypes
    .map((type) => ({ type, quantity: quantities[type.id] ?? 0, offer: byId.get(type.id) }))
    .filter((line) => line.quantity > 0 && line.offer);
  const roomsChosen = chosen.reduce((sum, line) => sum + line.quantity, 0);
  const total = chosen.reduce((sum, line) => sum + line.quantity * (line.offer?.total ?? 0), 0);

  /** A new check-in moves the check-out past it when it is not already. */
  const changeCheckIn = (value: string) => {
    setCheckIn(value);
    if (isIsoDate(value) && (!isIsoDate(checkOut) || checkOut <= value)) {
      setCheckOut(addDays(value, 1));
    }
  };

  const setQuantity = (roomTypeId: string, quantity: number) => {
    const next = { ...quantities, [roomTypeId]: quantity };
    if (quantity <= 0) delete next[roomTypeId];
    setQuantities(next);
    // Removing the last room clears everything.
    if (Object.keys(next).length === 0) setStep(1);
  };

  const request: StayRequest = {
    checkIn,
    checkOut,
    rooms: chosen.map((l) => ({ roomTypeId: l.type.id, quantity: l.quantity })),
  };

  /** The request is sent: the success dialog, the rooms start over and availability again. */
  const sent = (answer: OnlineRequestAnswer) => {
    setSuccess({ ...answer, amount: total });
    setQuantities({});
    setStep(1);
    setReload((n) => n + 1);
  };

  /** The rooms were taken meanwhile (409): back to step 1 with availability again. */
  const unavailable = () => {
    setStep(1);
    setReload((n) => n + 1);
  };

  return {
    slug,
    page,
    focusRoomTypeId,
    money: (value: number) => formatMoney(value, i18n.language),
    checkIn,
    checkOut,
    changeCheckIn,
    changeCheckOut: setCheckOut,
    datesValid,
    nights,
    step,
    setStep,
    quantities,
    setQuantity,
    result,
    dateError,
    checking: availability.isLoading,
    byId,
    chosen,
    roomsChosen,
    total,
    request,
    success,
    closeSuccess: () => setSuccess(null),
    sent,
    unavailable,
  };
}

export type OnlineBookingState = ReturnType<typeof useOnlineBooking>;
