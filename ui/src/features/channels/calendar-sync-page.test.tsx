// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, json } from '../../test/fake-server';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { ownerOf } from '../../test/users';
import type { CalendarExportList } from './calendar-exports-api';
import { TOKEN, showCalendarSync } from './test-fixtures';

stubResizeObserverPerTest();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const feed = { id: 'e-1', token: TOKEN, createdAt: '2026-12-01T02:30:00.000Z' };

/** A fake server holding the list; POST and DELETE change it as the server would. */
const serve = (initial: CalendarExportList, refuse?: Response) => {
  let list = initial;
  return installFakeServer((request) => {
    if (request.url === '/api/user') return json(ownerOf('2026-12-01'));
    if (request.url === '/api/calendar/exports' && request.method === 'GET') return json(list);
    // No calendar imported (calendar-imports-section.test.tsx shows them).
    if (request.url === '/api/calendar/imports') {
      return json({ imports: [], conflicts: [], held: [] });
    }
    if (refuse) return refuse.clone();
    if (request.method === 'POST') {
      const { targetId } = request.body as { targetId: string };
      list = {
        roomTypes: list.roomTypes.map((type) => ({
          ...type,
          rooms: type.rooms.map((room) =>
            room.id === targetId ? { ...room, export: { ...feed, id: 'e-2' } } : room,
          ),
        })),
      };
      return json({ id: 'e-2', token: TOKEN, position: '9' }, 201);
    }
    list = {
      roomTypes: list.roomTypes.map((type) => ({ ...type, export: null })),
    };
    return json({ position: '10' });
  });
};

const standard = (roomExport: typeof feed | null = null): CalendarExportList => ({
  roomTypes: [
    {
      id: 'rt-1',
      name: 'Стандарт',
      nameEn: 'Standard',
      export: feed,
      rooms: [{ id: 'r-1', name: '101', export: roomExport }],
    },
  ],
});

describe('calendar sync page', () => {
  it('lists each room type and room with its link, or a button to create one', async () => {
    serve(standard());
    await showCalendarSync();
    const typeRow = await screen.findByRole('row', { name: /Стандарт/ });
    const link = within(typeRow).getByLabelText('Хуанлийн холбоос: «Стандарт» өрөөний төрөл');
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/ical/${TOKEN}.ics`);
    const roomRow = screen.getByRole('row', { name: /101/ });
    expect(within(roomRow).getByText('Холбоос үүсгээгүй')).toBeTruthy();
    expect(within(roomRow).getByRole('button', { name: 'Холбоос үүсгэх: 101 өрөө' })).toBeTruthy();
  });

  it('creates a link for a room and shows it', async () => {
    const requests = serve(standard());
    await showCalendarSync();
    fireEvent.click(await screen.findByRole('button', { name: 'Холбоос үүсгэх: 101 өрөө' }));
    expect(await screen.findByLabelText('Хуанлийн холбоос: 101 өрөө')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/api/calendar/exports');
    expect(post.body).toEqual({ target: 'room', targetId: 'r-1' });
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('copies the link to the clipboard', async () => {
    serve(standard());
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await showCalendarSync();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Хуулах: «Стандарт» өрөөний төрөл, хуанлийн холбоос',
      }),
    );
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/ical/${TOKEN}.ics`),
    );
  });

  it('revokes a link only after the confirmation', async () => {
    const requests = serve(standard());
    await showCalendarSync();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Цуцлах: «Стандарт» өрөөний төрөл, хуанлийн холбоос',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Энэ хуанлийн холбоосыг цуцлах уу?',
    });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Цуцлах' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/calendar/exports/e-1'),
    );
    await waitFor(() => expect(screen.getAllByText('Холбоос үүсгээгүй').length).toBe(2));
  });

  it('says so when the list cannot be read', async () => {
    installFakeServer((request) =>
      request.url === '/api/user'
        ? json(ownerOf('2026-12-01'))
        : json({ type: '/problems/internal', title: 'Алдаа', status: 500 }, 500),
    );
    await showCalendarSync();
    expect(await screen.findByText('Хуанлийн холбоосуудыг уншиж чадсангүй')).toBeTruthy();
  });
});
