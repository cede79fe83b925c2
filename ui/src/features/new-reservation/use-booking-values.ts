import { useCallback, useRef, useState } from 'react';
import type { ChargeKind } from '../../shared/reservations/folio-api';
import { CHARGE_KINDS } from '../folio';
import type { GeneralFields } from './general-step';
import { EMPTY_GUEST, type GuestFields, type GuestValues } from './guest-step';
import type { BookingLine } from './lines';
import { type BookingErrors, type GeneralField, type GuestField, NO_ERRORS } from './server-errors';
import type { General } from './stay';

export type BookingValues = ReturnType<typeof useBookingValues>;

/**
 * What the stepper's three steps hold — the stay, what the partner pays, the lines, the guest —
 * with the server's messages for them; an edit clears the messages of the field it changes.
 */
export function useBookingValues(initial: () => General) {
  const [general, setGeneral] = useState<General>(initial);
  // What the partner pays (payer routing at booking); only with a partner.
  const [partnerPays, setPartnerPays] = useState<ChargeKind[]>([]);
  const [lines, setLines] = useState<BookingLine[]>([]);
  const [guest, setGuest] = useState<GuestValues>(EMPTY_GUEST);
  const [errors, setErrors] = useState<BookingErrors>(NO_ERRORS);
  /** Fields the user changed: loaded defaults (hotel times, default source, group) leave them. */
  const touched = useRef(new Set<string>());

  const clearFields = (group: keyof BookingErrors, field: string) =>
    setErrors((current) => {
      const messages = current[group] as Record<string, string[] | undefined>;
      if (!messages[field]) return current;
      const next = { ...messages };
      delete next[field];
      return { ...current, [group]: next };
    });

  const changeGeneral = (next: General, field: GeneralField) => {
    touched.current.add(field === 'source' ? 'source' : field === 'partner' ? 'partner' : 'stay');
    clearFields('general', field);
    if (field === 'checkIn') clearFields('general', 'checkOut');
    // No partner (cleared, or a time stay): nobody else pays.
    if (!next.partnerId) {
      setPartnerPays([]);
      clearFields('general', 'partnerPays');
    }
    setGeneral(next);
  };

  // Kept in the server's order of kinds, whatever the order of the ticks.
  const changePartnerPays = (kind: ChargeKind, checked: boolean) => {
    clearFields('general', 'partnerPays');
    setPartnerPays((current) =>
      CHARGE_KINDS.filter((k) => (k === kind ? checked : current.includes(k))),
    );
  };

  const changeGuest = (next: GuestValues, field: GuestField) => {
    touched.current.add('guest');
    clearFields('guest', field);
    setGuest(next);
  };

  const changeLines = (next: BookingLine[], changed?: number) => {
    setLines(next);
    // Indexes move when a line goes: its messages no longer point anywhere.
    setErrors((current) => ({
      ...current,
      rooms: [],
      lines:
        changed === undefined
          ? {}
          : Object.fromEntries(
              Object.entries(current.lines).filter(([index]) => Number(index) !== changed),
            ),
    }));
  };

  // The steps' inputs by field: the first with a message from the server gets the focus.
  const inputs = useRef(new Map<string, HTMLElement | null>());
  const inputRef = useCallback(
    (field: string) => (element: HTMLElement | null) => {
      inputs.current.set(field, element);
    },
    [],
  );

  const generalFields: GeneralFields = {
    values: general,
    errors: errors.general,
    onChange: changeGeneral,
    inputRef,
  };
  const guestFields: GuestFields = {
    values: guest,
    errors: errors.guest,
    onChange: changeGuest,
    inputRef,
  };

  return {
    inputs,
    general,
    setGeneral,
    partnerPays,
    lines,
    setLines,
    guest,
    setGuest,
    errors,
    setErrors,
    touched,
    generalFields,
    guestFields,
    changePartnerPays,
    changeLines,
  };
}
