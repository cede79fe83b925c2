import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { validateEvent } from '@hotel/events/catalogue';
import { addDays } from '@hotel/events/dates';
import { deriveEventId } from '@hotel/events/ids';
import type { EventMetadata } from '@hotel/events/metadata';
import { streams } from '@hotel/events/streams';
import { upcasters } from '@hotel/events/upcasting';
import { createAriScan } from '@hotel/command-service/channels/ari-scan';
import { createCommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import { ledger } from '@hotel/command-service/reservations/ledger';
import { connectBenchChannel } from './channel-bookings';
import { call, expectStatus, hotelWithRooms, startListeningApp } from './http-hotel';
import { progress } from './support';

/**
 * `ariFirstScanMs` (docs/channels.md "The dispatcher"): a command instance that starts folds a
 * property's occupancy ledger once, on its first ARI scan, to know each holder's nights. A
 * 500-room property (10 types × 50 rooms) with a mapped channel and an ARI endpoint, and a
 * ledger of `stays` bookings of 1–3 nights each one event (a year of such a hotel's bookings),
 * over 395 days from 30 days ago; the projections caught up first. The figure is the wall time
 * of a new instance's first scan (its own pipeline and scan, as a new process has), with its
 * CPU and the growth of the heap it needed beside it (sampled every 5 ms of the event loop).
 * `ARI_LEDGER_PAGE=1000000` reads the ledger in one read, as before the pages, to compare.
 */

export interface AriFirstScanOptions {
  readonly stays: number;
  /** The scan's page of ledger events (default the dispatcher's; to compare one read of all). */
  readonly ledgerPage?: number;
}

export const ariFirstScanOptions = (quick: boolean): AriFirstScanOptions => ({
  stays: quick ? 10_000 : 75_000,
  ...(process.env.ARI_LEDGER_PAGE ? { ledgerPage: Number(process.env.ARI_LEDGER_PAGE) } : {}),
});

export interface AriFirstScanResult {
  readonly ariFirstScanMs: number;
  readonly cpuMs: number;
  readonly heapMb: number;
  /** What the heap holds after the scan (the fold kept for the next scans), garbage collected. */
  readonly retainedMb: number;
  /** The longest the event loop went without a turn during the scan. */
  readonly stallMs: number;
  readonly nextScanMs: number;
  /** A new instance's first load of the ledger aggregate (its first booking of the property). */
  readonly ledgerLoad: Measured;
  readonly ledgerEvents: number;
}

const BATCH = 1_000;

/** A piece of work's wall and CPU time, the longest the event loop waited, and the heap. */
export interface Measured {
  readonly ms: number;
  readonly cpuMs: number;
  readonly stallMs: number;
  /** The heap's growth at most (sampled when the event loop turns) and what it kept. */
  readonly peakMb: number;
  readonly retainedMb: number;
}

const measured = async (work: () => Promise<unknown>): Promise<Measured> => {
  // The heap before, without garbage: V8's gc() made callable for this measurement.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  const heap = process.memoryUsage().heapUsed;
  let peak = heap;
  let stall = 0;
  let tick = performance.now();
  const sampler = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - tick);
    tick = now;
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  stall = Math.max(stall, performance.now() - tick);
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  gc();
  const retainedMb = (process.memoryUsage().heapUsed - heap) / 1024 / 1024;
  return {
    ms,
    cpuMs: (used.user + used.system) / 1000,
    stallMs: stall,
    peakMb: (peak - heap) / 1024 / 1024,
    retainedMb,
  };
};

export const runAriFirstScanBench = async (
  options: AriFirstScanOptions,
): Promise<AriFirstScanResult> => {
  const app = await startListeningApp();
  try {
    const hotel = await hotelWithRooms(app.baseUrl, { roomTypes: 10, roomsPerType: 50 });
    const { propertyId } = hotel;
    const channel = await connectBenchChannel(app.baseUrl, hotel);
    const endpoint = await call(app.baseUrl, 'POST', `/channels/${channel.channelId}/ari`, {
      token: hotel.token,
      propertyId,
      body: { url: 'https://channel.example/ari', enabled: true },
    });
    expectStatus(endpoint, 200, 'ARI endpoint');
    progress(`  staging ${options.stays} bookings in the occupancy ledger`);
    const stream = streams.occupancy(propertyId);
    const first = addDays(hotel.workingDate, -30);
    let last = 0n;
    for (let i = 0; i < options.stays; i += BATCH) {
      const events = [];
      for (let j = i; j < Math.min(options.stays, i + BATCH); j++) {
        const type = hotel.roomTypes[j % hotel.roomTypes.length]!;
        const checkIn = addDays(first, (j * 7) % 395);
        const commandId = randomUUID();
        const data = {
          propertyId,
          groupId: randomUUID(),
          groupNumber: null,
          stays: [
            {
              reservationId: randomUUID(),
              roomTypeId: type.id,
              roomId: type.rooms[j % type.rooms.length]!.id,
              checkIn,
              checkOut: addDays(checkIn, 1 + (j % 3)),
              stayType: 'night' as const,
              arrivalTime: '14:00',
              exitTime: '12:00',
              hours: null,
              number: 1_000_000 + j,
            },
          ],
        };
        if (j === 0) validateEvent('StaysHeld', data);
        const metadata: EventMetadata = {
          propertyId,
          userId: hotel.accountId,
          commandId,
          commandType: 'BookReservation',
          correlationId: commandId,
          causationId: commandId,
          occurredAt: new Date().toISOString(),
          schemaVersion: upcasters.currentVersion('StaysHeld'),
        };
        events.push({ id: deriveEventId(commandId, stream, 0), type: 'StaysHeld', data, metadata });
      }
      last = (await app.eventStore.append(stream, events, 'any')).position;
    }
    if (!(await app.host.waitForPosition(last, 600_000))) throw new Error('projections behind');
    progress('  a new instance scans');
    const pipeline = createCommandPipeline({ eventStore: app.eventStore });
    const scan = createAriScan({
      pipeline,
      eventStore: app.eventStore,
      ...(options.ledgerPage ? { ledgerPage: options.ledgerPage } : {}),
    });
    const at = new Date().toISOString();
    const scanned = await measured(() => scan(propertyId, at));
    const again = performance.now();
    await scan(propertyId, at);
    const nextScanMs = performance.now() - again;
    // What the same instance's first booking of the property does: fold the ledger aggregate.
    const ledgerLoad = await measured(() =>
      pipeline.reader.load(streams.occupancy(propertyId), ledger),
    );
    return {
      ariFirstScanMs: scanned.ms,
      cpuMs: scanned.cpuMs,
      heapMb: scanned.peakMb,
      stallMs: scanned.stallMs,
      retainedMb: scanned.retainedMb,
      nextScanMs,
      ledgerLoad,
      ledgerEvents: options.stays,
    };
  } finally {
    await app.close();
  }
};
