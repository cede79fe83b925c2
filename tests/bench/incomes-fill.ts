/**
 * The incomes query bench's history: reservations booked by the booking decider (calendar.ts's
 * fill), then their payments decided by the real payment decider and appended 500 at a time as
 * the pipeline would shape them, with the projections stopped.
 */
import { randomUUID } from 'node:crypto';
import { account } from '@hotel/command-service/account/decider';
import { postPayment } from '@hotel/command-service/folio/decider';
import { loadAggregate } from '@hotel/command-service/pipeline/load-aggregate';
import { reservation, type ReservationState } from '@hotel/command-service/reservations/decider';
import { settings } from '@hotel/command-service/settings/decider';
import { validateEvent } from '@hotel/events/catalogue';
import { addDays } from '@hotel/events/dates';
import { postPaymentSchema } from '@hotel/events/folio/commands';
import { deriveEventId } from '@hotel/events/ids';
import type { UserClone } from '@hotel/events/reservations/events';
import { streams } from '@hotel/events/streams';
import { upcasters } from '@hotel/events/upcasting';
import type { AppendResult } from '@hotel/infra/event-store/port';
import { fillReservations } from './calendar';
import type { BenchHotel, ListeningApp } from './http-hotel';
import { progress } from './support';

/**
 * Books `reservations` stays in `hotel` and posts `paymentsPerReservation` payments to each,
 * on working dates spread over `historyDays`; answers the last position appended and the
 * number of payments.
 */
export const fillIncomes = async (
  app: ListeningApp,
  hotel: BenchHotel,
  options: {
    readonly reservations: number;
    readonly paymentsPerReservation: number;
    readonly historyDays: number;
  },
): Promise<{ head: bigint; total: number }> => {
  progress(`incomes: booking ${options.reservations.toLocaleString('en-US')} reservations`);
  const filled = await fillReservations(app.eventStore, hotel, options.reservations);
  const lists = (await loadAggregate(app.eventStore, streams.settings(hotel.propertyId), settings))
    .state;
  const methods = [...lists.PaymentMethod.values()];
  const cash = methods.find((m) => m.isDefault)?.id;
  const invoice = methods.find((m) => m.incomeTypes.includes('receivable'))?.id;
  if (!cash || !invoice) throw new Error('incomes: payment methods missing');
  const owner = (await loadAggregate(app.eventStore, streams.account(hotel.accountId), account))
    .state;
  const user: UserClone =
    owner.status === 'registered'
      ? { userId: hotel.accountId, name: owner.name, email: owner.email }
      : { userId: hotel.accountId, name: null, email: null };

  const total = options.reservations * options.paymentsPerReservation;
  progress(`incomes: posting ${total.toLocaleString('en-US')} payments`);
  let head = filled.head;
  let posted = 0;
  let pending: Promise<AppendResult>[] = [];
  for (const [r, booked] of filled.reservations.entries()) {
    let state: ReservationState = (
      await loadAggregate(app.eventStore, streams.reservation(booked.id), reservation)
    ).state;
    if (!state.exists) throw new Error('incomes: a booked reservation is missing');
    const share = Math.max(1, Math.floor(state.price.total / (options.paymentsPerReservation + 5)));
    for (let k = 0; k < options.paymentsPerReservation; k++) {
      const n = r * options.paymentsPerReservation + k;
      const isReceivable = n % 10 === 9;
      const command = postPaymentSchema.parse({
        id: booked.id,
        incomeType: isReceivable ? 'receivable' : n % 3 === 0 ? 'prepaid' : 'paid',
        billType: isReceivable ? 'organization' : 'individual',
        pays: [{ paymentMethod: { id: isReceivable ? invoice : cash }, amount: share }],
        notes: n % 7 === 0 ? `Тэмдэглэл ${n}` : null,
      });
      const commandId = randomUUID();
      const now = new Date().toISOString();
      const events = postPayment(command, state, lists, {
        propertyId: hotel.propertyId,
        // Posted on a working date of the hotel's history (the night audit rolls it daily).
        workingDate: addDays(hotel.workingDate, -(n % options.historyDays)),
        paymentId: randomUUID(),
        now,
        user,
      });
      for (const event of events) state = reservation.evolve(state, event);
      const streamName = streams.reservation(booked.id);
      pending.push(
        app.eventStore.appendMulti([
          {
            streamName,
            expected: 'any',
            events: events.map((event, index) => {
              validateEvent(event.type, event.data);
              return {
                id: deriveEventId(commandId, streamName, index),
                type: event.type,
                data: event.data,
                metadata: {
                  propertyId: hotel.propertyId,
                  userId: hotel.accountId,
                  commandId,
                  commandType: 'PostPayment',
                  correlationId: commandId,
                  causationId: commandId,
                  occurredAt: now,
                  schemaVersion: upcasters.currentVersion(event.type),
                },
              };
            }),
          },
        ]),
      );
      posted += 1;
      if (pending.length >= 500 || posted === total) {
        for (const result of await Promise.all(pending)) {
          if (result.position > head) head = result.position;
        }
        pending = [];
      }
    }
  }
  return { head, total };
};
