import { describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from './embedded';

describe('a replaceOne upsert', () => {
  it("inserts the filter's fields, then the replacement's: the replacement's values win", async () => {
    const store = new EmbeddedReadStore({ path: ':memory:' });
    try {
      const stays = store.collection('stays');
      // The replacement begins with the filter's fields: it is inserted as it is.
      await stays.replaceOne({ _id: 'a' }, { _id: 'a', propertyId: 'p1', n: 1 }, { upsert: true });
      // It does not: the filter's fields come first, as on MongoDB.
      await stays.replaceOne({ _id: 'b', propertyId: 'p1' }, { n: 2, propertyId: 'p1' } as never, {
        upsert: true,
      });
      await stays.replaceOne(
        { _id: 'c', status: 'in' },
        { _id: 'c', status: 'out' },
        { upsert: true },
      );
      const [a, b, c] = await stays.find({}, { sort: { _id: 1 } });
      expect(Object.keys(a!)).toEqual(['_id', 'propertyId', 'n']);
      expect(Object.keys(b!)).toEqual(['_id', 'propertyId', 'n']);
      expect(b).toEqual({ _id: 'b', propertyId: 'p1', n: 2 });
      expect(c).toEqual({ _id: 'c', status: 'out' });
    } finally {
      await store.close();
    }
  });
});
