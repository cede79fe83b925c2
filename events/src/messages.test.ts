import { describe, expect, it } from 'vitest';
import { translate } from './messages';

describe('server messages', () => {
  it('quote a named thing by its name in the reader’s language, and fill the other values', () => {
    const params = { roomType: { name: 'Стандарт', nameEn: 'Standard' }, date: '2026-12-01' };
    expect(translate('reservation.notAvailable', 'en', params)).toBe(
      'No Standard room is free on 2026-12-01.',
    );
    expect(translate('reservation.notAvailable', 'mn', params)).toBe(
      'Стандарт өрөөний төрөлд 2026-12-01-нд сул өрөө үлдээгүй байна.',
    );
    // Without an English name, the name is quoted as it is.
    expect(
      translate('reservation.notAvailable', 'en', {
        roomType: { name: 'Люкс', nameEn: null },
        date: '2026-12-01',
      }),
    ).toBe('No Люкс room is free on 2026-12-01.');
  });
});
