import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { openFolderBlobStores } from '@hotel/infra/blob-store/folder';
import { createLogger } from '@hotel/infra/logging';
import { DEMO_LOGIN, DEMO_PROPERTY_ID, seedDemo } from '../../scripts/demo-seed';
import { HISTORY_DAYS } from '../../scripts/demo/plan';
import { registerAndLogin } from '../support/accounts';
import { startTestApp } from '../support/app';

/**
 * The demo hotel `npm start` seeds into an empty store (scripts/demo/, docs/demo.md), checked
 * the way its users meet it: through the query side (read models), logged in as its owner
 * and its two staff members.
 */

type TestApp = ReturnType<typeof startTestApp>;
let app: TestApp;
let seeded: Awaited<ReturnType<typeof seedDemo>>;
let owner = '';
let position = '0';
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

const seedInto = (target: TestApp) =>
  seedDemo({
    eventStore: target.eventStore,
    logger: createLogger('silent'),
    publicUrl: 'http://hotel.test',
    blobStore: openFolderBlobStores(target.dataDir).blobs,
    quiet: true,
  });

const login = async (email: string, password: string) => {
  const answer = await request(app.app).post('/api/login').send({ email, password }).expect(200);
  return `Bearer ${answer.body.accessToken as string}`;
};

/** A query in the demo property, read after the whole seed (X-Min-Position). */
const get = (path: string, authorization = owner) =>
  request(app.app)
    .get(`/api${path}`)
    .set('Authorization', authorization)
    .set('X-Slug', DEMO_PROPERTY_ID)
    .set('X-Language', 'en')
    .set('X-Min-Position', position);

interface ListRow {
  number: number;
  status: string;
  checkIn: string;
  checkOut: string;
  balance: number;
  roomClone: { name: string } | null;
  partnerClone: { name: string } | null;
  items: unknown[];
  userClone: { name: string | null };
}

const list = async (statuses: string): Promise<{ data: ListRow[]; total: number }> =>
  (await get(`/reservations?statuses=${statuses}&rowsPerPage=0`).expect(200)).body;

beforeAll(async () => {
  app = startTestApp({ readYourWritesTimeoutMs: 60_000 });
  seeded = await seedInto(app);
  position = String(await app.eventStore.headPosition());
  owner = await login(DEMO_LOGIN.email, DEMO_LOGIN.password);
}, 180_000);

afterAll(async () => {
  await app.close();
});

describe('the demo hotel seeded into an empty store', () => {
  it('lives three weeks up to today, through the real commands', () => {
    expect(seeded).toMatchObject({
      outcome: 'seeded',
      propertyId: DEMO_PROPERTY_ID,
      firstDay: addDays(today, -HISTORY_DAYS),
      today,
    });
    expect(seeded.reservations).toBeGreaterThan(250);
    expect(seeded.commands).toBeGreaterThan(1000);
  });

  it('opens on a working dashboard: arrivals, departures and guests in the house today', async () => {
    const dashboard = (await get('/dashboard?tab=todayCheckin').expect(200)).body;
    expect(dashboard).toMatchObject({
      workingDate: today,
      hasNightAudit: false,
      rooms: { total: 30, outOfOrder: 1, forSale: 29 },
    });
    expect(dashboard.todayCheckin).toBeGreaterThanOrEqual(3);
    expect(dashboard.todayCheckout).toBeGreaterThanOrEqual(2);
    expect(dashboard.tomorrowCheckin).toBeGreaterThanOrEqual(1);
    expect(dashboard.todayStaying.count).toBeGreaterThanOrEqual(10);
    expect(dashboard.todayStaying.occupancy).toBeGreaterThan(30);
    // Bookings of today are a day's worth, not the whole book.
    expect(dashboard.todayBooking).toBeGreaterThan(0);
    expect(dashboard.todayBooking).toBeLessThan(40);
    const arrivals = (dashboard.reservations as ListRow[]).map((r) => r.status);
    // Some of today's arrivals are in, some are still to come.
    expect(arrivals).toContain('checked-in');
    expect(arrivals.some((s) => s === 'pending' || s === 'confirmed')).toBe(true);
    const departures = (await get('/dashboard?tab=todayCheckout').expect(200)).body
      .reservations as ListRow[];
    expect(departures.map((r) => r.status)).toEqual(
      expect.arrayContaining(['checked-in', 'checked-out']),
    );
  });

  it('has reservations in every status, each where a hotel would have it', async () => {
    const [pending, confirmed, inHouse, out, canceled, noShow] = [
      await list('pending'),
      await list('confirmed'),
      await list('checked-in'),
      await list('checked-out'),
      await list('canceled'),
      await list('no-show'),
    ];
    for (const status of [pending, confirmed, inHouse, out, canceled, noShow]) {
      expect(status.total).toBeGreaterThan(0);
    }
    // Nothing awaits arrival in the past: every earlier arrival came, cancelled or was a no-show.
    for (const r of [...pending.data, ...confirmed.data]) expect(r.checkIn >= today).toBe(true);
    for (const r of inHouse.data) {
      expect(r.checkIn <= today && r.checkOut >= today).toBe(true);
      expect(r.roomClone).not.toBeNull();
    }
    // Checked-out stays are paid (a partner's by a receivable): nothing owed.
    expect(out.total).toBeGreaterThan(100);
    for (const r of out.data) {
      expect(r.checkOut <= today).toBe(true);
      expect(r.balance).toBeLessThanOrEqual(0);
    }
    for (const r of noShow.data) expect(r.checkIn < today).toBe(true);
    expect(out.data.some((r) => r.partnerClone !== null)).toBe(true);
    expect(out.data.some((r) => r.items.length > 0)).toBe(true);
    // The front desk clerk took them.
    expect(new Set(out.data.map((r) => r.userClone.name))).toEqual(new Set(['Батсүхийн Номин']));
    // Far-off bookings wait for a room.
    expect(confirmed.data.concat(pending.data).some((r) => r.roomClone === null)).toBe(true);
  });

  it('fills the calendar around today, with a room out of order', async () => {
    const calendar = (
      await get(`/calendar?from=${addDays(today, -7)}&to=${addDays(today, 7)}`).expect(200)
    ).body;
    expect(calendar.workingDate).toBe(today);
    const types = calendar.roomTypes as { name: string; rooms: { status: string }[] }[];
    expect(types).toHaveLength(4);
    expect(types.flatMap((t) => t.rooms)).toHaveLength(30);
    // The housekeeper has made up some rooms, others are still to do.
    const statuses = types.flatMap((t) => t.rooms.map((r) => r.status));
    expect(statuses).toEqual(expect.arrayContaining(['clean', 'dirty']));
    expect(calendar.blocks).toHaveLength(1);
    expect(calendar.stays.rows.length).toBeGreaterThan(60);
    expect(calendar.stays.statuses).toEqual(
      expect.arrayContaining(['checked-in', 'checked-out', 'confirmed']),
    );
  });

  it('has the money: deposits, settled bills, cancellation fees and the partner’s receivables', async () => {
    const total = async (query: string) =>
      (await get(`/incomes?${query}&rowsPerPage=1`).expect(200)).body.total as number;
    expect(await total('incomeTypes=prepaid')).toBeGreaterThan(10);
    expect(await total('incomeTypes=paid')).toBeGreaterThan(100);
    expect(await total('incomeTypes=cancellation')).toBeGreaterThan(0);
    // Last week's group: billed to the company, one bill paid since, the others still owed.
    expect(await total('incomeTypes=receivable&isPaid=false')).toBeGreaterThanOrEqual(2);
    expect(await total('incomeTypes=receivable&isPaid=true')).toBeGreaterThanOrEqual(1);
  });

  it('closed every past day with the night audit, so the reports have its history', async () => {
    const report = (
      await get(
        `/report/sales?from=${addDays(today, -HISTORY_DAYS)}&to=${addDays(today, -1)}`,
      ).expect(200)
    ).body as {
      days: { date: string; closed: boolean; roomsSold: number; roomRevenue: number }[];
      sales: { services: { now: number } };
      roomSales: { occupancy: { now: number } };
    };
    expect(report.days).toHaveLength(HISTORY_DAYS);
    expect(report.days.every((d) => d.closed)).toBe(true);
    expect(report.days.filter((d) => d.roomsSold > 0).length).toBeGreaterThan(HISTORY_DAYS - 2);
    expect(report.sales.services.now).toBeGreaterThan(0);
    expect(report.roomSales.occupancy.now).toBeGreaterThan(30);
  });

  it('is furnished: room types and settings lists with English names, rate plans with a season of rates, policies, a partner', async () => {
    const types = (await get('/room/types').expect(200)).body.data as { nameEn: string | null }[];
    expect(types.map((t) => t.nameEn).sort()).toEqual([
      'Deluxe Double',
      'Executive Suite',
      'Family Room',
      'Standard Twin',
    ]);
    const plans = (await get('/rate/plans').expect(200)).body.data as { id: string }[];
    expect(plans).toHaveLength(8);
    const rates = (
      await get(`/rate/plans/${plans[0]!.id}/rates?from=${today}&to=${addDays(today, 60)}`).expect(
        200,
      )
    ).body;
    expect(JSON.stringify(rates)).toMatch(/\d{6}/);
    // The settings lists and roles are named in English too (the defaults from registration).
    const englishNames = async (path: string) =>
      ((await get(path).expect(200)).body.data as { name: string; nameEn?: string | null }[])
        .map((item) => item.nameEn ?? null)
        .filter((name) => name !== null)
        .sort();
    expect(await englishNames('/sources')).toEqual(['Direct', 'Phone', 'Website']);
    expect(await englishNames('/payment/methods')).toEqual(['Bank transfer', 'Card', 'Cash']);
    expect(await englishNames('/service/categories')).toEqual(['General', 'Restaurant']);
    expect(await englishNames('/roles')).toEqual(['Front desk', 'Housekeeping', 'Manager']);
    const partners = (await get('/partners').expect(200)).body.data as { name: string }[];
    expect(partners.map((p) => p.name)).toContain('Хангай Майнинг ХХК');
    expect((await get('/children/policies').expect(200)).body.data).toHaveLength(2);
    expect((await get('/extrabed/policies').expect(200)).body.data).toHaveLength(2);
    const cancellation = (await get('/cancellation/policies').expect(200)).body;
    expect(JSON.stringify(cancellation)).toContain('"isFree":false');
  });

  it('opens its online booking page, with a description in mn and en and a bank account', async () => {
    const page = (language: string) =>
      request(app.app)
        .get(`/api/online/book/${DEMO_PROPERTY_ID}`)
        .set('X-Language', language)
        .set('X-Min-Position', position)
        .expect(200);
    const mn = (await page('mn')).body;
    const en = (await page('en')).body;
    expect(mn.property.description).toMatch(/Туул голын/);
    expect(en.property.description).toMatch(/Tuul river/);
    expect((mn.roomTypes as unknown[]).length).toBe(4);
    expect(mn.banks).toEqual([
      expect.objectContaining({ accountName: 'Туул Ривер ХХК', number: '5012345678' }),
    ]);
    const banks = (await get('/hotel/banks').expect(200)).body.data as { isDefault: boolean }[];
    expect(banks).toHaveLength(1);
    expect(banks[0]?.isDefault).toBe(true);
  });

  it('has the paperwork: an invoice to the partner, a refunded deposit, a VAT receipt', async () => {
    const invoices = (await get('/invoices').expect(200)).body as {
      total: number;
      data: { customerName?: string }[];
    };
    expect(invoices.total).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(invoices.data)).toContain('Хангай Майнинг ХХК');
    const refunds = (await get('/incomes?incomeTypes=refund&rowsPerPage=0').expect(200)).body
      .data as { amount: number }[];
    expect(refunds.length).toBeGreaterThanOrEqual(1);
    for (const refund of refunds) expect(refund.amount).toBeLessThan(0);
    const issued = (await app.eventStore.readAll({ maxCount: 1_000_000 })).filter(
      (event) => event.type === 'VatReceiptIssued',
    );
    expect(issued).toHaveLength(1);
    const { receiptId, groupId } = issued[0]!.data as { receiptId: string; groupId: string };
    await get(`/vat-receipts/${receiptId}`).expect(200);
    const printed = (await get(`/vat-receipts/groups/${groupId}`).expect(200)).body;
    expect(printed.receipt).not.toBeNull();
  });

  it('has an online request waiting for the front desk', async () => {
    const waiting = (await get('/reservation/requests?statuses=pending').expect(200)).body as {
      total: number;
      data: { checkIn: string }[];
    };
    expect(waiting.total).toBe(1);
    expect(waiting.data[0]!.checkIn > today).toBe(true);
  });

  it('has two staff members who may do their own work only', async () => {
    const [, frontDesk, housekeeping] = seeded.logins;
    const clerk = await login(frontDesk!.email, frontDesk!.password);
    await get('/reservations?rowsPerPage=1', clerk).expect(200);
    await request(app.app)
      .post('/api/room/types')
      .set('Authorization', clerk)
      .set('X-Slug', DEMO_PROPERTY_ID)
      .send({ name: 'Шинэ', defaultPrice: 100_000 })
      .expect(403);
    const maid = await login(housekeeping!.email, housekeeping!.password);
    await get('/housekeeping', maid).expect(200);
    await get('/incomes', maid).expect(403);
    await request(app.app)
      .post('/api/reservations/status')
      .set('Authorization', maid)
      .set('X-Slug', DEMO_PROPERTY_ID)
      .send({ id: '00000000-0000-4000-8000-000000000000', status: 'checked-in' })
      .expect(403);
  });

  it('is seeded once: a second start adds nothing', async () => {
    // (The logins above recorded their sessions.)
    const before = await app.eventStore.headPosition();
    const again = await seedInto(app);
    expect(again.outcome).toBe('present');
    expect(await app.eventStore.headPosition()).toBe(before);
  });
});

describe('a seed cut short', () => {
  it('is finished by the next start, as if it had never stopped', async () => {
    const other = startTestApp();
    try {
      // The store goes away after 300 appends (a crash, a full disk).
      let appends = 0;
      const failing = new Proxy(other.eventStore, {
        get(target, property) {
          if (property === 'appendMulti') {
            return (...args: Parameters<typeof target.appendMulti>) => {
              appends += 1;
              if (appends > 300) return Promise.reject(new Error('the disk is full'));
              return target.appendMulti(...args);
            };
          }
          const value = Reflect.get(target, property, target) as unknown;
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      await expect(
        seedDemo({
          eventStore: failing,
          logger: createLogger('silent'),
          publicUrl: 'http://hotel.test',
          blobStore: openFolderBlobStores(other.dataDir).blobs,
          quiet: true,
        }),
      ).rejects.toThrow();
      const resumed = await seedInto(other);
      expect(resumed).toMatchObject({
        outcome: 'seeded',
        firstDay: seeded.firstDay,
        reservations: seeded.reservations,
      });
      expect((await seedInto(other)).outcome).toBe('present');
    } finally {
      await other.close();
    }
  }, 180_000);
});

describe('a store that holds other data', () => {
  it('gets no demo', async () => {
    const other = startTestApp();
    try {
      await registerAndLogin(other.app);
      const before = await other.eventStore.headPosition();
      expect((await seedInto(other)).outcome).toBe('skipped');
      expect(await other.eventStore.headPosition()).toBe(before);
    } finally {
      await other.close();
    }
  });
});
