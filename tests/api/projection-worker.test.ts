import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { ProjectionWorkerHost } from '@hotel/projection-service/runtime/worker-host';
import { startTestApp } from '../support/app';
import { changedNotices, openLiveFeed } from '../support/live-feed';
import { ownerWithProperty } from '../support/property-client';

/**
 * The projections in a worker thread, as `npm start` runs them on the embedded stores
 * (PROJECTIONS_IN_WORKER, docs/platform.md): every write is read back at once through
 * read-your-writes, change notices still reach the UI, a worker that dies is started again,
 * and the read models it rebuilt match the ones built in this thread.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let standard = '';
let cash = '';
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

beforeAll(async () => {
  // The worker thread loads its code (through tsx) before it applies anything: on a loaded
  // machine that can pass the usual 2 s read-your-writes wait of the first reads.
  app = startTestApp({ projectionsInWorker: true, readYourWritesTimeoutMs: 15_000 });
  hotel = await ownerWithProperty(app);
  standard = (
    await hotel.post(
      '/room/types',
      {
        name: 'Стандарт',
        defaultPrice: 100000,
        occupancy: 2,
        names: ['101', '102', '103', '104', '105', '106', '107', '108', '109', '110'],
      },
      201,
    )
  ).body.id;
  const methods = await hotel.get('/payment/methods').expect(200);
  cash = (methods.body.data as { id: string; isDefault?: boolean }[]).find((m) => m.isDefault)!.id;
});

afterAll(async () => {
  await app.close();
});

const book = async (guest: string) =>
  (
    await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: today,
        checkOut: addDays(today, 2),
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name: guest },
      },
      201,
    )
  ).body.reservationIds[0] as string;

const detail = async (id: string) =>
  (await hotel.get(`/reservations/${id}`).expect(200)).body.reservation as Record<string, unknown>;

describe('projections in a worker thread', () => {
  it('runs them in the worker, and every write is read back at once', async () => {
    expect(app.host).toBeInstanceOf(ProjectionWorkerHost);
    for (let n = 0; n < 5; n += 1) {
      const id = await book(`Зочин ${n}`);
      expect(await detail(id)).toMatchObject({ amount: 200_000, paid: 0, balance: 200_000 });
      await hotel.post(
        '/payments',
        { id, incomeType: 'paid', pays: [{ paymentMethod: { id: cash }, amount: 50_000 }] },
        201,
      );
      expect(await detail(id)).toMatchObject({ paid: 50_000, balance: 150_000 });
    }
    const list = await hotel.get('/reservations?rowsPerPage=50').expect(200);
    expect(list.body.total).toBe(5);
    const incomes = await hotel.get('/incomes?rowsPerPage=50').expect(200);
    expect(incomes.body.total).toBe(5);
    const ready = await request(app.app).get('/readyz').expect(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(app.host.status().every((s) => s.state === 'running')).toBe(true);
  });

  it('tells open screens what changed', async () => {
    const feed = await openLiveFeed(app.app, hotel.owner.authorization, hotel.propertyId);
    try {
      const id = await book('Мэдэгдэл');
      expect(await feed.until(/event: changed\ndata: .*"reservations"/)).toBe(true);
      // Through the worker's reports too, the notice names the booking and its nights.
      expect(await feed.until(/"calendar":\{/)).toBe(true);
      const calendars = changedNotices(feed.text()).flatMap(({ changed }) =>
        changed?.calendar ? [changed.calendar] : [],
      );
      expect(calendars).toContainEqual({ ids: [id], from: today, to: addDays(today, 2) });
    } finally {
      await feed.close();
    }
  });

  it('stops and starts again, going on from the checkpoints', async () => {
    await app.host.stop();
    const id = await book('Зогсолтын үеэр');
    const head = await app.eventStore.headPosition();
    app.host.start();
    expect(await app.host.waitForPosition(head!, 30_000)).toBe(true);
    expect(await detail(id)).toMatchObject({ amount: 200_000 });
  });

  it('starts a worker that died again; its projections go on from their checkpoints', async () => {
    const host = app.host as ProjectionWorkerHost;
    const worker = (host as unknown as { worker: { terminate: () => Promise<number> } }).worker;
    await worker.terminate();
    expect(host.status().every((s) => s.state === 'retrying')).toBe(true);
    // Booked while no worker runs: read once the new one has caught up.
    const id = await book('Дахин');
    const position = BigInt(app.host.status()[0]?.position ?? 0);
    const head = await app.eventStore.headPosition();
    expect(head! > position).toBe(true);
    expect(await app.host.waitForPosition(head!, 30_000)).toBe(true);
    expect(app.host.status().every((s) => s.state === 'running')).toBe(true);
    expect(await detail(id)).toMatchObject({ amount: 200_000 });
    const list = await hotel.get('/reservations?rowsPerPage=50').expect(200);
    expect(list.body.total).toBe(8);
  });
});
