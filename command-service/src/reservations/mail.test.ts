import { describe, expect, it } from 'vitest';
import { hotelNameOf } from './mail';
import type { BookingWorld } from './world';

const worldWith = (profileName: string | null): BookingWorld =>
  ({
    propertyName: 'Хаан Буудал',
    profile: { info: profileName === null ? null : { name: profileName } },
  }) as unknown as BookingWorld;

describe('the hotel name a guest reads', () => {
  it('is the registered name until the profile is saved', () => {
    expect(hotelNameOf(worldWith(null))).toBe('Хаан Буудал');
    expect(hotelNameOf(worldWith('  '))).toBe('Хаан Буудал');
  });

  it('is the profile’s name once it is saved', () => {
    expect(hotelNameOf(worldWith('Khan Palace Hotel'))).toBe('Khan Palace Hotel');
  });
});
