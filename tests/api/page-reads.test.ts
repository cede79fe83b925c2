import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import { invoiceStays } from '@hotel/projection-service/invoices/routes';
import { findGroup, findReservation } from '@hotel/projection-service/reservations/routes';
import { startTestApp } from '../support/app';
import { otherProperty, ownerWithProperty, twoRoomGroup } from '../support/property-client';

/**
 * The pages staff open from a list — a reservation, its group, the invoice's stays picker —
 * read their rows through the embedded file's indexes, as a query process does with the
 * projections in their worker: none loads the property's whole collection into memory (the
 * first one opened after a start took 130–190 ms so on a property of 5,000 reservations).
 */
let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let group: Awaited<ReturnType<typeof twoRoomGroup>>;
let reader: EmbeddedReadStore;
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await otherProperty(app);
  group = await twoRoomGroup(hotel, {
    checkIn: today,
    checkOut: addDays(today, 2),
    guest: { name: 'Бат', surname: 'Дорж', email: 'bat@example.com', phoneNumber: '99112233' },
  });
  await twoRoomGroup(other, {
    checkIn: today,
    checkOut: addDays(today, 1),
    guest: { name: 'Сараа', surname: 'Болд', email: 's@example.com', phoneNumber: '88112233' },
  });
  await app.host.waitForPosition((await app.eventStore.headPosition())!, 5000);
  // A store of its own on the file: what the HTTP thread holds beside the projections' worker.
  reader = new EmbeddedReadStore({ path: join(app.dataDir, 'read-models.sqlite') });
});

afterAll(async () => {
  await reader.close();
  await app.close();
});

describe('pages opened from a list', () => {
  it('read their rows without loading the property into memory, and answer as before', async () => {
    const [first, second] = group.reservationIds as [string, string];
    const reservation = await findReservation(reader, hotel.propertyId, first);
    expect(reservation).toMatchObject({ id: first, groupId: group.groupId });
    const found = await findGroup(reader, hotel.propertyId, group.groupId);
    // Both, in the order of their numbers.
    expect(found?.reservations.map((r) => r.id).sort()).toEqual([first, second].sort());
    expect(found!.reservations[0]!.number).toBeLessThan(found!.reservations[1]!.number);
    const stays = await invoiceStays(reader, hotel.propertyId, {});
    expect(stays.data.map((s) => s.reservationId).sort()).toEqual([first, second].sort());
    expect(stays.data[0]!.number).toBeGreaterThan(stays.data[1]!.number);
    expect(reader.memoryUse()).toEqual({ partitions: 0, bytes: 0 });
  });

  it("answers nothing for another property's reservation or group, read the same way", async () => {
    const [first] = group.reservationIds as [string];
    expect(await findReservation(reader, other.propertyId, first)).toBeNull();
    expect(await findGroup(reader, other.propertyId, group.groupId)).toBeNull();
    expect(reader.memoryUse()).toEqual({ partitions: 0, bytes: 0 });
  });
});
