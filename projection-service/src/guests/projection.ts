import type { GuestEvent, GuestFields } from '@hotel/events/guests/events';
import { keysOf } from '@hotel/events/guests/rules';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const GUESTS = 'guests';

/** A guest profile as the register page shows it, with its match keys and resCount. */
export interface GuestDoc extends Document, GuestFields {
  propertyId: string;
  origin: 'staff' | 'booking';
  createdAt: string;
  /** Reservations booked for this guest. */
  resCount: number;
  emailKey: string | null;
  phoneKey: string | null;
  passportKey: string | null;
  /** Lower-case name, surname, phone, e-mail and passport, for the search. */
  searchText: string;
}

const derived = (fields: GuestFields) => {
  const keys = keysOf(fields);
  return {
    emailKey: keys.email,
    phoneKey: keys.phone,
    passportKey: keys.passport,
    searchText: [
      fields.name,
      fields.surname,
      fields.phoneNumber,
      fields.email,
      fields.passportNumber,
    ]
      .filter(Boolean)
      .join(' ')
      .toLowerCase(),
  };
};

const fieldsOf = (data: GuestFields): GuestFields => ({
  name: data.name,
  surname: data.surname,
  phoneNumber: data.phoneNumber,
  email: data.email,
  passportNumber: data.passportNumber,
  nationality: data.nationality,
  description: data.description,
  isBlacklist: data.isBlacklist,
  blacklistReason: data.blacklistReason,
});

/** The guest register of every property (read model `guests`). */
export const guestsProjection: Projection = {
  name: 'guests',
  version: 1,
  collections: [GUESTS],
  readModels: ['guests'],
  handles: ['GuestRegistered', 'GuestChanged', 'GuestsRemoved', 'GuestBooked'],
  setup: async (store) => {
    await store.collection(GUESTS).createIndex({ propertyId: 1, createdAt: -1 });
    await store.collection(GUESTS).createIndex({ propertyId: 1, searchText: 'text' });
    // The list's blacklist filter: answered by the file's indexes.
    await store.collection(GUESTS).createIndex({ propertyId: 1, isBlacklist: 1 });
  },
  apply: async (event, session) => {
    const guests = session.collection<GuestDoc>(GUESTS);
    const typed = { type: event.type, data: event.data } as GuestEvent;
    switch (typed.type) {
      case 'GuestRegistered': {
        const fields = fieldsOf(typed.data);
        await guests.replaceOne(
          { _id: typed.data.guestId },
          {
            _id: typed.data.guestId,
            propertyId: typed.data.propertyId,
            ...fields,
            ...derived(fields),
            origin: typed.data.origin,
            createdAt: typed.data.createdAt,
            resCount: 0,
          },
          { upsert: true },
        );
        return;
      }
      case 'GuestChanged': {
        const fields = fieldsOf(typed.data);
        await guests.updateOne(
          { _id: typed.data.guestId },
          { $set: { ...fields, ...derived(fields) } },
        );
        return;
      }
      case 'GuestsRemoved':
        await guests.deleteMany({ _id: { $in: typed.data.guestIds } });
        return;
      case 'GuestBooked':
        await guests.updateOne(
          { _id: typed.data.guestId },
          { $inc: { resCount: typed.data.reservationIds.length } },
        );
        return;
      default: {
        const unexpected: never = typed;
        return unexpected;
      }
    }
  },
};
