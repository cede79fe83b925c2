import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../components/use-localized-path';
import { newIdempotencyKey } from '../../lib/idempotency';
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import { useBookReservationMutation } from '../../shared/reservations/reservations-api';
import { bookRequestOf } from './booking-request';
import { type BookingPage, afterSavePath } from './prefill';
import {
  type BookingErrors,
  GENERAL_FIELDS,
  GUEST_FIELDS,
  NO_ERRORS,
  type Step,
  firstStepWithErrors,
  sortErrors,
} from './server-errors';
import type { PageAlert, useAvailabilitySearch } from './use-availability-search';
import type { BookingValues } from './use-booking-values';

/**
 * Saving the booking: one Idempotency-Key per attempt, a toast and the next page when saved;
 * the server's field errors on their step's fields (the first one focused), a room just taken
 * searched again, anything else in the alert.
 */
export function useSaveBooking(
  { slug, prefill }: BookingPage,
  {
    values,
    walkIn,
    availability: { search, runSearch },
    goTo,
    setAlert,
  }: {
    values: BookingValues;
    /** The booking is a walk-in (saved pending, from the default source). */
    walkIn: boolean;
    availability: Pick<ReturnType<typeof useAvailabilitySearch>, 'search' | 'runSearch'>;
    goTo: (target: Step) => void;
    setAlert: Dispatch<SetStateAction<PageAlert | null>>;
  },
) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [bookReservation, { isLoading: saving }] = useBookReservationMutation();
  const { general, partnerPays, lines, guest, inputs, setErrors } = values;
  const booking = { general, partnerPays, lines, guest, walkIn };

  // One Idempotency-Key per attempt: repeating the same save reuses it; an edit starts anew.
  const attempt = useRef<{ key: string; sendEmail: boolean } | null>(null);
  useEffect(() => {
    attempt.current = null;
  }, [general, partnerPays, lines, guest]);

  const showBookingErrors = (sorted: BookingErrors) => {
    setErrors(sorted);
    const target = firstStepWithErrors(sorted);
    if (target) {
      goTo(target);
      const fields: readonly string[] = target === 'general' ? GENERAL_FIELDS : GUEST_FIELDS;
      const first = fields.find(
        (f) => (target === 'general' ? sorted.general : sorted.guest)[f as never],
      );
      if (first) setTimeout(() => inputs.current.get(first)?.focus(), 0);
    }
    setAlert(
      sorted.other.length > 0
        ? { status: 'error', title: t('save.failed'), messages: sorted.other }
        : null,
    );
  };

  const save = async (sendEmail: boolean) => {
    if (saving || !search) return;
    if (!guest.name.trim()) {
      showBookingErrors({ ...NO_ERRORS, guest: { 'guest.name': [t('guest.nameRequired')] } });
      return;
    }
    if (attempt.current?.sendEmail !== sendEmail) {
      attempt.current = { key: newIdempotencyKey(), sendEmail };
    }
    const request = bookRequestOf({ ...booking, gid: prefill.gid, sendEmail });
    setAlert(null);
    try {
      const booked = await bookReservation({
        slug,
        idempotencyKey: attempt.current.key,
        booking: request,
      }).unwrap();
      const rooms = booked.reservationIds.length;
      // Saved either way; the letter may not have gone (the mail server refused it).
      const notSent = sendEmail && booked.emailSent === false;
      toaster.create({
        type: notSent ? 'warning' : 'success',
        title: notSent
          ? t('save.savedNotSent', { count: rooms })
          : sendEmail
            ? t('save.savedAndSent', { count: rooms })
            : t('save.saved', { count: rooms }),
        description: request.guest.name,
        closable: true,
      });
      void navigate(localized(afterSavePath(slug, prefill, booked, request.checkIn)));
    } catch (error) {
      const status = httpStatusOf(error);
      if (status === 409) {
        // The room was just taken by another booking: say so and show what is free now.
        setAlert({
          status: 'warning',
          title: t('save.taken'),
          messages: [errorMessageOf(error, t), t('save.takenSearchAgain')],
        });
        goTo('rooms');
        void runSearch(search.request, { move: false, keepAlert: true });
        return;
      }
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length > 0) {
        showBookingErrors(sortErrors(fieldErrors));
        return;
      }
      if (status === 400) {
        setAlert({
          status: 'error',
          title: t('save.failed'),
          messages: [errorMessageOf(error, t)],
        });
      }
      // Anything else (network, 5xx, 404) is notified by the app.
    }
  };

  return { save, saving };
}
