import { expect, test } from '@playwright/test';
import { apiAs, newOwner, propertyThroughApi, registerOwner, screenshot, signIn } from './support';

/**
 * A guest in the house moved after the first night, as the desk does it (docs/reservations.md,
 * "Moving a guest in the house"): the night slept stays on the old room, the rest moves from
 * the working date; the calendar shows both parts and the room left is dirty.
 */
test('a guest moved after the first night: both rooms on the calendar, the old one dirty', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('roommove');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Нүүлгэлтийн буудал',
    roomTypes: [
      { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['202', '209', '210'] },
    ],
  });
  const { post, get } = await apiAs(request, owner, propertyId);
  const today = (await get('/today')).date as string;
  const plus = (days: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  const type = (
    (await get('/room/types?with=rooms')) as {
      data: { id: string; rooms: { id: string; name: string }[] }[];
    }
  ).data[0]!;
  const booked = (await post('/reservations/book', {
    stayType: 'night',
    checkIn: today,
    checkOut: plus(3),
    roomId: type.rooms.find((r) => r.name === '202')!.id,
    roomTypes: [{ roomTypeId: type.id, numberOfGuests: 2, quantity: 1 }],
    guest: { name: 'Сарнай', surname: 'Нүүдэл', phoneNumber: '99112233' },
  })) as { reservationIds: string[] };
  const id = booked.reservationIds[0]!;
  await post('/reservations/status', { id, status: 'checked-in' });
  // The first night is slept: the audit closes it and the working date moves on.
  await post('/night-audit/perform', { date: today, noShows: [] });
  const moved = plus(1);

  await signIn(page, owner, `/p/${propertyId}/reservation/${id}`);
  const room = page.getByTestId('room-block');
  // The picker says each room's state for the nights that would move: 209 is free.
  await room.getByLabel('Оноох өрөө').selectOption({ label: '209 · сул' });
  await expect(room.getByTestId('split-note')).toHaveText(
    `${moved}-с өмнөх хоногууд 202 өрөөнд үлдэнэ; ${moved}-с эхлэн зочин 209 өрөөнд байна.`,
  );
  await room.getByRole('button', { name: 'Өрөө солих' }).click();
  await expect(page.getByText(`Зочин ${moved}-с хойш 209 өрөөнд байна.`)).toBeVisible();
  await expect(room.getByTestId('room-history')).toHaveText(
    `209 (${moved}-с хойш)Өмнө: 202 ${today} → ${moved}`,
  );
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, testInfo, '01-reservation-moved-mn');

  // The calendar: the slept night on 202 (muted), the rest on 209 from the working date.
  await page.goto(`/p/${propertyId}/calendar?view=month&date=${today}`);
  const left = page.locator(`[data-room-name="202"] [data-booking-id="${id}"]`);
  const now = page.locator(`[data-room-name="209"] [data-booking-id="${id}"]`);
  // The machine may be busy: the month's answer can take a while.
  await expect(left).toHaveAttribute('data-settled', 'true', { timeout: 30_000 });
  await expect(left).toHaveAttribute('title', new RegExp(`${today} – ${moved} хоносон`));
  await expect(now).not.toHaveAttribute('data-settled');
  await expect(page.getByTestId('legend-settled')).toHaveText('Өмнөх өрөөнд хоносон');
  await expect(now).toHaveAttribute('title', new RegExp(`${moved}-с хойш энэ өрөөнд`));
  const [oldBox, newBox] = [await left.boundingBox(), await now.boundingBox()];
  // One night on 202 (a day column: at least 120 px, wider when whole columns fill the view),
  // ending where 209's two nights begin.
  const night = oldBox!.width;
  expect(night).toBeGreaterThanOrEqual(119.5);
  expect(Math.round(oldBox!.x + oldBox!.width)).toBe(Math.round(newBox!.x));
  expect(Math.abs(newBox!.width - 2 * night)).toBeLessThanOrEqual(1);
  await screenshot(page, testInfo, '02-calendar-moved-mn');

  // The room left is dirty; the audit alone dirties no room (209, lived in, is clean).
  await page.goto(`/p/${propertyId}/house/keeping`);
  await expect(page.getByTestId('room-202')).toHaveAttribute('data-status', 'dirty', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('room-209')).toHaveAttribute('data-status', 'clean');
});

/**
 * A room taken by another clerk while the picker was open: the move is refused with the
 * server's own message under the picker, the choice goes back to the current room, and nothing
 * moves — in Mongolian on a laptop and in English on a phone (issue 32).
 */
test('a room taken meanwhile: the move is refused with the server’s message', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('roomrefused');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Давхцлын буудал',
    roomTypes: [{ name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['202', '210'] }],
  });
  const { post, get } = await apiAs(request, owner, propertyId);
  const today = (await get('/today')).date as string;
  const plus = (days: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  const type = (
    (await get('/room/types?with=rooms')) as {
      data: { id: string; rooms: { id: string; name: string }[] }[];
    }
  ).data[0]!;
  const roomId = (name: string) => type.rooms.find((r) => r.name === name)!.id;
  const book = async (room: string, checkIn: string, checkOut: string, name: string) =>
    (
      (await post('/reservations/book', {
        stayType: 'night',
        checkIn,
        checkOut,
        roomId: roomId(room),
        roomTypes: [{ roomTypeId: type.id, numberOfGuests: 2, quantity: 1 }],
        guest: { name, surname: 'Зочин' },
      })) as { reservationIds: string[] }
    ).reservationIds[0]!;

  await signIn(page, owner);
  const cases = [
    {
      language: 'mn',
      prefix: '',
      size: { width: 1366, height: 768 },
      select: 'Оноох өрөө',
      free: '210 · сул',
      change: 'Өрөө солих',
      refused: (date: string) => `210 өрөө ${date}-нд өөр захиалгатай эсвэл хаалттай байна.`,
    },
    {
      language: 'en',
      prefix: '/en',
      size: { width: 390, height: 844 },
      select: 'Room to assign',
      free: '210 · free',
      change: 'Change room',
      refused: (date: string) => `Room 210 is taken or blocked on ${date}.`,
    },
  ] as const;
  for (const [i, c] of cases.entries()) {
    const [checkIn, checkOut] = [plus(2 + 3 * i), plus(4 + 3 * i)];
    const id = await book('202', checkIn, checkOut, `Нүүх${i}`);
    await page.setViewportSize(c.size);
    await page.goto(`${c.prefix}/p/${propertyId}/reservation/${id}`);
    const room = page.getByTestId('room-block');
    await room.getByLabel(c.select).selectOption({ label: c.free });
    // Another clerk books 210 for the same nights before this one presses the button.
    await book('210', checkIn, checkOut, `Түрүүлсэн${i}`);
    await room.getByRole('button', { name: c.change, exact: true }).click();
    await expect(room.getByRole('alert')).toHaveText(c.refused(checkIn));
    await expect(room.getByLabel(c.select)).toHaveValue(roomId('202'));
    await screenshot(page, testInfo, `03-move-refused-${c.language}-${c.size.width}`);
    const { reservation } = (await get(`/reservations/${id}`)) as {
      reservation: { roomClone: { name: string } | null };
    };
    expect(reservation.roomClone?.name).toBe('202');
  }
});
