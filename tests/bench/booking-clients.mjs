// The clients of tests/bench/bookings.ts and payments.ts, in a worker thread of their own so
// that generating the load does not share the server's event loop. Plain JavaScript (no
// workspace imports): `clients` closed-loop clients, each with its own seeded random sequence,
// send one-room night bookings to POST /api/reservations/book (`kind` 'bookings') or payments
// to POST /api/payments on reservations of many properties (`kind` 'payments'), or refunds of
// those folios' payments to POST /api/payments/refund (`kind` 'refunds') over node:http
// with keep-alive connections, one per client. (Node's fetch took about a millisecond of CPU a
// request, a third of a core at 400 requests a second: on this 2-core machine the load
// generator's own work came out of what the server was measured with.) Only requests started
// inside the measured window count; the result is posted back once every client has stopped.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ kind: 'bookings' | 'channel' | 'payments' | 'refunds'; baseUrl: string; token: string;
 *   channel: { channelId: string; key: string; codes: { roomCode: string; rateCode: string }[] } | null;
 *   hotels: { propertyId: string; workingDate: string; roomTypes: { id: string; rooms: { id: string }[] }[] }[];
 *   folios: { propertyId: string; reservationId: string; methodId: string; paymentId?: string }[];
 *   clients: number; warmupMs: number; durationMs: number; reportWarm?: boolean }} */
const options = workerData;

const DAY_MS = 86_400_000;
const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A small seeded generator: the same bookings on every run. */
const random = (seed) => {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % n;
  };
};

/**
 * One night stay of one room as the new-reservation stepper sends it: a random room type, a
 * check-in within a year of the working date, 1 to 3 nights; every other one picks a room.
 */
const bookingBody = (hotel, next, assigned) => {
  const type = hotel.roomTypes[next(hotel.roomTypes.length)];
  const checkIn = addDays(hotel.workingDate, next(365));
  const room = assigned ? type.rooms[next(type.rooms.length)] : undefined;
  return {
    stayType: 'night',
    checkIn,
    checkOut: addDays(checkIn, 1 + next(3)),
    roomTypes: [
      {
        roomTypeId: type.id,
        ratePlanId: null,
        numberOfGuests: 2,
        quantity: 1,
        ...(room ? { roomIds: [room.id] } : {}),
      },
    ],
    guest: { name: 'Бат', surname: 'Дорж', phoneNumber: '99112233' },
    status: next(2) === 0 ? 'pending' : 'confirmed',
  };
};

const headersOf = (propertyId) => ({
  Authorization: `Bearer ${options.token}`,
  'X-Slug': propertyId,
  'X-Language': 'en',
  'X-Requested-With': 'bench',
  'Content-Type': 'application/json',
});

/**
 * The next request of a client: a booking into the one property, a payment of 1,000 to 9,000
 * tugrik in the property's default method on a random reservation of a random property, or a
 * refund of as much from the one payment of such a reservation.
 */
const nextRequest = (next, n, index) => {
  if (options.kind === 'channel') {
    // A channel manager's booking (tests/bench/channel-bookings.ts): a new reservation id of
    // the channel each time, its room and rate codes, a night stay within a year.
    const hotel = options.hotels[0];
    const line = next(options.channel.codes.length);
    const checkIn = addDays(hotel.workingDate, next(365));
    return {
      path: `/api/channels/${options.channel.channelId}/reservations`,
      headers: {
        'X-Api-Key': options.channel.key,
        'X-Language': 'en',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        reservationId: `BDC-${index}-${n}`,
        ...options.channel.codes[line],
        checkIn,
        checkOut: addDays(checkIn, 1 + next(3)),
        adults: 2,
        guest: { name: 'Anna', surname: 'Smith', phoneNumber: '99112233' },
      }),
    };
  }
  if (options.kind === 'refunds') {
    const folio = options.folios[next(options.folios.length)];
    return {
      path: '/api/payments/refund',
      headers: headersOf(folio.propertyId),
      body: JSON.stringify({
        reservationId: folio.reservationId,
        paymentId: folio.paymentId,
        amount: 1000 * (1 + next(9)),
        reason: 'Bench',
      }),
    };
  }
  if (options.kind === 'payments') {
    const folio = options.folios[next(options.folios.length)];
    return {
      path: '/api/payments',
      headers: headersOf(folio.propertyId),
      body: JSON.stringify({
        id: folio.reservationId,
        pays: [{ paymentMethod: { id: folio.methodId }, amount: 1000 * (1 + next(9)) }],
      }),
    };
  }
  const hotel = options.hotels[options.hotels.length === 1 ? 0 : next(options.hotels.length)];
  return {
    path: '/api/reservations/book',
    headers: headersOf(hotel.propertyId),
    body: JSON.stringify(bookingBody(hotel, next, (n + index) % 2 === 1)),
  };
};

const origin = new URL(options.baseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });

/** One POST; resolves with the status and the whole body. */
const post = (path, headers, body) =>
  new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        path,
        method: 'POST',
        agent,
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });

let phase = 'warmup';
let windowStart = 0;
const latencies = [];
let booked = 0;
let bookedInRun = 0;
/** 201s answered after the warm-up (the CPU a booking is measured over them: see `warm`). */
let bookedAfterWarmup = 0;
let conflicts = 0;
let errors = 0;
let firstError = null;
let lastPosition = 0n;

const client = async (index) => {
  const next = random(index + 1);
  for (let n = 0; phase !== 'stop'; n++) {
    const request = nextRequest(next, n, index);
    const started = performance.now();
    let status = 0;
    let detail = '';
    try {
      const res = await post(request.path, request.headers, request.body);
      status = res.status;
      const text = res.text;
      if (status === 201) {
        bookedInRun += 1;
        if (phase !== 'warmup') bookedAfterWarmup += 1;
        const position = BigInt(JSON.parse(text).position);
        if (position > lastPosition) lastPosition = position;
      } else if (status !== 409) detail = text.slice(0, 200);
    } catch (error) {
      detail = error instanceof Error ? error.message : String(error);
    }
    const ended = performance.now();
    if (phase === 'warmup' || started < windowStart) continue;
    latencies.push(ended - started);
    if (status === 201) booked += 1;
    else if (status === 409) conflicts += 1;
    else {
      errors += 1;
      firstError ??= `${status} ${detail}`;
    }
  }
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const clients = Array.from({ length: options.clients }, (_, i) => client(i));
await sleep(options.warmupMs);
phase = 'measure';
windowStart = performance.now();
// The server's code is warm now: its CPU a booking is counted from here (the bench reads the
// threads' CPU when this arrives), over the bookings answered from here on. Sent when asked
// (`reportWarm`): the report is otherwise the one message.
if (options.reportWarm) parentPort.postMessage({ warm: true });
await sleep(options.durationMs);
phase = 'stop';
const windowEnd = performance.now();
await Promise.all(clients);
const lastAnswer = performance.now();
agent.destroy();
parentPort.postMessage({
  latencies,
  booked,
  bookedInRun,
  bookedAfterWarmup,
  conflicts,
  errors,
  firstError,
  lastPosition: lastPosition.toString(),
  // Requests started in the window but answered after it count in full: the window closes
  // with the last of them.
  seconds: (Math.max(windowEnd, lastAnswer) - windowStart) / 1000,
});
