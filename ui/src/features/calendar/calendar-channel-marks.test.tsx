// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderRoutes } from '../../test/render';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { holdConflictOf } from '../../test/hold-conflict';
import { CalendarPage } from './calendar-page';
import { calendarData, serveCalendar } from './test-server';

/**
 * The booking sites on the room calendar (docs/channels.md): a held booking as the site's own
 * bar with its popover, a conflict as a band on its room's row naming both parties, and the
 * rooms allotments hold taken from the free counts (docs/allotments.md).
 */

// The popovers follow their anchors' size (jsdom has no ResizeObserver).
stubResizeObserverPerTest();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () =>
  renderRoutes(
    [
      { path: '/p/:slug/calendar', Component: CalendarPage },
      { path: '/p/:slug/*', Component: LocationProbe },
    ],
    { path: '/p/h-1/calendar', namespaces: ['calendar'], token: 't', language: 'en' },
  );

/** What `selector` finds, once the calendar has drawn it. */
const drawn = (selector: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`nothing at ${selector} yet`);
    return found;
  });

const sites = calendarData({
  // The held booking is among the blocks (the free counts take it), and named in channelHolds.
  blocks: [
    {
      id: 'h-held',
      roomId: 'r-102',
      roomTypeId: 'rt-1',
      startDate: '2026-12-11',
      endDate: '2026-12-13',
      isTime: false,
      startTime: null,
      endTime: null,
      description: 'Airbnb',
    },
  ],
  channelHolds: [
    {
      id: 'h-held',
      importId: 'f-2',
      roomId: 'r-102',
      channel: 'Airbnb',
      uid: 'a1@airbnb.com',
      startDate: '2026-12-11',
      endDate: '2026-12-13',
    },
  ],
  conflicts: [
    holdConflictOf({
      holdId: 'h-conflict',
      startDate: '2026-12-09',
      endDate: '2026-12-11',
      date: '2026-12-09',
      with: { kind: 'stay', reservationId: 'b-1', number: 1001, guestName: 'Бат' },
    }),
  ],
  // Люкс has one room: allotted on the 12th, it has none free that night.
  allotted: [{ roomTypeId: 'rt-2', date: '2026-12-12', rooms: 1 }],
});

describe('the booking sites on the room calendar', () => {
  it('marks a conflict on its room with both parties, and opens what it is', async () => {
    serveCalendar(sites);
    await show();
    const mark = await drawn('[data-conflict-id="h-conflict"]');
    expect(document.querySelector('[data-room="r-101"]')!.contains(mark)).toBe(true);
    expect(mark.getAttribute('aria-label')).toBe(
      'Conflict: Booking.com booking b1@booking.com, 2026-12-09 – 2026-12-11, with reservation №1001 Бат',
    );
    expect(mark.textContent).toBe('Conflict · Booking.com');
    // The legend explains the site's bar and the band.
    expect(screen.getByTestId('legend-site-hold').textContent).toBe("A booking site's booking");
    expect(screen.getByTestId('legend-site-conflict').textContent).toBe(
      'Conflict with a booking site',
    );
    fireEvent.click(mark);
    const popover = await screen.findByTestId('calendar-channel-popover');
    expect(within(popover).getByText('Conflict with Booking.com')).toBeTruthy();
    expect(within(popover).getByText('b1@booking.com')).toBeTruthy();
    expect(
      within(popover).getByRole('link', { name: 'reservation №1001 Бат' }).getAttribute('href'),
    ).toBe('/p/h-1/reservation/b-1');
    expect(
      within(popover).getByRole('link', { name: 'Open calendar sync' }).getAttribute('href'),
    ).toBe('/p/h-1/s/calendar/sync');
  });

  it("draws a site's held booking as its own bar, whose popover makes it a reservation", async () => {
    serveCalendar(sites);
    await show();
    const bar = await drawn('[data-hold-id="h-held"]');
    expect(document.querySelector('[data-room="r-102"]')!.contains(bar)).toBe(true);
    expect(bar.getAttribute('aria-label')).toContain('Airbnb booking a1@airbnb.com');
    // Drawn once: not also as a plain block.
    expect(document.querySelectorAll('[data-room="r-102"] [data-block-id]')).toHaveLength(1);
    fireEvent.click(bar);
    const popover = await screen.findByTestId('calendar-channel-popover');
    expect(within(popover).getByText('2026-12-11')).toBeTruthy();
    expect(
      within(popover).getByRole('link', { name: 'Make a reservation' }).getAttribute('href'),
    ).toBe('/p/h-1/s/calendar/sync?hold=h-held');
  });

  it('takes the rooms allotments hold from the free counts', async () => {
    const freeOf = async (data: typeof sites) => {
      serveCalendar(data);
      await show();
      const counts = await waitFor(() => {
        const cells = document.querySelectorAll('[data-room-type="rt-2"] [role="cell"]');
        if (cells.length === 0) throw new Error('no counts yet');
        return [...cells].map((cell) => cell.textContent);
      });
      cleanup();
      vi.unstubAllGlobals();
      return counts;
    };
    const without = await freeOf(calendarData());
    const withAllotment = await freeOf(sites);
    // 7–13 December: the 12th (index 5) has its one room allotted; every other night as before.
    expect(without[5]).toBe('1');
    expect(withAllotment).toEqual(without.map((count, i) => (i === 5 ? '0' : count)));
  });
});
