import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@hotel/infra/config';
import { tuneScavenges } from '@hotel/infra/gc';
import { startTestApp } from '../support/app';

/**
 * The composed app (commands, projections, queries) on embedded stores in a temp folder,
 * listening on a real port: the HTTP benches call it with Node's fetch (undici, keep-alive
 * connections pooled per origin), as a browser or a gateway would, not through supertest.
 */
export const startListeningApp = async (
  options: Omit<Parameters<typeof startTestApp>[0] & object, 'readYourWritesTimeoutMs'> = {},
) => {
  // As `npm start` runs on the embedded stores: the projections in a worker thread, and the
  // young generation scavenged as its configuration says (GC_SCAVENGE, default auto).
  tuneScavenges(loadConfig().GC_SCAVENGE);
  const app = startTestApp({
    projectionsInWorker: true,
    ...options,
    readYourWritesTimeoutMs: 60_000,
  });
  const server: Server = app.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    ...app,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
};
export type ListeningApp = Awaited<ReturnType<typeof startListeningApp>>;

export interface Answer<Body = Record<string, unknown>> {
  readonly status: number;
  readonly body: Body;
  /** Size of the response body in bytes. */
  readonly bytes: number;
}

/** One API call; the body is read whole (as a client must before it can draw anything). */
export const call = async <Body = Record<string, unknown>>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; propertyId?: string; minPosition?: string; body?: unknown } = {},
): Promise<Answer<Body>> => {
  const headers: Record<string, string> = { 'X-Language': 'en', 'X-Requested-With': 'bench' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.propertyId) headers['X-Slug'] = options.propertyId;
  if (options.minPosition) headers['X-Min-Position'] = options.minPosition;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as Body,
    bytes: Buffer.byteLength(text),
  };
};

export const expectStatus = (answer: Answer<unknown>, status: number, what: string): void => {
  if (answer.status !== status) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
};

export interface BenchHotel {
  readonly token: string;
  readonly accountId: string;
  readonly propertyId: string;
  readonly workingDate: string;
  readonly roomTypes: readonly { id: string; rooms: readonly { id: string; name: string }[] }[];
  /** Read-your-writes position after the setup. */
  readonly position: string;
}

interface Rooms {
  readonly roomTypes: number;
  readonly roomsPerType: number;
}

/** Opens a property of the owner and creates its room types and rooms (as the wizard would). */
const openFurnishedProperty = async (
  baseUrl: string,
  token: string,
  property: { name: string; registerNo: string; companyName: string },
  { roomTypes, roomsPerType }: Rooms,
): Promise<Pick<BenchHotel, 'propertyId' | 'roomTypes' | 'position'>> => {
  const opened = await call(baseUrl, 'POST', '/hotels', { token, body: property });
  expectStatus(opened, 201, 'open a property');
  const propertyId = opened.body.id as string;
  let position = opened.body.position as string;
  for (let t = 0; t < roomTypes; t++) {
    const created = await call(baseUrl, 'POST', '/room/types', {
      token,
      propertyId,
      body: {
        name: `Өрөө ${t + 1}`,
        defaultPrice: 100_000 + t * 10_000,
        occupancy: 2,
        occupancyChildren: 1,
        names: Array.from({ length: roomsPerType }, (_, r) => String((t + 1) * 100 + r + 1)),
      },
    });
    expectStatus(created, 201, 'room type');
    position = created.body.position as string;
  }
  const types = await call<{
    data: { id: string; rooms: { id: string; name: string }[] }[];
  }>(baseUrl, 'GET', '/room/types?with=rooms', { token, propertyId, minPosition: position });
  expectStatus(types, 200, 'room types');
  return {
    propertyId,
    roomTypes: types.body.data.map((t) => ({
      id: t.id,
      rooms: t.rooms.map((r) => ({ id: r.id, name: r.name })),
    })),
    position,
  };
};

/**
 * Over HTTP: an owner registers and logs in, opens a property and creates `roomTypes` room
 * types of `roomsPerType` rooms each (as the setup wizard would).
 */
export const hotelWithRooms = async (baseUrl: string, rooms: Rooms): Promise<BenchHotel> => {
  const account = {
    name: 'Бат Болд',
    position: 'Захирал',
    phoneNumber: '+976 9911 2233',
    email: 'bench@hotel.mn',
    password: 'нууц-үг-2026',
  };
  const registered = await call(baseUrl, 'POST', '/register', { body: account });
  expectStatus(registered, 201, 'register');
  const login = await call(baseUrl, 'POST', '/login', {
    body: { email: account.email, password: account.password },
  });
  expectStatus(login, 200, 'login');
  const token = login.body.accessToken as string;
  const furnished = await openFurnishedProperty(
    baseUrl,
    token,
    { name: 'Хаан Буудал', registerNo: '1234567', companyName: 'Хаан ХХК' },
    rooms,
  );
  const calendar = await call(baseUrl, 'GET', '/calendar?from=2030-01-01&to=2030-01-02', {
    token,
    propertyId: furnished.propertyId,
    minPosition: furnished.position,
  });
  expectStatus(calendar, 200, 'working date');
  return {
    token,
    accountId: registered.body.id as string,
    workingDate: calendar.body.workingDate as string,
    ...furnished,
  };
};

/**
 * `count` more properties of the owner of `first`, each with `roomTypes` × `roomsPerType`
 * rooms, over HTTP as the setup wizard would make them.
 */
export const moreHotels = async (
  baseUrl: string,
  first: BenchHotel,
  count: number,
  rooms: Rooms,
): Promise<BenchHotel[]> => {
  const hotels: BenchHotel[] = [];
  for (let p = 0; p < count; p++) {
    const property = {
      name: `Буудал ${p + 2}`,
      registerNo: String(2_000_000 + p),
      companyName: 'ХХК',
    };
    hotels.push({
      ...first,
      ...(await openFurnishedProperty(baseUrl, first.token, property, rooms)),
    });
  }
  return hotels;
};
