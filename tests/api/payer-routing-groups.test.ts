import { describe, expect, it } from 'vitest';
import { addDays } from '@hotel/events/dates';
import {
  hotel,
  today,
  standard,
  acme,
  tours,
  book,
  detail,
  windowsOf,
  companyRouting,
  errorFields,
  usePayerRoutingWorld,
} from '../support/payer-routing-world';

/** A group routed to one master payer; routing named at booking (docs/folio.md "Payer routing"). */

usePayerRoutingWorld();

describe('a group routed to one master payer', () => {
  it('routes every room in one call; the master payer is invoiced for all of them', async () => {
    const ids = await book(null, 3);
    expect(ids).toHaveLength(3);
    await hotel.post(
      '/folio/routing',
      {
        reservationIds: ids,
        windows: [{ windowId: '2', partnerId: tours }],
        routes: { room: '2', tax: '2', service: '2', extraBed: '2' },
      },
      200,
    );
    for (const id of ids) {
      expect(await windowsOf(id)).toEqual([
        ['1', null, 0, 0, 0],
        ['2', 'Аялал ХХК', 200_000, 0, 200_000],
      ]);
    }
    // Rooms of two groups are not one master payer's.
    const [stranger] = await book(null);
    const mixed = await hotel.post(
      '/folio/routing',
      { ...companyRouting([ids[0]!, stranger!]) },
      400,
    );
    expect(mixed.body.code).toBe('folio.routingNotOneGroup');
    const { groupId } = await detail(ids[0]!);
    const made = await hotel.post(
      '/invoices',
      {
        groupId,
        windowId: '2',
        customer: { customerName: 'Аялал ХХК', invoiceDate: today, paymentPeriod: today },
      },
      201,
    );
    const invoice = (await hotel.get(`/invoices/${made.body.id}`).expect(200)).body;
    const issued = (invoice.invoice ?? invoice) as {
      customer: { customerName: string };
      items: { key: string; itemType: string }[];
      fullTotalAmount: number;
    };
    expect(issued.customer.customerName).toBe('Аялал ХХК');
    expect(
      issued.items
        .filter((i) => i.itemType === 'room')
        .map((i) => i.key)
        .sort(),
    ).toEqual(ids.map((id) => `room:${id}`).sort());
    expect(issued.fullTotalAmount).toBe(600_000);
  });
});

describe('routing at booking', () => {
  it('the booking’s partner pays the charges named: window 2 from the first event; without a partner 422', async () => {
    const booking = {
      stayType: 'night',
      checkIn: addDays(today, 40),
      checkOut: addDays(today, 42),
      roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 2 }],
      guest: { name: 'Зочин', surname: 'Бат', phoneNumber: '99112233' },
    };
    const refused = await hotel.post(
      '/reservations/book',
      { ...booking, partnerPays: ['room'] },
      422,
    );
    expect(errorFields(refused)).toContain('partner');
    await hotel.post(
      '/reservations/book',
      { ...booking, partner: { id: acme }, partnerPays: ['room', 'nope'] },
      422,
    );
    const ids = (
      await hotel.post(
        '/reservations/book',
        { ...booking, partner: { id: acme }, partnerPays: ['room', 'tax'] },
        201,
      )
    ).body.reservationIds as string[];
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      const reservation = await detail(id);
      expect(reservation.windows.map((w) => [w.windowId, w.kinds, w.charges])).toEqual([
        ['1', ['service', 'extraBed'], 0],
        ['2', ['room', 'tax'], reservation.amount],
      ]);
      expect(reservation.windows[1]!.partnerClone).toMatchObject({ partnerId: acme });
    }
  });
});
