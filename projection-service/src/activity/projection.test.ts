import { describe, expect, it } from 'vitest';
import { COMMAND_HANDLED, type CommandHandled } from '@hotel/events/command-handled';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import { reservationCreated } from '../reservations/test-fixtures';
import type { ProjectedEvent } from '../runtime/projection';
import { areaOf } from './areas';
import {
  ACTIVITY,
  ACTIVITY_DAYS,
  ACTIVITY_LINKS,
  ACTIVITY_USERS,
  type ActivityDoc,
  activityProjection,
  MAX_CHANGES,
} from './projection';

/** Given/then: the activity log (docs/activity.md). */

const P = 'p-1';
let position = 0n;

interface Command {
  id: string;
  type: string;
  userId?: string;
  propertyId?: string | null;
  at?: string;
  /** [stream, event type, data] in the order the decision wrote them. */
  events?: [string, string, unknown][];
  body?: unknown;
  status?: number;
}

/** A command's events as the pipeline appends them: its events, then its CommandHandled. */
const command = (c: Command): ProjectedEvent[] => {
  const metadata = {
    propertyId: c.propertyId === undefined ? P : c.propertyId,
    userId: c.userId ?? 'u-1',
    commandId: c.id,
    commandType: c.type,
    correlationId: c.id,
    causationId: c.id,
    occurredAt: c.at ?? '2026-11-21T10:00:00.000Z',
    schemaVersion: 1,
  };
  const events = (c.events ?? []).map(([streamName, type, data], index) => {
    position += 1n;
    return {
      id: `${c.id}-${index}`,
      type,
      data,
      streamName,
      revision: 0n,
      position,
      metadata,
      recordedAt: metadata.occurredAt,
    };
  });
  position += 1n;
  const handled: CommandHandled = {
    commandType: c.type,
    requestHash: 'hash-of-the-request',
    status: c.status ?? 200,
    body: c.body ?? { position: String(position) },
    streams: [...new Set(events.map((e) => e.streamName))],
  };
  return [
    ...events,
    {
      id: `${c.id}-handled`,
      type: COMMAND_HANDLED,
      data: handled,
      streamName: `command-${c.id}`,
      revision: 0n,
      position,
      metadata,
      recordedAt: metadata.occurredAt,
    },
  ];
};

const withMetadata = (event: ProjectedEvent): [string, string, unknown] => [
  'reservation-r-1',
  event.type,
  event.data,
];

const booking = (id = 'c-book', at?: string) =>
  command({
    id,
    type: 'BookReservation',
    at,
    events: [
      withMetadata(reservationCreated('r-1', { number: 164 })),
      ['occupancy-p-1', 'StaysHeld', { propertyId: P, groupId: 'g-1', groupNumber: 1, stays: [] }],
    ],
    status: 201,
  });

const moved = (id: string, room: string) =>
  command({
    id,
    type: 'AssignRoom',
    events: [
      [
        'reservation-r-1',
        'ReservationRoomAssigned',
        { propertyId: P, reservationId: 'r-1', roomClone: { roomId: `room-${room}`, name: room } },
      ],
    ],
  });

const paymentMethodAdded = (id: string, methodId: string, name: string) =>
  command({
    id,
    type: 'SavePaymentMethod',
    events: [
      [
        'settings-p-1',
        'PaymentMethodAdded',
        { propertyId: P, paymentMethodId: methodId, name, color: '#00aa00', isCash: true },
      ],
    ],
  });

/** Applies each batch in its own transaction, as the runner does. */
const given = async (batches: ProjectedEvent[][]) => {
  const store = new EmbeddedReadStore({ path: ':memory:' });
  await activityProjection.setup?.(store);
  for (const batch of batches) {
    await store.withTransaction(async (session) => {
      for (const event of batch) await activityProjection.apply(event, session);
    });
  }
  return store;
};

const docOf = async (store: EmbeddedReadStore, id: string) =>
  store.collection<ActivityDoc>(ACTIVITY).findOne({ _id: id });

describe('activity projection', () => {
  it('given a booking, then one document: who, when, area, the reservation and its number', async () => {
    const store = await given([booking('c-book', '2026-11-21T10:15:00.000Z')]);
    expect(await docOf(store, 'c-book')).toEqual({
      _id: 'c-book',
      propertyId: P,
      commandType: 'BookReservation',
      area: 'reservations',
      userId: 'u-1',
      at: '2026-11-21T10:15:00.000Z',
      day: '2026-11-21',
      pos: expect.any(Number),
      status: 201,
      reservations: [{ id: 'r-1', number: 164 }],
      reservationCount: 1,
      subject: null,
      amount: null,
      changes: [],
      moreChanges: 0,
    });
    expect(await store.collection(ACTIVITY_LINKS).find({})).toEqual([
      expect.objectContaining({ propertyId: P, reservationId: 'r-1', commandId: 'c-book' }),
    ]);
    expect(await store.collection(ACTIVITY_DAYS).find({})).toEqual([
      {
        _id: `${P}|2026-11-21`,
        propertyId: P,
        day: '2026-11-21',
        count: 1,
        counts: { 'a:reservations': 1, 'u:u-1': 1, 'au:reservations:u-1': 1 },
      },
    ]);
  });

  it('given a room change, then its before → after, on the reservation by number', async () => {
    const store = await given([booking(), moved('c-move', '209')]);
    expect(await docOf(store, 'c-move')).toMatchObject({
      area: 'reservations',
      reservations: [{ id: 'r-1', number: 164 }],
      changes: [{ number: 164, field: 'room', before: '101', after: '209' }],
    });
  });

  it('given a status change, then from → to; a change to nothing new records no change', async () => {
    const store = await given([
      booking(),
      command({
        id: 'c-cancel',
        type: 'ChangeReservationStatus',
        events: [
          [
            'reservation-r-1',
            'ReservationStatusChanged',
            {
              propertyId: P,
              reservationId: 'r-1',
              from: 'pending',
              to: 'canceled',
              at: '2026-11-21T11:00:00.000Z',
              workingDate: '2026-11-21',
              cancellation: null,
              notes: null,
              checkOut: null,
            },
          ],
        ],
      }),
      moved('c-same', '101'),
    ]);
    expect((await docOf(store, 'c-cancel'))?.changes).toEqual([
      { number: 164, field: 'status', before: 'pending', after: 'canceled' },
    ]);
    expect((await docOf(store, 'c-same'))?.changes).toEqual([]);
  });

  it('given a payment, then it is folio money with its amount', async () => {
    const store = await given([
      booking(),
      command({
        id: 'c-pay',
        type: 'PostPayment',
        events: [
          [
            'reservation-r-1',
            'PaymentPosted',
            {
              propertyId: P,
              reservationId: 'r-1',
              paymentId: 'pay-1',
              amount: 50_000,
              amountMnt: 50_000,
            },
          ],
        ],
        status: 201,
      }),
    ]);
    expect(await docOf(store, 'c-pay')).toMatchObject({ area: 'folio', amount: 50_000 });
  });

  it('given a setting added and later removed, then both name it', async () => {
    const store = await given([
      paymentMethodAdded('c-add', 'pm-1', 'Хаан банк'),
      command({
        id: 'c-remove',
        type: 'RemovePaymentMethod',
        events: [
          ['settings-p-1', 'PaymentMethodRemoved', { propertyId: P, paymentMethodId: 'pm-1' }],
        ],
      }),
    ]);
    expect(await docOf(store, 'c-add')).toMatchObject({ area: 'settings', subject: 'Хаан банк' });
    expect(await docOf(store, 'c-remove')).toMatchObject({
      area: 'settings',
      subject: 'Хаан банк',
    });
  });

  it('given rooms added and one renamed, then housekeeping names the room, not its type', async () => {
    const store = await given([
      command({
        id: 'c-rooms',
        type: 'SaveRooms',
        events: [
          [
            'inventory-p-1',
            'RoomsAdded',
            { propertyId: P, roomTypeId: 'rt-1', rooms: [{ roomId: 'room-1', name: '101' }] },
          ],
          [
            'inventory-p-1',
            'RoomChanged',
            { propertyId: P, roomId: 'room-2', roomTypeId: 'rt-1', name: '102', description: null },
          ],
        ],
      }),
      command({
        id: 'c-clean',
        type: 'SetRoomCleanliness',
        events: [
          [
            'housekeeping-p-1',
            'RoomCleanlinessSet',
            { propertyId: P, roomId: 'room-1', status: 'dirty', at: '2026-11-21T10:00:00.000Z' },
          ],
        ],
      }),
      command({
        id: 'c-type',
        type: 'RemoveRoomType',
        events: [['inventory-p-1', 'RoomTypeRemoved', { propertyId: P, roomTypeId: 'rt-1' }]],
      }),
    ]);
    expect(await docOf(store, 'c-clean')).toMatchObject({ area: 'housekeeping', subject: '101' });
    expect(await docOf(store, 'c-type')).toMatchObject({ area: 'rooms', subject: null });
  });

  it('secrets are never stored: not the request, its hash, the answer, nor a password field', async () => {
    const store = await given([
      command({
        id: 'c-staff',
        type: 'SaveStaffUser',
        events: [
          [
            'access-p-1',
            'StaffMemberAdded',
            {
              propertyId: P,
              accountId: 'acc-2',
              roleId: 'role-1',
              passwordHash: '$argon2id$secret',
              resetToken: 'token-secret',
            },
          ],
        ],
        body: { id: 'acc-2', password: 'hunter22', accessToken: 'eyJ.secret' },
      }),
    ]);
    const everything = JSON.stringify(
      await Promise.all(
        activityProjection.collections.map((name) => store.collection(name).find({})),
      ),
    );
    for (const secret of [
      'hunter22',
      'eyJ.secret',
      'argon2id',
      'token-secret',
      'hash-of-the-request',
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(await docOf(store, 'c-staff')).toMatchObject({ area: 'staff', subject: null });
  });

  it('commands outside a property (login, registering an account) are not recorded', async () => {
    const store = await given([
      command({
        id: 'c-login',
        type: 'Login',
        propertyId: null,
        events: [['session-s-1', 'SessionStarted', { sessionId: 's-1' }]],
      }),
    ]);
    expect(await store.collection(ACTIVITY).find({})).toEqual([]);
    expect(await store.collection(ACTIVITY_USERS).find({})).toEqual([]);
  });

  it('a night audit that changes many stays keeps the first changes and counts the rest', async () => {
    const created = Array.from({ length: MAX_CHANGES + 3 }, (_, i) =>
      command({
        id: `c-b${i}`,
        type: 'BookReservation',
        events: [
          [
            `reservation-r-${i}`,
            'ReservationCreated',
            reservationCreated(`r-${i}`, { number: 200 + i }).data,
          ],
        ],
      }),
    );
    const audit = command({
      id: 'c-audit',
      type: 'PerformNightAudit',
      userId: 'system:night-audit',
      events: Array.from({ length: MAX_CHANGES + 3 }, (_, i): [string, string, unknown] => [
        `reservation-r-${i}`,
        'ReservationStatusChanged',
        {
          propertyId: P,
          reservationId: `r-${i}`,
          from: 'pending',
          to: 'no-show',
          at: '2026-11-22T00:00:00.000Z',
          workingDate: '2026-11-21',
          cancellation: null,
          notes: null,
          checkOut: null,
        },
      ]),
    });
    const store = await given([...created, audit]);
    const doc = await docOf(store, 'c-audit');
    expect(doc).toMatchObject({
      area: 'nightAudit',
      reservationCount: MAX_CHANGES + 3,
      moreChanges: 3,
    });
    expect(doc?.changes).toHaveLength(MAX_CHANGES);
    expect(doc?.reservations).toHaveLength(5);
    expect(await store.collection(ACTIVITY_LINKS).countDocuments({ commandId: 'c-audit' })).toBe(
      MAX_CHANGES + 3,
    );
  });

  it('rebuilding from 0 in one batch equals the live log applied one event per batch', async () => {
    const history = [
      ...booking(),
      ...moved('c-move', '209'),
      ...paymentMethodAdded('c-add', 'pm-1', 'Карт'),
      ...moved('c-move-2', '301'),
    ];
    const live = await given(history.map((event) => [event]));
    const rebuilt = await given([history]);
    for (const name of activityProjection.collections) {
      expect(await rebuilt.collection(name).find({}, { sort: { _id: 1 } })).toEqual(
        await live.collection(name).find({}, { sort: { _id: 1 } }),
      );
    }
  });
});

describe('areaOf', () => {
  it('names the area by the streams a command wrote and, on a reservation, by what it did', () => {
    expect(areaOf('BookReservation', ['reservation-1', 'group-1', 'occupancy-p'])).toBe(
      'reservations',
    );
    expect(areaOf('PostPayment', ['reservation-1'])).toBe('folio');
    expect(areaOf('RefundPayment', ['reservation-1'])).toBe('folio');
    expect(areaOf('CreateInvoice', ['invoices-p', 'reservation-1'])).toBe('invoices');
    expect(areaOf('IssueVatReceipt', ['vatreceipts-p'])).toBe('invoices');
    expect(areaOf('SetDailyRates', ['rates-rp'])).toBe('rates');
    expect(areaOf('SaveRoomType', ['inventory-p'])).toBe('rooms');
    expect(areaOf('BlockRooms', ['occupancy-p'])).toBe('blocks');
    expect(areaOf('SetRoomCleanliness', ['housekeeping-p'])).toBe('housekeeping');
    expect(areaOf('SaveRole', ['access-p'])).toBe('staff');
    expect(areaOf('SaveHotelSetting', ['profile-p'])).toBe('settings');
    expect(areaOf('PerformNightAudit', ['property-p', 'reservation-1'])).toBe('nightAudit');
    expect(areaOf('ReceiveReservationRequest', ['resreq-1'])).toBe('requests');
    expect(areaOf('Something', [])).toBe('other');
  });
});
