import { describe, expect, it } from 'vitest';
import { keepsPending, type WalkInFacts } from './walk-in';

const walkIn: WalkInFacts = {
  sourceIsDefault: true,
  serviceName: null,
  checkIn: '2026-11-26',
  workingDate: '2026-11-26',
  roomChosen: true,
};

describe('the default-source rule (operations spec §4)', () => {
  it('keeps a default-source booking for the working date with a room pending', () => {
    expect(keepsPending(walkIn)).toBe(true);
  });

  it('leaves the asked status when any one condition is missing', () => {
    expect(keepsPending({ ...walkIn, sourceIsDefault: false })).toBe(false);
    expect(keepsPending({ ...walkIn, serviceName: 'ihotel' })).toBe(false);
    expect(keepsPending({ ...walkIn, checkIn: '2026-11-27' })).toBe(false);
    expect(keepsPending({ ...walkIn, roomChosen: false })).toBe(false);
  });
});
