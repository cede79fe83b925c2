import { describe, expect, it } from 'vitest';
import { createGuestSchema } from '@hotel/events/guests/commands';
import type { GuestEvent } from '@hotel/events/guests/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import { createGuest, guestOfBooking, guestRegister, removeGuests } from './decider';

/** Given/when/then: the guest register, matching and the blacklist (docs/front-office.md). */

const P = 'p-1';
const NOW = '2026-11-21T05:00:00.000Z';

const registered = (guestId: string, fields: Record<string, unknown>): GuestEvent => ({
  type: 'GuestRegistered',
  data: {
    propertyId: P,
    guestId,
    ...createGuestSchema.parse({ name: 'Бат', ...fields }),
    origin: 'staff',
    createdAt: NOW,
  },
});

const given = (...events: GuestEvent[]) =>
  events.reduce((state, event) => guestRegister.evolve(state, event), guestRegister.initialState());

const bookingGuest = (fields: Partial<{ email: string; phoneNumber: string }>) => ({
  name: 'Anna',
  surname: null,
  nationality: 'Монгол',
  phoneNumber: fields.phoneNumber ?? null,
  email: fields.email ?? null,
});

const booking = { groupId: 'g-1', reservationIds: ['r-1', 'r-2'] };
const ctx = { propertyId: P, guestId: 'new-guest', now: NOW };

describe('matching a booking’s guest', () => {
  const state = given(
    registered('g-mail', { email: 'Anna@Example.com' }),
    registered('g-phone', {
      phoneNumber: '+976 9911-2233',
      isBlacklist: true,
      blacklistReason: 'Төлбөр төлөөгүй',
    }),
    registered('g-pass', { passportNumber: 'ab 123456' }),
  );

  it('matches by e-mail in any case, and records the booking on that profile', () => {
    expect(
      guestOfBooking(bookingGuest({ email: 'anna@example.COM' }), booking, state, ctx),
    ).toEqual([{ type: 'GuestBooked', data: { propertyId: P, guestId: 'g-mail', ...booking } }]);
  });

  it('matches by phone digits (+976 and separators aside), blacklisted or not', () => {
    const events = guestOfBooking(bookingGuest({ phoneNumber: '99112233' }), booking, state, ctx);
    expect(events).toEqual([
      { type: 'GuestBooked', data: { propertyId: P, guestId: 'g-phone', ...booking } },
    ]);
  });

  it('matches by passport number, spaces and case aside', () => {
    expect(
      guestOfBooking({ ...bookingGuest({}), passportNumber: 'AB123456' }, booking, state, ctx)[0],
    ).toMatchObject({ data: { guestId: 'g-pass' } });
  });

  it('registers a new profile from the booking when nothing matches', () => {
    const events = guestOfBooking(bookingGuest({ email: 'new@example.com' }), booking, state, ctx);
    expect(events.map((e) => e.type)).toEqual(['GuestRegistered', 'GuestBooked']);
    expect(events[0]).toMatchObject({
      data: {
        guestId: 'new-guest',
        origin: 'booking',
        email: 'new@example.com',
        isBlacklist: false,
      },
    });
  });
});

describe('staff’s register', () => {
  const state = given(registered('g-1', { email: 'bat@example.com', phoneNumber: '99112233' }));

  it('refuses a second profile with the same e-mail or phone, under that field', () => {
    const when = (fields: Record<string, unknown>) => () =>
      createGuest(createGuestSchema.parse({ name: 'Дорж', ...fields }), state, ctx);
    expect(when({ email: 'BAT@example.com' })).toThrow(
      expect.objectContaining({
        rule: 'guest.emailTaken',
        field: 'email',
        params: { guest: 'Бат' },
      }),
    );
    expect(when({ phoneNumber: '+976 9911 2233' })).toThrow(
      expect.objectContaining({ rule: 'guest.phoneTaken', field: 'phoneNumber' }),
    );
    expect(when({ email: 'dorj@example.com' })()).toHaveLength(1);
  });

  it('a blacklisted guest needs the reason; a guest not blacklisted keeps none', () => {
    expect(createGuestSchema.safeParse({ name: 'Дорж', isBlacklist: true }).success).toBe(false);
    expect(
      createGuestSchema.parse({ name: 'Дорж', blacklistReason: 'x' }).blacklistReason,
    ).toBeNull();
  });

  it('deletes several profiles at once; an unknown one is not found', () => {
    expect(removeGuests({ ids: ['g-1', 'g-1'] }, state, ctx)).toEqual([
      { type: 'GuestsRemoved', data: { propertyId: P, guestIds: ['g-1'] } },
    ]);
    expect(() => removeGuests({ ids: ['g-1', 'nope'] }, state, ctx)).toThrow(NotFound);
    // After deletion the e-mail is free again.
    const after = given(registered('g-1', { email: 'bat@example.com' }), {
      type: 'GuestsRemoved',
      data: { propertyId: P, guestIds: ['g-1'] },
    });
    expect(() =>
      createGuest(createGuestSchema.parse({ name: 'Бат', email: 'bat@example.com' }), after, ctx),
    ).not.toThrow(RuleBroken);
  });
});
