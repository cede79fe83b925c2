import fc from 'fast-check';
import { v5 as uuidv5 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { deriveEventId, deriveId, isUuid, newId } from './ids';

const NAMESPACE = '6f1c2a7e-3b8d-4c55-9a0e-0d2f4b7c9e11';

describe('derived ids', () => {
  it('are the uuid package’s version-5 ids, bit for bit (stored events carry them)', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.string({ unit: 'grapheme' }), fc.nat(50), (command, stream, i) => {
        expect(deriveEventId(command, stream, i)).toBe(
          uuidv5(`${command}/${stream}/${i}`, NAMESPACE),
        );
        expect(deriveId(command, stream)).toBe(uuidv5(`${command}#${stream}`, NAMESPACE));
      }),
      { numRuns: 500 },
    );
    // One fixed value, so a change to the namespace or the derivation cannot go unnoticed.
    expect(deriveEventId('00000000-0000-4000-8000-000000000000', 'reservation-1', 0)).toBe(
      '8abaafcc-6d97-5a12-86ea-c15f269ff444',
    );
  });

  it('new ids are random version-4 UUIDs', () => {
    const id = newId();
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('4');
    expect(newId()).not.toBe(id);
  });
});
