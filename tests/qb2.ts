import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import { createLogger } from '@hotel/infra/logging';
import { ProjectionRunner } from '@hotel/projection-service/runtime/runner';
import { randomUUID } from 'node:crypto';
const N = Number(process.argv[2] ?? 200000);
const dir = '/tmp/qb/r' + Date.now();
const es = new SqliteEventStore({ path: dir + 'e.sqlite', synchronous: 'NORMAL' });
for (let i = 0; i < N; i += 1000) {
  await es.append(`rt-${i % 1000}`, Array.from({ length: 1000 }, (_, k) => ({ id: randomUUID(), type: 'RoomNightSold', data: { roomTypeId: `rt-${k % 20}`, date: `2026-01-${String((k % 28) + 1).padStart(2, '0')}`, amount: 100 }, metadata: { schemaVersion: 1 } })), 'any');
}
const rs = new EmbeddedReadStore({ path: dir + 'r.sqlite' });
const runner = new ProjectionRunner({ eventStore: es, readStore: rs, logger: createLogger('silent'), projection: { name: 'sales', version: 1, collections: ['sales'], readModels: ['sales'], handles: ['RoomNightSold'], apply: async (e, s) => { const d = e.data as { roomTypeId: string; date: string; amount: number }; await s.collection('sales').updateOne({ _id: `${d.roomTypeId}:${d.date}` }, { $inc: { amount: d.amount, nights: 1 } }, { upsert: true }); } } });
const head = (await es.headPosition())!;
const t0 = performance.now();
runner.start();
await runner.waitFor(head, 600000);
console.log('rebuild/s', Math.round(N / ((performance.now() - t0) / 1000)));
await runner.stop(); await es.close(); await rs.close();
