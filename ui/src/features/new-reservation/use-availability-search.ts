import {
  type Dispatch,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, fieldErrorsOf } from '../../lib/problem';
import {
  type AvailabilityRequest,
  type RoomTypeAvailability,
  useCheckAvailabilityMutation,
} from '../../shared/reservations/reservations-api';
import { newLine, reconcileLines } from './lines';
import { type BookingPage, initialGeneral } from './prefill';
import { type Step, sortErrors } from './server-errors';
import { availabilityRequestOf, datesComplete } from './stay';
import type { BookingValues } from './use-booking-values';
import type { StaySettings } from './use-stay-settings';

/** The rooms the last search found, and what it asked. */
export interface Search {
  request: AvailabilityRequest;
  roomTypes: RoomTypeAvailability[];
}

/** The alert over the stepper's steps. */
export interface PageAlert {
  status: 'error' | 'warning';
  title: string;
  messages: string[];
}

/**
 * The availability search behind the rooms step: run on demand, at once when the calendar
 * prefilled the stay (preselecting its room), and again when a night stay's dates change after
 * a search. Only the latest of overlapping searches counts; the lines keep what is still free.
 * `request` is what the stay asks now (the last search's may be older).
 */
export function useAvailabilitySearch(
  { slug, prefill, workingDate }: BookingPage,
  {
    settings,
    values: { general, setLines, setErrors },
    setStep,
    setAlert,
  }: {
    settings: StaySettings;
    values: BookingValues;
    setStep: Dispatch<SetStateAction<Step>>;
    setAlert: Dispatch<SetStateAction<PageAlert | null>>;
  },
) {
  const { t } = useTranslation('booking');
  const [checkAvailability, { isLoading: searching }] = useCheckAvailabilityMutation();
  const [search, setSearch] = useState<Search | null>(null);
  const request = useMemo(() => availabilityRequestOf(general), [general]);

  // Searches may overlap (a date changed while one runs): only the latest one counts.
  const searchSeq = useRef(0);
  const runSearch = useCallback(
    async (
      asked: AvailabilityRequest,
      {
        move,
        preselect = false,
        keepAlert = false,
      }: { move: boolean; preselect?: boolean; keepAlert?: boolean },
    ) => {
      const seq = ++searchSeq.current;
      if (!keepAlert) setAlert(null);
      try {
        const result = await checkAvailability({ slug, search: asked }).unwrap();
        if (seq !== searchSeq.current) return;
        setSearch({ request: asked, roomTypes: result.roomTypes });
        setErrors((current) => ({ ...current, general: {}, rooms: [], lines: {} }));
        setLines((current) => {
          if (preselect && prefill.roomTypeId) {
            const roomType = result.roomTypes.find((r) => r.roomTypeId === prefill.roomTypeId);
            const plan = roomType?.ratePlans.find((p) => p.sellable) ?? roomType?.ratePlans[0];
            if (roomType && plan && roomType.available > 0) {
              const room = roomType.freeRooms.find((r) => r.id === prefill.roomId);
              return [newLine(roomType, plan.id, room ? [room.id] : [])];
            }
          }
          return reconcileLines(current, result.roomTypes);
        });
        if (move) setStep('rooms');
      } catch (error) {
        if (seq !== searchSeq.current) return;
        const fieldErrors = fieldErrorsOf(error);
        if (Object.keys(fieldErrors).length > 0) {
          const sorted = sortErrors(fieldErrors);
          setErrors((current) => ({ ...current, general: sorted.general }));
          setStep('general');
          const rest = [...sorted.other, ...sorted.rooms, ...Object.values(sorted.guest).flat()];
          if (rest.length > 0) {
            setAlert({ status: 'error', title: t('search.failed'), messages: rest });
          }
        } else {
          setAlert({
            status: 'error',
            title: t('search.failed'),
            messages: [errorMessageOf(error, t)],
          });
        }
      }
    },
    [
      checkAvailability,
      slug,
      prefill.roomTypeId,
      prefill.roomId,
      t,
      setAlert,
      setErrors,
      setLines,
      setStep,
    ],
  );

  // From the calendar: search at once (with the hotel's times) and preselect its room.
  const prefilledSearch = useRef(false);
  useEffect(() => {
    if (prefilledSearch.current || !prefill.checkIn || !settings.ready) return;
    prefilledSearch.current = true;
    const stay = initialGeneral(prefill, workingDate);
    void runSearch(
      availabilityRequestOf({
        ...stay,
        arrivalTime: settings.checkInTime,
        exitTime: settings.checkOutTime,
      }),
      { move: true, preselect: true },
    );
  }, [
    prefill,
    workingDate,
    settings.ready,
    settings.checkInTime,
    settings.checkOutTime,
    runSearch,
  ]);

  // Night stays: other dates after a search search again (operations spec §4), keeping the
  // lines where the rooms are still free.
  const searched = search?.request;
  useEffect(() => {
    if (!searched || searched.stayType !== 'night' || request.stayType !== 'night') return;
    if (!datesComplete(general)) return;
    if (searched.checkIn === request.checkIn && searched.checkOut === request.checkOut) return;
    const timer = setTimeout(() => void runSearch(request, { move: false }), 400);
    return () => clearTimeout(timer);
  }, [searched, request, general, runSearch]);

  return { request, search, searching, runSearch };
}
