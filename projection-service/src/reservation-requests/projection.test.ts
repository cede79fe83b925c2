import { describe, expect, it } from 'vitest';
import { givenEvents, projected } from '../runtime/given';
import {
  RESERVATION_REQUEST_HOLDS,
  RESERVATION_REQUESTS,
  reservationRequestsProjection,
} from './projection';
import {
  CALENDAR_STAYS,
  type CalendarStayDoc,
  reservationsProjection,
  RESERVATIONS,
} from '../reservations/projection';
import { unpackStay } from '../reservations/calendar-payload';

/** Given request events, then the list/detail documents and the holds. */

const P = 'p-1';
const R = 'r-1';

const received = projected(
  'ReservationRequestReceived',
  {
    propertyId: P,
    resReqId: R,
    number: 7,
    channel: 'online',
    syncId: null,
    sourceClone: {
      sourceId: null,
      name: 'Онлайн захиалга',
      shortName: 'ОЗ',
      color: '#0ea5e9',
      isDefault: false,
      serviceName: 'online',
    },
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    stayNights: 2,
    guest: {
      name: 'Anna',
      surname: 'Smith',
      email: 'anna@example.com',
      phoneNumber: '+976 99112233',
      nationality: 'Mongolia',
    },
    roomTypes: [
      {
        roomTypeId: 't-1',
        name: 'Standard',
        ratePlanId: 'plan-1',
        ratePlanName: 'Online',
        quantity: 2,
        numberOfGuests: 2,
        amount: 400000,
      },
    ],
    numberOfGuests: 4,
    numberOfRooms: 2,
    amount: 400000,
    notes: null,
    language: 'en',
    createdAt: '2026-11-22T03:00:00.000Z',
  },
  { position: 1n },
);

const held = (until: string | null, position: bigint) =>
  projected(
    'RequestRoomsHeld',
    {
      propertyId: P,
      resReqId: R,
      number: 7,
      until,
      stay: {
        stayType: 'night',
        checkIn: '2026-12-01',
        checkOut: '2026-12-03',
        arrivalTime: '14:00',
        exitTime: '12:00',
        hours: null,
      },
      rooms: [{ roomTypeId: 't-1', quantity: 2 }],
    },
    { position },
  );

describe('reservation requests read model', () => {
  it('follows a request from received to converted, with its hold', async () => {
    const store = await givenEvents(reservationRequestsProjection, [
      received,
      held('2026-11-23T03:00:00.000Z', 2n),
      projected(
        'ReservationRequestConfirmed',
        { propertyId: P, resReqId: R, at: 'T1' },
        { position: 3n },
      ),
      projected(
        'ReservationRequestPaymentRequested',
        {
          propertyId: P,
          resReqId: R,
          at: 'T2',
          amount: 400000,
          email: 'anna@example.com',
          bankAccount: {
            id: 'b-1',
            bankId: 'khan',
            bankName: 'Khan Bank',
            accountName: 'Khan LLC',
            number: '5012345678',
            currency: 'MNT',
          },
        },
        { position: 4n },
      ),
      projected(
        'ReservationRequestPaid',
        { propertyId: P, resReqId: R, amount: 400000, paidAt: 'T3', notes: null },
        { position: 5n },
      ),
      held(null, 6n),
    ]);
    const doc = await store.collection(RESERVATION_REQUESTS).findOne({ _id: R });
    expect(doc).toMatchObject({
      label: 'RN-7',
      status: 'confirmed',
      guestName: 'Anna Smith',
      isFetchPayment: true,
      isPaid: true,
      amountPaid: 400000,
      paidAt: 'T3',
      searchText: '7 rn-7 anna smith +976 99112233 anna@example.com',
    });
    expect(await store.collection(RESERVATION_REQUEST_HOLDS).findOne({ _id: R })).toMatchObject({
      until: null,
      released: false,
    });
  });

  it('links converted reservations whichever event comes first', async () => {
    const converted = projected(
      'ReservationRequestConverted',
      {
        propertyId: P,
        resReqId: R,
        at: 'T4',
        groupId: 'g-1',
        groupNumber: 3,
        reservationIds: ['res-1'],
        checkIn: '2026-12-01',
        checkOut: '2026-12-03',
      },
      { position: 2n },
    );
    const requests = await givenEvents(reservationRequestsProjection, [received, converted]);
    expect(await requests.collection(RESERVATION_REQUESTS).findOne({ _id: R })).toMatchObject({
      status: 'reservation',
      groupNumber: 3,
      reservationIds: ['res-1'],
    });
    // The request's event before the reservation's: the link waits for it.
    const reservations = await givenEvents(reservationsProjection, [
      converted,
      projected(
        'ReservationCreated',
        {
          propertyId: P,
          reservationId: 'res-1',
          number: 1,
          groupId: 'g-1',
          groupNumber: 3,
          status: 'confirmed',
          stayType: 'night',
          checkIn: '2026-12-01',
          checkOut: '2026-12-03',
          arrivalTime: '14:00',
          exitTime: '12:00',
          hours: null,
          numberOfGuests: 2,
          childrenAges: [],
          roomTypeClone: {
            roomTypeId: 't-1',
            name: 'Standard',
            shortName: 'ST',
            defaultPrice: 200000,
            priceDayUse: 0,
            hasExtraBed: false,
            extraBeds: null,
          },
          roomClone: null,
          sourceClone: received.data && (received.data as { sourceClone: unknown }).sourceClone,
          partnerClone: null,
          userClone: { userId: 'u-1', name: null, email: null },
          ratePlanClone: null,
          cancellationPolicyClone: null,
          taxClones: [],
          guestClone: {
            name: 'Anna',
            surname: 'Smith',
            nationality: 'Mongolia',
            phoneNumber: null,
            email: null,
          },
          timePrice: null,
          price: {
            nights: 2,
            dayRates: [],
            lines: [],
            roomAmount: 400000,
            childrenAmount: 0,
            discountAmount: 0,
            taxes: [],
            total: 400000,
          },
          notes: null,
          isSendEmail: false,
          createdAt: 'T4',
        },
        { position: 3n },
      ),
    ]);
    expect(await reservations.collection(RESERVATIONS).findOne({ _id: 'res-1' })).toMatchObject({
      resReqId: R,
    });
    // The calendar's detail dialog links to the request too.
    const [row] = await reservations.collection<CalendarStayDoc>(CALENDAR_STAYS).find({});
    expect(row && unpackStay(row, row.checkIn, row.checkOut)).toMatchObject({
      id: 'res-1',
      resReqId: R,
    });
  });
});
