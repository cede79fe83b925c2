// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeServer, json } from '../../test/fake-server';
import { renderRoutes } from '../../test/render';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { ownerOf } from '../../test/users';
import type { ChannelAri } from './channel-ari-api';
import { ChannelAriSection } from './channel-ari-section';

/** A channel's ARI push: the address set, its secret shown once, the delivery log (docs/channels.md). */

stubResizeObserverPerTest();
afterEach(cleanup);

const CHANNEL = '00000000-0000-4000-8000-000000000c01';
const DOUBLE = '00000000-0000-4000-8000-000000000201';
const SECRET = `whsec_${'b'.repeat(39)}WXYZ`;

const logged: ChannelAri = {
  endpoint: {
    url: 'https://cm.example.com/ari',
    enabled: true,
    format: 'json',
    hotelCode: null,
    username: null,
    hasPassword: false,
    hint: 'WXYZ',
    setAt: '2026-12-01T02:00:00.000Z',
    secretIssuedAt: '2026-12-01T02:00:00.000Z',
  },
  roomTypes: [
    {
      roomTypeId: DOUBLE,
      pending: [{ from: '2026-12-10', to: '2026-12-12' }],
      failures: 1,
      retryAt: '2026-12-01T03:00:00.000Z',
      inFlightSince: null,
      lastDeliveredAt: null,
    },
  ],
  deliveries: [
    {
      roomTypeId: DOUBLE,
      sequence: 2,
      attempt: 2,
      from: '2026-12-10',
      to: '2026-12-12',
      delivered: false,
      status: null,
      error: 'timeout after 10000 ms',
      durationMs: 10_001,
      at: '2026-12-01T02:30:00.000Z',
      retryAt: '2026-12-01T03:00:00.000Z',
    },
    {
      roomTypeId: DOUBLE,
      sequence: 1,
      attempt: 1,
      from: '2026-12-01',
      to: '2027-12-01',
      delivered: true,
      status: 204,
      error: null,
      durationMs: 40,
      at: '2026-12-01T02:01:00.000Z',
      retryAt: null,
    },
  ],
};

const serve = (ari: ChannelAri) =>
  installFakeServer((request) => {
    if (request.url === '/api/user') return json(ownerOf('2026-12-01'));
    if (request.url === `/api/channels/${CHANNEL}/ari` && request.method === 'GET')
      return json(ari);
    if (request.url === `/api/channels/${CHANNEL}/ari`) {
      return json({ secret: SECRET, hint: 'WXYZ', position: '11' });
    }
    return json({ position: '10' });
  });

const show = () =>
  renderRoutes(
    [
      {
        path: '/p/:slug/s/channels/:id',
        Component: () => (
          <ChannelAriSection
            slug="h-1"
            channelId={CHANNEL}
            roomTypes={[{ id: DOUBLE, label: 'Double' }]}
          />
        ),
      },
    ],
    { path: `/p/h-1/s/channels/${CHANNEL}`, namespaces: ['channels'], token: 't' },
  );

describe('a channel’s ARI push', () => {
  it('sets the address and shows the signing secret once', async () => {
    const requests = serve({ endpoint: null, roomTypes: [], deliveries: [] });
    await show();
    expect(await screen.findByText(/Хаяг тохируулаагүй/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Хаяг тохируулах' }));
    const form = await screen.findByRole('dialog', { name: 'Сувгийн ARI хаяг' });
    fireEvent.change(within(form).getByLabelText(/^Хаяг \(URL\)/), {
      target: { value: 'https://cm.example.com/ari' },
    });
    fireEvent.submit(form.querySelector('form') as HTMLFormElement);
    const dialog = await screen.findByRole('dialog', { name: 'Гарын үсгийн нууц түлхүүр' });
    expect(within(dialog).getByTestId('ari-secret').textContent).toBe(SECRET);
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        url: 'https://cm.example.com/ari',
        enabled: true,
        format: 'json',
        hotelCode: null,
        username: null,
        password: null,
      }),
    );
  });

  it('sends OpenTravel XML with the hotel code it needs, and a login; a saved password is kept when left empty', async () => {
    const requests = serve({
      ...logged,
      endpoint: {
        ...logged.endpoint!,
        format: 'opentravel',
        hotelCode: 'UB-1',
        username: 'pms',
        hasPassword: true,
      },
    });
    await show();
    expect(await screen.findByText('OpenTravel · UB-1')).toBeTruthy();
    expect(screen.getByText('Нэвтрэх нэр: pms')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Хаяг өөрчлөх' }));
    const form = await screen.findByRole('dialog', { name: 'Сувгийн ARI хаяг' });
    expect(within(form).getByText(/Нууц үг хадгалагдсан/)).toBeTruthy();
    const code = within(form).getByLabelText(/^Сайтын өгсөн зочид буудлын код/);
    expect((code as HTMLInputElement).value).toBe('UB-1');
    fireEvent.change(code, { target: { value: '' } });
    fireEvent.submit(form.querySelector('form') as HTMLFormElement);
    expect(await within(form).findByText('Заавал бөглөнө үү.')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'UB-2' } });
    fireEvent.submit(form.querySelector('form') as HTMLFormElement);
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        url: 'https://cm.example.com/ari',
        enabled: true,
        format: 'opentravel',
        hotelCode: 'UB-2',
        username: 'pms',
        password: null,
      }),
    );
  });

  it('lists the deliveries, latest first, with their status and error', async () => {
    serve(logged);
    await show();
    expect(await screen.findByText('https://cm.example.com/ari')).toBeTruthy();
    expect(screen.getByText('Хариу ирээгүй')).toBeTruthy();
    expect(screen.getByText('timeout after 10000 ms')).toBeTruthy();
    expect(screen.getByText('Хүргэгдсэн (204)')).toBeTruthy();
    expect(screen.getByText(/Double: 1 огнооны хүрээ хүлээгдэж байна/)).toBeTruthy();
  });
});
