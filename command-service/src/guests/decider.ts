import type { GuestEvent, GuestFields } from '@hotel/events/guests/events';
import type { ChangeGuest, CreateGuest, RemoveGuests } from '@hotel/events/guests/commands';
import { type GuestKeys, keysOf } from '@hotel/events/guests/rules';
import type { GuestClone } from '@hotel/events/reservations/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { Aggregate } from '../pipeline/aggregate';

/** A profile as the register knows it: enough to match and to refuse duplicates. */
export interface GuestProfile {
  readonly id: string;
  readonly name: string;
  readonly surname: string | null;
  readonly keys: GuestKeys;
}

/**
 * The guest register of one property (`guests-{propertyId}`): its profiles, indexed by e-mail,
 * phone and passport keys. Folded in place like the ledger (a register grows with every
 * booking); the pipeline folds a stream's loads one after another and deciders only read.
 */
export interface GuestRegister {
  readonly guests: Map<string, GuestProfile>;
  readonly byEmail: Map<string, string>;
  readonly byPhone: Map<string, string>;
  readonly byPassport: Map<string, string>;
}

const unindex = (state: GuestRegister, id: string) => {
  const guest = state.guests.get(id);
  if (!guest) return;
  state.guests.delete(id);
  if (guest.keys.email && state.byEmail.get(guest.keys.email) === id)
    state.byEmail.delete(guest.keys.email);
  if (guest.keys.phone && state.byPhone.get(guest.keys.phone) === id)
    state.byPhone.delete(guest.keys.phone);
  if (guest.keys.passport && state.byPassport.get(guest.keys.passport) === id) {
    state.byPassport.delete(guest.keys.passport);
  }
};

const index = (state: GuestRegister, id: string, fields: GuestFields) => {
  unindex(state, id);
  const keys = keysOf(fields);
  state.guests.set(id, { id, name: fields.name, surname: fields.surname, keys });
  if (keys.email) state.byEmail.set(keys.email, id);
  if (keys.phone) state.byPhone.set(keys.phone, id);
  if (keys.passport) state.byPassport.set(keys.passport, id);
};

export const guestRegister: Aggregate<GuestRegister, GuestEvent> = {
  cached: true,
  initialState: () => ({
    guests: new Map(),
    byEmail: new Map(),
    byPhone: new Map(),
    byPassport: new Map(),
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'GuestRegistered':
      case 'GuestChanged':
        index(state, event.data.guestId, event.data);
        return state;
      case 'GuestsRemoved':
        for (const id of event.data.guestIds) unindex(state, id);
        return state;
      case 'GuestBooked':
        return state;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};

/** The profile a guest matches: by e-mail first, then phone, then passport number. */
export const matchGuest = (state: GuestRegister, keys: GuestKeys): string | null =>
  (keys.email && state.byEmail.get(keys.email)) ||
  (keys.phone && state.byPhone.get(keys.phone)) ||
  (keys.passport && state.byPassport.get(keys.passport)) ||
  null;

const fullName = (guest: GuestProfile) => [guest.name, guest.surname].filter(Boolean).join(' ');

/** No two profiles share an e-mail, a phone or a passport number (matching must be certain). */
const requireUnique = (state: GuestRegister, keys: GuestKeys, self: string | null) => {
  const clash = (
    map: Map<string, string>,
    key: string | null,
    rule: 'guest.emailTaken' | 'guest.phoneTaken' | 'guest.passportTaken',
    field: string,
  ) => {
    const id = key ? map.get(key) : undefined;
    if (id && id !== self) {
      throw new RuleBroken(rule, { guest: fullName(state.guests.get(id) as GuestProfile) }, field);
    }
  };
  clash(state.byEmail, keys.email, 'guest.emailTaken', 'email');
  clash(state.byPhone, keys.phone, 'guest.phoneTaken', 'phoneNumber');
  clash(state.byPassport, keys.passport, 'guest.passportTaken', 'passportNumber');
};

const fieldsOf = ({
  id: _id,
  ...fields
}: ChangeGuest | (CreateGuest & { id?: string })): GuestFields => fields;

export const createGuest = (
  command: CreateGuest,
  state: GuestRegister,
  context: { propertyId: string; guestId: string; now: string },
): GuestEvent[] => {
  const fields = fieldsOf(command);
  requireUnique(state, keysOf(fields), null);
  return [
    {
      type: 'GuestRegistered',
      data: {
        propertyId: context.propertyId,
        guestId: context.guestId,
        ...fields,
        origin: 'staff',
        createdAt: context.now,
      },
    },
  ];
};

export const changeGuest = (
  command: ChangeGuest,
  state: GuestRegister,
  context: { propertyId: string },
): GuestEvent[] => {
  if (!state.guests.has(command.id)) throw new NotFound('guest');
  const fields = fieldsOf(command);
  requireUnique(state, keysOf(fields), command.id);
  return [
    {
      type: 'GuestChanged',
      data: { propertyId: context.propertyId, guestId: command.id, ...fields },
    },
  ];
};

/** Deletes profiles (one, or the rows selected); an unknown id is not found. */
export const removeGuests = (
  command: RemoveGuests,
  state: GuestRegister,
  context: { propertyId: string },
): GuestEvent[] => {
  const ids = [...new Set(command.ids)];
  if (ids.some((id) => !state.guests.has(id))) throw new NotFound('guest');
  return [{ type: 'GuestsRemoved', data: { propertyId: context.propertyId, guestIds: ids } }];
};

/**
 * A booking's guest in the register: the profile it matches (e-mail, phone, passport) gets the
 * booking; with no match a new profile is made from the booking's guest. Never refuses: a
 * blacklisted match is only a warning, shown before saving.
 */
export const guestOfBooking = (
  guest: GuestClone & { passportNumber?: string | null },
  booking: { groupId: string; reservationIds: readonly string[] },
  state: GuestRegister,
  context: { propertyId: string; guestId: string; now: string },
): GuestEvent[] => {
  const matched = matchGuest(state, keysOf(guest));
  const guestId = matched ?? context.guestId;
  const registered: GuestEvent[] = matched
    ? []
    : [
        {
          type: 'GuestRegistered',
          data: {
            propertyId: context.propertyId,
            guestId,
            name: guest.name,
            surname: guest.surname,
            phoneNumber: guest.phoneNumber,
            email: guest.email,
            passportNumber: guest.passportNumber ?? null,
            nationality: guest.nationality,
            description: null,
            isBlacklist: false,
            blacklistReason: null,
            origin: 'booking',
            createdAt: context.now,
          },
        },
      ];
  return [
    ...registered,
    {
      type: 'GuestBooked',
      data: {
        propertyId: context.propertyId,
        guestId,
        groupId: booking.groupId,
        reservationIds: [...booking.reservationIds],
      },
    },
  ];
};
