import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNightAuditScheduler } from '@hotel/command-service/night-audit/scheduler';
import { createCommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { streams } from '@hotel/events/streams';
import { createLogger } from '@hotel/infra/logging';
import { startTestApp } from '../support/app';
import { otherProperty, ownerWithProperty, standardRooms } from '../support/property-client';

/**
 * The night audit over HTTP (docs/night-audit.md): the check page's lists, one audit per date
 * under 50 concurrent presses from two command instances, no-shows chosen by the desk, the
 * working date rolled, payments audited and locked, bad input and other properties' ids, and
 * the automatic run once per date.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let standard = '';
let rooms: { id: string; name: string }[] = [];
let cash = '';
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

const book = async (
  client: typeof hotel,
  nights: number,
  roomId: string | null,
  roomType = standard,
) =>
  (
    await client.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: today,
        checkOut: addDays(today, nights),
        roomId,
        roomTypes: [{ roomTypeId: roomType, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Бат', surname: 'Дорж', phoneNumber: '99112233' },
      },
      201,
    )
  ).body.reservationIds[0] as string;

const detail = async (id: string) =>
  (await hotel.get(`/reservations/${id}`).expect(200)).body.reservation;

const pays = (...lines: [string, number][]) =>
  lines.map(([id, amount]) => ({ paymentMethod: { id }, amount }));

let arriving = '';
let noShow = '';
let inHouse = '';
let leaving = '';

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await otherProperty(app);
  ({ standard, rooms } = await standardRooms(hotel, ['101', '102', '103', '104']));
  const methods = (await hotel.get('/payment/methods').expect(200)).body.data as {
    id: string;
    isDefault: boolean;
  }[];
  cash = methods.find((m) => m.isDefault)!.id;

  arriving = await book(hotel, 2, rooms[0]!.id);
  noShow = await book(hotel, 2, rooms[1]!.id);
  inHouse = await book(hotel, 3, rooms[2]!.id);
  leaving = await book(hotel, 1, rooms[3]!.id);
  for (const id of [inHouse, leaving]) {
    await hotel.post('/reservations/status', { id, status: 'checked-in' }, 200);
  }
  await hotel.post('/payments', { id: inHouse, pays: pays([cash, 100_000]) }, 201);
  await hotel.post('/payments', { id: leaving, pays: pays([cash, 100_000]) }, 201);
  await hotel.post('/reservations/status', { id: leaving, status: 'checked-out' }, 200);
});

afterAll(async () => {
  await app.close();
});

describe('the night audit', () => {
  it('lists what still needs the desk, with the occupancy the audit freezes', async () => {
    const check = (await hotel.get('/night-audit/check').expect(200)).body;
    expect(check.workingDate).toBe(today);
    expect(check.arrivals.map((a: { id: string }) => a.id).sort()).toEqual(
      [arriving, noShow].sort(),
    );
    expect(check.departures).toEqual([]);
    expect(check.balanceDue.map((a: { id: string }) => a.id)).toEqual([inHouse]);
    expect(check.roomDetails).toMatchObject({
      roomsTotal: 4,
      outOfOrder: 0,
      // What the audit will freeze (docs/report.md): rooms whose guests came — the guest in
      // house and the guest who checked in and out today (the night was sold and paid for).
      // The two pending arrivals are not rooms sold once the date is audited (issue 31: they
      // counted 4 rooms, 8 guests before).
      occupiedRooms: { total: 2, percent: 50, totalGuests: 4 },
      availableRooms: { total: 2, percent: 50 },
    });
  });

  it('refuses bad input, other dates and other properties’ reservations', async () => {
    const bad = await hotel.post(
      '/night-audit/perform',
      { date: '2026-02-30', noShows: ['x'] },
      422,
    );
    expect(Object.keys(bad.body.errors).sort()).toEqual(['date', 'noShows.0']);
    const future = await hotel.post('/night-audit/perform', { date: addDays(today, 1) }, 400);
    expect(future.body.detail).toContain(today);
    const foreign = await book(
      other,
      1,
      null,
      (
        await other.post(
          '/room/types',
          { name: 'Люкс', defaultPrice: 50000, occupancy: 2, names: ['1'] },
          201,
        )
      ).body.id,
    );
    await hotel.post('/night-audit/perform', { date: today, noShows: [foreign] }, 404);
    const notArrival = await hotel.post(
      '/night-audit/perform',
      { date: today, noShows: [inHouse] },
      400,
    );
    expect(notArrival.body.detail).toContain('no-show');
    await request(app.app)
      .get('/api/night-audit/check')
      .set('Authorization', other.owner.authorization)
      .set('X-Slug', hotel.propertyId)
      .expect(404);
    // Nothing was performed by any of these.
    expect((await hotel.get('/today').expect(200)).body.date).toBe(today);
  });

  it('runs once for 50 concurrent presses from two instances: one audit, one roll', async () => {
    const second = app.secondCommandInstance();
    const presses = Array.from({ length: 50 }, (_, n) =>
      request(n % 2 === 0 ? app.app : second)
        .post('/api/night-audit/perform')
        .set('Authorization', hotel.owner.authorization)
        .set('X-Slug', hotel.propertyId)
        .set('X-Language', 'en')
        .send({ date: today, noShows: [noShow] }),
    );
    const answers = await Promise.all(presses);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const performed = answers.filter((a) => a.body.alreadyDone === false);
    expect(performed).toHaveLength(1);
    expect(answers.filter((a) => a.body.alreadyDone === true)).toHaveLength(49);
    for (const answer of answers) expect(answer.body.workingDate).toBe(addDays(today, 1));

    const events = await app.eventStore.readStream(streams.property(hotel.propertyId));
    const audits = events.filter((e) => e.type === 'NightAuditPerformed');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.data).toMatchObject({
      date: today,
      nextDate: addDays(today, 1),
      noShows: [noShow],
      leftPending: [arriving],
      automatic: false,
      figures: {
        roomsTotal: 4,
        roomsAvailable: 4,
        // The guest in house and the same-day stay; neither the no-show nor the arrival left
        // pending sold a room (issue 31: the arrival left pending counted before, 3 rooms).
        roomsSold: 2,
        guests: 4,
        roomRevenue: 200_000,
        roomRevenueByRoomType: { [standard]: 200_000 },
      },
    });

    await hotel.get('/reservations').expect(200); // read after the audit's position
    const position = performed[0]!.body.position as string;
    const after = await request(app.app)
      .get('/api/today')
      .set('Authorization', hotel.owner.authorization)
      .set('X-Slug', hotel.propertyId)
      .set('X-Min-Position', position)
      .expect(200);
    expect(after.body.date).toBe(addDays(today, 1));
    expect((await detail(noShow)).status).toBe('no-show');
    // Its history names the night audit, performed by the owner, as who marked it.
    const history = (await hotel.get(`/reservations/${noShow}/history`).expect(200)).body;
    expect(history.entries.at(-1)).toMatchObject({
      type: 'ReservationStatusChanged',
      commandType: 'PerformNightAudit',
      actor: { kind: 'nightAudit', user: { email: 'bat@hotel.mn' } },
      changes: expect.arrayContaining([
        expect.objectContaining({ field: 'status', before: 'pending', after: 'no-show' }),
      ]),
    });
    expect((await detail(arriving)).status).toBe('pending');
    const incomes = (await hotel.get('/incomes').expect(200)).body.data as { isAudited: boolean }[];
    expect(incomes.length).toBe(2);
    expect(incomes.every((income) => income.isAudited)).toBe(true);
  });

  it('locks an audited payment of a checked-out stay', async () => {
    const [payment] = (await detail(leaving)).payments as { id: string }[];
    const refused = await hotel.post(
      '/payments/delete',
      { id: payment!.id, reservationId: leaving },
      400,
    );
    expect(refused.body.detail).toContain('audited');
    // The arrival left pending is still on the next day's check list.
    const check = (await hotel.get('/night-audit/check').expect(200)).body;
    expect(check.workingDate).toBe(addDays(today, 1));
    expect(check.lastAuditedDate).toBe(today);
    expect(check.arrivals.map((a: { id: string }) => a.id)).toEqual([arriving]);
  });

  it('runs automatically once per date when scheduled, whatever the number of instances', async () => {
    await hotel.post('/night-audit/schedule', { isNightauditAuto: true, runAt: '25:00' }, 422);
    await hotel.post('/night-audit/schedule', { isNightauditAuto: true, runAt: '02:00' }, 200);
    const date = addDays(today, 1);
    const logger = createLogger('silent', 'test');
    const notYet = new Date(`${addDays(date, 1)}T01:59:00+08:00`);
    const due = new Date(`${addDays(date, 1)}T02:05:00+08:00`);
    const early = createNightAuditScheduler({
      pipeline: createCommandPipeline({ eventStore: app.eventStore }),
      logger,
      now: () => notYet,
      intervalMs: 3_600_000,
    });
    await early.tick();
    early.stop();
    expect(
      (await app.eventStore.readStream(streams.property(hotel.propertyId))).filter(
        (e) => e.type === 'NightAuditPerformed',
      ),
    ).toHaveLength(1);

    const instances = [1, 2].map(() =>
      createNightAuditScheduler({
        pipeline: createCommandPipeline({ eventStore: app.eventStore }),
        logger,
        now: () => due,
        intervalMs: 3_600_000,
      }),
    );
    await Promise.all(instances.map((s) => s.tick()));
    for (const s of instances) s.stop();
    const events = await app.eventStore.readStream(streams.property(hotel.propertyId));
    const audits = events.filter((e) => e.type === 'NightAuditPerformed');
    expect(audits).toHaveLength(2);
    expect(audits[1]!.data).toMatchObject({ date, automatic: true, noShows: [] });
    expect(audits[1]!.metadata.userId).toBe('system:night-audit');
    // The arrival is still pending: the automatic run never marks a no-show by itself.
    expect((await detail(arriving)).status).toBe('pending');
  });
});
