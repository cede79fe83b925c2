import { type Dispatch, type RefObject, type SetStateAction, useEffect } from 'react';
import type { Source } from '../settings';
import type { Group } from '../../shared/reservations/reservation-types';
import { type GuestValues, typedPhoneOf } from './guest-step';
import type { General } from './stay';
import type { StaySettings } from './use-stay-settings';

/**
 * What the server tells the stepper once it answers — the hotel's times, the default source,
 * the group's guest, source and partner — filled in unless the user already changed that part
 * (`touched`: 'stay', 'source', 'partner', 'guest').
 */
export function useLoadedDefaults({
  settings,
  sources,
  groupData,
  touched,
  setGeneral,
  setGuest,
}: {
  settings: StaySettings;
  sources: Source[] | undefined;
  groupData: Group | undefined;
  touched: RefObject<Set<string>>;
  setGeneral: Dispatch<SetStateAction<General>>;
  setGuest: Dispatch<SetStateAction<GuestValues>>;
}) {
  // The hotel's check-in and check-out times, once its profile answers.
  useEffect(() => {
    if (!settings.ready || touched.current.has('stay')) return;
    setGeneral((current) =>
      current.stayType === 'night'
        ? { ...current, arrivalTime: settings.checkInTime, exitTime: settings.checkOutTime }
        : current,
    );
  }, [settings.ready, settings.checkInTime, settings.checkOutTime, touched, setGeneral]);

  // The default source, preselected (operations spec §4).
  const defaultSourceId = sources?.find((source) => source.isDefault)?.id ?? '';
  useEffect(() => {
    if (!defaultSourceId || touched.current.has('source')) return;
    setGeneral((current) =>
      current.sourceId ? current : { ...current, sourceId: defaultSourceId },
    );
  }, [defaultSourceId, touched, setGeneral]);

  // Adding to a group: its guest, source and partner, unless the user chose others.
  useEffect(() => {
    if (!groupData) return;
    if (!touched.current.has('guest')) {
      const { guestClone } = groupData;
      setGuest((current) => ({
        ...current,
        name: guestClone.name,
        surname: guestClone.surname ?? '',
        phoneNumber: typedPhoneOf(guestClone.phoneNumber),
        email: guestClone.email ?? '',
        nationality: guestClone.nationality || current.nationality,
      }));
    }
    setGeneral((current) => ({
      ...current,
      sourceId:
        !touched.current.has('source') && groupData.sourceClone.sourceId
          ? groupData.sourceClone.sourceId
          : current.sourceId,
      partnerId:
        !touched.current.has('partner') && groupData.partnerClone
          ? groupData.partnerClone.partnerId
          : current.partnerId,
    }));
  }, [groupData, touched, setGeneral, setGuest]);
}
