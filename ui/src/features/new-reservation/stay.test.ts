import { describe, expect, it } from 'vitest';
import { NO_ERRORS, firstStepWithErrors, sortErrors } from './server-errors';
import {
  DEFAULT_HOTEL_TIMES,
  addHours,
  availabilityRequestOf,
  earliestCheckIn,
  nightStay,
  nightsOf,
  withArrivalTime,
  withCheckIn,
  withHours,
  withStayType,
} from './stay';

const hotel = { checkInTime: '15:00', checkOutTime: '11:00' };

describe('stay rules', () => {
  it('night: check-out the next day at the hotel times', () => {
    const day = withStayType(nightStay('2026-12-09', hotel), 'day', hotel, '09:40');
    expect(withStayType(day, 'night', hotel, '09:40')).toEqual({
      stayType: 'night',
      checkIn: '2026-12-09',
      checkOut: '2026-12-10',
      arrivalTime: '15:00',
      exitTime: '11:00',
      hours: null,
    });
    expect(nightStay('2026-12-31', DEFAULT_HOTEL_TIMES)).toMatchObject({
      checkOut: '2027-01-01',
      arrivalTime: '14:00',
      exitTime: '12:00',
    });
  });

  it('day: check-out is check-in, arrival now, exit 18:00', () => {
    const stay = { ...nightStay('2026-12-09', hotel), checkOut: '2026-12-12' };
    expect(withStayType(stay, 'day', hotel, '09:40')).toEqual({
      stayType: 'day',
      checkIn: '2026-12-09',
      checkOut: '2026-12-09',
      arrivalTime: '09:40',
      exitTime: '18:00',
      hours: null,
    });
  });

  it('time: hours cleared; once chosen the exit is the arrival plus the hours', () => {
    const time = withStayType(
      { ...nightStay('2026-12-09', hotel), hours: 4 },
      'time',
      hotel,
      '22:15',
    );
    expect(time).toMatchObject({ checkOut: '2026-12-09', exitTime: '18:00', hours: null });
    const three = withHours(time, 3);
    expect(three.exitTime).toBe('01:15');
    expect(withArrivalTime(three, '10:00').exitTime).toBe('13:00');
    expect(addHours('23:30', 24)).toBe('23:30');
  });

  it('a new check-in keeps the nights of a night stay; a day stay leaves the same day', () => {
    const stay = { ...nightStay('2026-12-09', hotel), checkOut: '2026-12-12' };
    expect(withCheckIn(stay, '2026-12-20')).toMatchObject({ checkOut: '2026-12-23' });
    expect(nightsOf(withCheckIn(stay, '2026-12-20'))).toBe(3);
    const day = withStayType(stay, 'day', hotel, '10:00');
    expect(withCheckIn(day, '2026-12-20')).toMatchObject({ checkOut: '2026-12-20' });
  });

  it('the earliest check-in is the working date minus one day', () => {
    expect(earliestCheckIn('2026-03-01')).toBe('2026-02-28');
  });

  it('asks for availability without a partner on time stays', () => {
    const general = {
      ...withHours(withStayType(nightStay('2026-12-09', hotel), 'time', hotel, '10:00'), 2),
      sourceId: 's-1',
      partnerId: 'p-1',
    };
    expect(availabilityRequestOf(general)).toEqual({
      stayType: 'time',
      checkIn: '2026-12-09',
      checkOut: '2026-12-09',
      arrivalTime: '10:00',
      exitTime: '12:00',
      resTime: 2,
      adults: null,
      partner: null,
    });
  });
});

describe('server errors', () => {
  it('sorts the messages by step and goes back to the first', () => {
    const sorted = sortErrors({
      'guest.name': ['Нэр'],
      'roomTypes.1.quantity': ['Тоо'],
      roomTypes: ['Өрөө'],
      checkOut: ['Огноо'],
      other: ['Бусад'],
    });
    expect(sorted).toEqual({
      general: { checkOut: ['Огноо'] },
      lines: { 1: { quantity: ['Тоо'] } },
      rooms: ['Өрөө'],
      guest: { 'guest.name': ['Нэр'] },
      other: ['Бусад'],
    });
    expect(firstStepWithErrors(sorted)).toBe('general');
    expect(firstStepWithErrors({ ...NO_ERRORS, guest: { notes: ['x'] } })).toBe('guest');
    expect(firstStepWithErrors(NO_ERRORS)).toBeNull();
  });
});
