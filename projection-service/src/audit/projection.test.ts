import { describe, expect, it } from 'vitest';
import { givenEvents, projected } from '../runtime/given';
import { actorAt, AUDIT_ACTORS, type AuditActorDoc, auditProjection } from './projection';

const registered = projected(
  'AccountRegistered',
  {
    accountId: 'a-1',
    name: 'Сараа',
    position: 'Ресепшн',
    phoneNumber: '99001122',
    email: 'saraa@hotel.mn',
    passwordHash: '$argon2id$secret',
    isDefault: false,
    registeredAt: '2026-11-21T10:00:00.000Z',
  },
  { streamName: 'account-a-1', position: 5n },
);
const renamed = (name: string, position: bigint) =>
  projected(
    'AccountDetailsChanged',
    { accountId: 'a-1', name, position: 'Ахлах', phoneNumber: '99001122' },
    { streamName: 'account-a-1', position },
  );

describe('audit read model', () => {
  it('given an account registered and renamed, then it keeps each name from its event on', async () => {
    const store = await givenEvents(auditProjection, [
      registered,
      renamed('Сараа Батын', 9n),
      // Details changed without a new name: no new entry.
      renamed('Сараа Батын', 12n),
    ]);
    const [doc] = await store.collection<AuditActorDoc>(AUDIT_ACTORS).find({});
    expect(doc).toEqual({
      _id: 'a-1',
      names: [
        { from: '5', name: 'Сараа', email: 'saraa@hotel.mn' },
        { from: '9', name: 'Сараа Батын', email: 'saraa@hotel.mn' },
      ],
    });
    // Never the password hash.
    expect(JSON.stringify(doc)).not.toContain('argon2id');
    expect(actorAt(doc, 4n)).toBeNull();
    expect(actorAt(doc, 5n)).toEqual({ name: 'Сараа', email: 'saraa@hotel.mn' });
    expect(actorAt(doc, 8n)?.name).toBe('Сараа');
    expect(actorAt(doc, 9n)?.name).toBe('Сараа Батын');
    expect(actorAt(undefined, 9n)).toBeNull();
    await store.close();
  });

  it('keeps no copy of other events: history reads them from the event store', () => {
    expect(auditProjection.handles).toEqual(['AccountRegistered', 'AccountDetailsChanged']);
  });
});
