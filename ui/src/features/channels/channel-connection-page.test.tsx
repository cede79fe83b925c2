// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeServer, json } from '../../test/fake-server';
import { renderRoutes } from '../../test/render';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { ownerOf } from '../../test/users';
import type { ChannelConnection } from './channel-connections-api';
import { ChannelConnectionPage } from './channel-connection-page';

/** One channel's page: its API keys (a new one shown once) and its code mapping (docs/channels.md). */

stubResizeObserverPerTest();
afterEach(cleanup);

const CHANNEL = '00000000-0000-4000-8000-000000000c01';
const DOUBLE = '00000000-0000-4000-8000-000000000201';
const SUITE = '00000000-0000-4000-8000-000000000202';
const PLAN = '00000000-0000-4000-8000-000000000901';
const KEY = `hpk_${'a'.repeat(39)}WXYZ`;

const channel: ChannelConnection = {
  id: CHANNEL,
  name: 'Booking.com',
  connectedAt: '2026-12-01T02:00:00.000Z',
  rooms: [{ code: 'DBL', roomTypeId: DOUBLE }],
  rates: [],
  keys: [{ keyId: 'k-1', hint: 'abcd', createdAt: '2026-12-01T02:10:00.000Z', revokedAt: null }],
};
const roomType = (id: string, name: string, nameEn: string) => ({
  id,
  name,
  nameEn,
  shortName: name.slice(0, 2),
  rooms: [],
});

const serve = (answer?: (request: { method: string; url: string }) => Response | undefined) =>
  installFakeServer((request) => {
    if (request.url === '/api/user') return json(ownerOf('2026-12-01'));
    const own = answer?.(request);
    if (own) return own;
    if (request.url === '/api/channels') return json({ data: [channel] });
    if (request.url.startsWith('/api/room/types')) {
      return json({
        data: [roomType(DOUBLE, 'Хоёр ортой', 'Double'), roomType(SUITE, 'Люкс', 'Suite')],
        total: 2,
      });
    }
    if (request.url === '/api/rate/plans') {
      return json({
        data: [
          {
            id: PLAN,
            name: 'Үндсэн',
            nameEn: 'Standard',
            roomType: { id: DOUBLE, name: 'Хоёр ортой', nameEn: 'Double' },
          },
        ],
        total: 1,
      });
    }
    if (request.url === `/api/channels/${CHANNEL}/keys`) {
      return json({ keyId: 'k-2', hint: 'WXYZ', key: KEY, position: '11' }, 201);
    }
    return json({ position: '10' });
  });

const show = () =>
  renderRoutes([{ path: '/p/:slug/s/channels/:id', Component: ChannelConnectionPage }], {
    path: `/p/h-1/s/channels/${CHANNEL}`,
    namespaces: ['channels'],
    token: 't',
  });

describe('a channel’s page', () => {
  it('makes a key and shows it once', async () => {
    serve();
    await show();
    expect(await screen.findByText('…abcd')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Түлхүүр үүсгэх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Шинэ API түлхүүр' });
    expect(within(dialog).getByTestId('channel-new-key').textContent).toBe(KEY);
  });

  it('saves the code mapping, with the server’s message under its row', async () => {
    let refused = false;
    const requests = serve((request) => {
      if (!request.url.endsWith('/mappings') || refused) return undefined;
      refused = true;
      return json(
        {
          type: '/problems/validation',
          title: 'Алдаа',
          status: 422,
          errors: {
            'rates.0.code': ['Зөвхөн латин үсэг, тоо, тэмдэгт (хоосон зайгүй) оруулна уу.'],
          },
        },
        422,
      );
    });
    await show();
    const first = await screen.findByTestId('mapping-rooms-0');
    expect((within(first).getByLabelText(/^Өрөөний код 1/) as HTMLInputElement).value).toBe('DBL');
    fireEvent.click(screen.getByRole('button', { name: 'Үнийн код нэмэх' }));
    const rate = await screen.findByTestId('mapping-rates-0');
    fireEvent.change(within(rate).getByLabelText(/^Үнийн код 1/), { target: { value: 'B A R' } });
    fireEvent.click(screen.getByRole('button', { name: 'Холболтыг хадгалах' }));
    expect(await within(rate).findByText(/латин үсэг/)).toBeTruthy();
    fireEvent.change(within(rate).getByLabelText(/^Үнийн код 1/), { target: { value: 'BAR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Холболтыг хадгалах' }));
    await waitFor(() => expect(requests.filter((r) => r.url.endsWith('/mappings')).length).toBe(2));
    expect(requests.filter((r) => r.url.endsWith('/mappings')).at(-1)?.body).toEqual({
      rooms: [{ code: 'DBL', roomTypeId: DOUBLE }],
      rates: [{ code: 'BAR', ratePlanId: PLAN }],
    });
  });
});
