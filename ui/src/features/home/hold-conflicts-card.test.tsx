// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../lib/session-api';
import { installFakeServer, json } from '../../test/fake-server';
import { holdConflictOf } from '../../test/hold-conflict';
import { renderRoutes } from '../../test/render';
import { khanPalaceOf, ownerOf } from '../../test/users';
import type { HoldConflict } from './hold-conflicts-api';
import { HoldConflictsCard } from './hold-conflicts-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const owner = ownerOf('2026-12-09');
/** The desk: reads the reservations (the dashboard), no settings. */
const desk: CurrentUser = {
  ...owner,
  id: 'u-2',
  hotels: [
    {
      ...khanPalaceOf('2026-12-09'),
      isOwner: false,
      role: {
        id: 'r-2',
        name: 'Ресепшн',
        nameEn: null,
        isDefault: false,
        permissions: ['show-reservations'],
      },
    },
  ],
};

const conflicts: HoldConflict[] = [
  holdConflictOf({
    holdId: 'h-1',
    startDate: '2026-12-10',
    endDate: '2026-12-13',
    date: '2026-12-10',
    with: { kind: 'stay', reservationId: 'res-7', number: 1007, guestName: 'Болормаа Гансүх' },
  }),
  holdConflictOf({
    holdId: 'h-2',
    importId: 'f-2',
    roomId: 'r-102',
    roomName: '102',
    channel: 'Airbnb',
    uid: 'a1@airbnb.com',
    startDate: '2026-12-20',
    endDate: '2026-12-22',
    date: '2026-12-21',
    with: { kind: 'block', blockId: 'bl-1', description: 'Засвар' },
  }),
];

const show = (user: CurrentUser, list: HoldConflict[]) => {
  installFakeServer((request) => {
    if (request.url === '/api/user') return json(user);
    if (request.url === '/api/calendar/conflicts') return json({ conflicts: list });
    return json({}, 404);
  });
  return renderRoutes([{ path: '/p/:slug', element: <HoldConflictsCard slug="h-1" /> }], {
    path: '/p/h-1',
    namespaces: ['home'],
    token: 't',
    language: 'en',
  });
};

describe('the dashboard card of the booking sites’ conflicts', () => {
  it('lists each conflict with its room, nights, site and UID, and our side', async () => {
    await show(owner, conflicts);
    const card = await screen.findByTestId('hold-conflicts');
    expect(within(card).getByText("Booking sites' conflicts")).toBeTruthy();
    expect(within(card).getByText('2')).toBeTruthy();
    const first = within(card).getByTestId('hold-conflict-b1@booking.com');
    expect(first.textContent).toContain('Room 101');
    expect(first.textContent).toContain('2026-12-10 → 2026-12-13');
    expect(first.textContent).toContain('Booking.com booking');
    expect(first.textContent).toContain('(b1@booking.com)');
    const ours = within(first).getByRole('link', { name: 'reservation №1007 Болормаа Гансүх' });
    expect(ours.getAttribute('href')).toBe('/p/h-1/reservation/res-7');
    const onCalendar = within(first).getByRole('link', {
      name: 'Room 101 from 2026-12-10 on the calendar',
    });
    expect(onCalendar.getAttribute('href')).toBe('/p/h-1/calendar?view=month&date=2026-12-10');
    const second = within(card).getByTestId('hold-conflict-a1@airbnb.com');
    expect(second.textContent).toContain('room block Засвар');
    expect(
      within(card).getByRole('link', { name: 'Open calendar sync' }).getAttribute('href'),
    ).toBe('/p/h-1/s/calendar/sync');
  });

  it('gives the desk the conflicts without the links its role does not open', async () => {
    await show(desk, conflicts);
    const card = await screen.findByTestId('hold-conflicts');
    const first = within(card).getByTestId('hold-conflict-b1@booking.com');
    expect(first.textContent).toContain('reservation №1007 Болормаа Гансүх');
    expect(within(card).queryAllByRole('link')).toEqual([]);
  });

  it('is not there while there are no conflicts', async () => {
    await show(owner, []);
    await waitFor(() =>
      expect(
        vi
          .mocked(fetch)
          .mock.calls.some(([input]) =>
            String(input instanceof Request ? input.url : input).includes(
              '/api/calendar/conflicts',
            ),
          ),
      ).toBe(true),
    );
    expect(screen.queryByTestId('hold-conflicts')).toBeNull();
  });
});
