import { beforeAll, describe, expect, it } from 'vitest';
import {
  hotel,
  other,
  cash,
  acme,
  tours,
  otherPartner,
  pays,
  book,
  detail,
  windowsOf,
  historyTypes,
  companyRouting,
  errorFields,
  usePayerRoutingWorld,
} from '../support/payer-routing-world';

/** Bad input on every routing and payment command: each a clear 4xx, nothing stored. */

usePayerRoutingWorld();

describe('bad input: each a clear 4xx, nothing stored', () => {
  let R = '';

  beforeAll(async () => {
    [R] = (await book(null)) as [string];
    await hotel.post('/folio/routing', companyRouting([R]), 200);
  });

  it('payments: negative and fractional amounts, a window the stay lacks, over its balance', async () => {
    const cases: [object, number, string][] = [
      [{ id: R, windowId: '2', pays: pays(cash, -1) }, 422, 'pays.0.amount'],
      [{ id: R, windowId: '2', pays: pays(cash, 100.5) }, 422, 'pays.0.amount'],
      [{ id: R, windowId: '9', pays: pays(cash, 100) }, 422, 'windowId'],
      [{ id: R, windowId: '3', pays: pays(cash, 100) }, 400, 'windowId'],
      [{ id: R, windowId: '2', pays: pays(cash, 200_001) }, 400, 'pays.0.amount'],
      [{ id: R, pays: pays(cash, 1) }, 400, 'windowId'],
    ];
    for (const [body, status, field] of cases) {
      const res = await hotel.post('/payments', body, status);
      expect(errorFields(res), JSON.stringify(body)).toEqual([field]);
    }
    expect((await detail(R)).payments).toEqual([]);
  });

  it("routing: another property's partner, an unlisted window, a duplicate, another property's stay", async () => {
    const cases: [object, number, string][] = [
      [
        { ...companyRouting([R]), windows: [{ windowId: '2', partnerId: otherPartner }] },
        400,
        'windows.0.partnerId',
      ],
      [
        { ...companyRouting([R]), routes: { room: '2', tax: '3', service: '1', extraBed: '1' } },
        400,
        'routes.tax',
      ],
      [
        {
          ...companyRouting([R]),
          windows: [
            { windowId: '2', partnerId: acme },
            { windowId: '2', partnerId: tours },
          ],
        },
        422,
        'windows.1.windowId',
      ],
      [
        { ...companyRouting([R]), windows: [{ windowId: '1', partnerId: acme }] },
        422,
        'windows.0.windowId',
      ],
      [{ ...companyRouting([]) }, 422, 'reservationIds'],
      [{ ...companyRouting([R]), routes: { room: '2' } }, 422, 'routes.tax'],
    ];
    for (const [body, status, field] of cases) {
      const res = await hotel.post('/folio/routing', body, status);
      expect(errorFields(res), JSON.stringify(body)).toContain(field);
    }
    // Another property cannot route, pay or move money on this stay: not found.
    await other.post(
      '/folio/routing',
      {
        reservationIds: [R],
        windows: [],
        routes: { room: '1', tax: '1', service: '1', extraBed: '1' },
      },
      404,
    );
    await other.post('/payments', { id: R, windowId: '2', pays: pays(cash, 1) }, 404);
    // Nothing stored: the one routing set in beforeAll, the same windows.
    expect(await historyTypes(R)).toEqual(['FolioRoutingSet']);
    expect((await windowsOf(R)).map(([id, name]) => [id, name])).toEqual([
      ['1', null],
      ['2', 'Acme ХХК'],
    ]);
  });

  it('moves a payment between windows; a window with payments stays until they move', async () => {
    const posted = await hotel.post(
      '/payments',
      { id: R, windowId: '2', pays: pays(cash, 50_000) },
      201,
    );
    const paymentId = posted.body.id as string;
    const unrouted = {
      reservationIds: [R],
      windows: [],
      routes: { room: '1', tax: '1', service: '1', extraBed: '1' },
    };
    const kept = await hotel.post('/folio/routing', unrouted, 400);
    expect(kept.body.code).toBe('folio.windowHasPayments');
    await hotel.post('/payments/window', { reservationId: R, paymentId, windowId: '3' }, 400);
    await hotel.post('/payments/window', { reservationId: R, paymentId, windowId: 'x' }, 422);
    await other.post('/payments/window', { reservationId: R, paymentId, windowId: '1' }, 404);
    expect((await hotel.get(`/incomes/${paymentId}`).expect(200)).body.payerPartner).toEqual({
      partnerId: acme,
      name: 'Acme ХХК',
    });
    await hotel.post('/payments/window', { reservationId: R, paymentId, windowId: '1' }, 200);
    expect((await detail(R)).payments.map((p) => p.windowId ?? '1')).toEqual(['1']);
    // Now the guest's money: the income names no partner.
    expect((await hotel.get(`/incomes/${paymentId}`).expect(200)).body).not.toHaveProperty(
      'payerPartner',
    );
    await hotel.post('/folio/routing', unrouted, 200);
    expect(await windowsOf(R)).toEqual([['1', null, 200_000, 50_000, 150_000]]);
    expect(await historyTypes(R)).toEqual([
      'FolioRoutingSet',
      'PaymentPosted',
      'PaymentWindowChanged',
      'FolioRoutingSet',
    ]);
  });
});
