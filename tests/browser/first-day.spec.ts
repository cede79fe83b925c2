import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEMO_URL, fieldLabel, screenshot } from './support';

/**
 * A front-desk clerk's first day on the furnished demo hotel (docs/demo.md), with no set-up by
 * the test: log in, see today's arrivals on the home screen, check one in with the button, move
 * a booking on the calendar, book a walk-in, check out a departing guest (paying the balance
 * first when there is one) — in Mongolian and in English. On every page visited: no sideways
 * scroll at 1280 × 800 or 1920 × 1080, no console error, and in English no Mongolian text other
 * than data (guest names, the hotel's name, …: Cyrillic words the API sent, where an object's
 * `name` does not count when it has an English `nameEn`).
 *
 * The demo server is the config's second web server (DEMO_SEED on, its own data folder); the
 * two runs work on different reservations of the same hotel.
 */
test.use({ baseURL: DEMO_URL });

const CLERK = { email: 'reception@hotel.mn', password: 'reception-2026' };

interface Words {
  prefix: string;
  logIn: string;
  email: string;
  checkIn: string;
  checkOut: string;
  yes: string;
  confirmed: string;
  arrivalsTable: string;
  departuresTable: string;
  checkedIn: string;
  checkedOut: string;
  open: (number: number) => string;
  calendar: string;
  bar: (number: number) => RegExp;
  move: string;
  moveRoom: string;
  saveChange: string;
  save: string;
  newReservation: string;
  search: string;
  addRoom: RegExp;
  next: string;
  name: string;
  surname: string;
  phone: string;
  walkIn: RegExp;
  saved: string;
  addPayment: string;
  postPayment: string;
  paymentPosted: string;
}

const MN: Words = {
  prefix: '',
  logIn: 'Нэвтрэх',
  email: 'Имэйл хаяг',
  checkIn: 'Байрлуулах',
  checkOut: 'Гаргах',
  yes: 'Тийм, солих',
  confirmed: 'Баталгаажсан',
  arrivalsTable: 'Өнөөдөр ирэх',
  departuresTable: 'Өнөөдөр гарах',
  checkedIn: 'Байрласан',
  checkedOut: 'Гарсан',
  open: (number) => `#${number} захиалгыг нээх`,
  calendar: 'Захиалгын хуанли',
  bar: (number) => new RegExp(`^№${number} `),
  move: 'Зөөх',
  moveRoom: 'Өрөө',
  saveChange: 'Өөрчлөлтийг хадгалах уу?',
  save: 'Хадгалах',
  newReservation: 'Шинэ захиалга',
  search: 'Өрөө хайх',
  addRoom: /өрөөг .+ үнээр нэмэх$/,
  next: 'Үргэлжлүүлэх',
  name: 'Нэр',
  surname: 'Овог',
  phone: 'Утасны дугаар',
  walkIn: /шууд ирсэн зочны захиалга/,
  saved: 'Захиалга хадгалагдлаа',
  addPayment: 'Төлбөр нэмэх',
  postPayment: 'Төлбөр бүртгэх',
  paymentPosted: 'Төлбөр бүртгэгдлээ.',
};

const EN: Words = {
  prefix: '/en',
  logIn: 'Log in',
  email: 'E-mail',
  checkIn: 'Check in',
  checkOut: 'Check out',
  yes: 'Yes, change',
  confirmed: 'Confirmed',
  arrivalsTable: 'Today check-in',
  departuresTable: 'Today check-out',
  checkedIn: 'Checked in',
  checkedOut: 'Checked out',
  open: (number) => `Open reservation #${number}`,
  calendar: 'Reservation calendar',
  bar: (number) => new RegExp(`^No\\. ${number} `),
  move: 'Move',
  moveRoom: 'Room',
  saveChange: 'Save the change?',
  save: 'Save',
  newReservation: 'New reservation',
  search: 'Search rooms',
  addRoom: /^Add a room of .+ at /,
  next: 'Next',
  name: 'Name',
  surname: 'Surname',
  phone: 'Phone number',
  walkIn: /is a walk-in/,
  saved: 'Reservation saved',
  addPayment: 'Add payment',
  postPayment: 'Post payment',
  paymentPosted: 'The payment was posted.',
};

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

const CYRILLIC_WORD = /[\u0400-\u04FF][\u0400-\u04FF-]*/g;

/** The language switch names each language in itself ("Монгол", "English"), as is the custom. */
const ENDONYMS = new Set(['Монгол']);

/** One or two capitals: initials of a name (the avatar's "БН") or a room type's short name. */
const INITIALS = /^[\u0410-\u042F\u0401\u04E8\u04AE]{1,2}$/;

/** Cyrillic words in the API's JSON answers: data, unless an English name stands beside it. */
const collectDataWords = (value: unknown, into: Set<string>): void => {
  if (typeof value === 'string') {
    for (const word of value.match(CYRILLIC_WORD) ?? []) into.add(word);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectDataWords(item, into);
    return;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [key, item] of Object.entries(record)) {
      const english = record[`${key}En`];
      if (typeof english === 'string' && english.trim() !== '') continue;
      collectDataWords(item, into);
    }
  }
};

/** What the test watches on every page: console errors, and the API's data words. */
const watch = (page: Page) => {
  const errors: string[] = [];
  const dataWords = new Set<string>();
  /** Bodies still being read: a page may show a response's data before the test has read it. */
  const reading = new Set<Promise<void>>();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const read = response.json().then(
      (body: unknown) => collectDataWords(body, dataWords),
      // A body that is gone (navigation) or empty holds no data words.
      () => undefined,
    );
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  /** Every response seen so far read (the page's text is read first, then this). */
  const read = () => Promise.all([...reading]);
  return { errors, dataWords, read };
};

type Watched = ReturnType<typeof watch>;

/** The checks every visited page passes, at both sizes; the page is left at 1280 × 800. */
const checkPage = async (page: Page, watched: Watched, words: Words, what: string) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect
      .poll(
        () =>
          page.evaluate<number>(
            'document.documentElement.scrollWidth - document.documentElement.clientWidth',
          ),
        { message: `${what} scrolls sideways at ${viewport.width} × ${viewport.height}` },
      )
      .toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(VIEWPORTS[0]);
  if (words === EN) {
    const text = await page.locator('body').innerText();
    await watched.read();
    const foreign = [...new Set(text.match(CYRILLIC_WORD) ?? [])].filter(
      (word) => !watched.dataWords.has(word) && !ENDONYMS.has(word) && !INITIALS.test(word),
    );
    expect(foreign, `${what}: Mongolian words in English that are not data`).toEqual([]);
  }
  expect(watched.errors, `${what}: console errors`).toEqual([]);
};

const plusDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

interface Calendar {
  workingDate: string;
  roomTypes: { id: string; rooms: { id: string; name: string }[] }[];
  blocks: { roomId: string; startDate: string; endDate: string }[];
  stays: {
    columns: string[];
    dayZero: string;
    roomIds: string[];
    statuses: string[];
    rows: unknown[][];
  };
}

/**
 * A booking to move (confirmed, a room, within the next weeks) and a free room of its type
 * over its nights, read from the calendar's own answer (the clerk would see it on the grid).
 */
const moveCandidate = async (
  request: APIRequestContext,
  propertyId: string,
  skipNumbers: ReadonlySet<number>,
) => {
  const login = await request.post('/api/login', {
    data: CLERK,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = {
    'X-Requested-With': 'XMLHttpRequest',
    Authorization: `Bearer ${accessToken}`,
    'X-Slug': propertyId,
  };
  const today = ((await (await request.get('/api/today', { headers })).json()) as { date: string })
    .date;
  const from = plusDays(today, 5);
  const to = plusDays(today, 40);
  const answer = await request.get(`/api/calendar?from=${from}&to=${to}`, { headers });
  const calendar = (await answer.json()) as Calendar;
  const rooms = calendar.roomTypes.flatMap((type) =>
    type.rooms.map((room) => ({ ...room, typeId: type.id })),
  );
  const { stays: packed } = calendar;
  const col = (name: string) => packed.columns.indexOf(name);
  const stays = packed.rows.map((row) => {
    const room = row[col('room')] as number;
    return {
      checkIn: plusDays(packed.dayZero, row[col('checkInDay')] as number),
      checkOut: plusDays(packed.dayZero, row[col('checkOutDay')] as number),
      roomId: room < 0 ? null : (packed.roomIds[room] ?? null),
      status: packed.statuses[row[col('status')] as number],
      number: row[col('number')] as number,
    };
  });
  const live = stays.filter((s) => s.status !== 'canceled' && s.status !== 'no-show');
  for (const stay of live) {
    if (stay.status !== 'confirmed' || stay.roomId === null || stay.checkIn < from) continue;
    if (skipNumbers.has(stay.number)) continue;
    const own = rooms.find((room) => room.id === stay.roomId);
    if (!own) continue;
    const { checkIn, checkOut } = stay;
    const free = rooms.find(
      (room) =>
        room.typeId === own.typeId &&
        room.id !== own.id &&
        !live.some(
          (o) => o.roomId === room.id && o.checkIn < stay.checkOut && stay.checkIn < o.checkOut,
        ) &&
        !calendar.blocks.some(
          (b) => b.roomId === room.id && b.startDate < checkOut && checkIn < b.endDate,
        ),
    );
    if (free) return { number: stay.number, checkIn, from: own.name, to: free.name };
  }
  throw new Error('the demo has no confirmed booking with a free room of its type to move to');
};

const movedNumbers = new Set<number>();

for (const [language, words] of [
  ['mn', MN],
  ['en', EN],
] as const) {
  test(`${language}: the front desk's first day on the demo hotel`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const watched = watch(page);
    await page.setViewportSize(VIEWPORTS[0]);

    // Log in as the front-desk clerk: the property's home.
    await page.goto(`${words.prefix}/login`);
    await page.getByLabel(words.email).fill(CLERK.email);
    await page.locator('input[name=password]').fill(CLERK.password);
    await checkPage(page, watched, words, 'login');
    await page.getByRole('button', { name: words.logIn, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/p/[^/]+$`));
    const propertyId = /\/p\/([^/]+)$/.exec(page.url())![1]!;

    // Today's arrivals are the home screen's first tab; open one still to come.
    const arrivals = page.getByRole('table', { name: words.arrivalsTable });
    await expect(arrivals.getByRole('row').nth(1)).toBeVisible();
    await checkPage(page, watched, words, 'home');
    await screenshot(page, testInfo, `01-home-${language}`);
    const arriving = arrivals
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: words.confirmed, exact: true }) })
      .first();
    const arrivingNumber = Number(await arriving.getByRole('cell').first().innerText());
    await arriving.getByRole('link', { name: words.open(arrivingNumber) }).click();

    // Check the guest in with the button.
    const actions = page.getByTestId('status-actions');
    const checkIn = actions.getByRole('button', { name: words.checkIn, exact: true });
    await expect(checkIn).toBeEnabled();
    await checkPage(page, watched, words, 'arrival');
    await checkIn.click();
    await page.getByRole('dialog').getByRole('button', { name: words.yes }).click();
    await expect(
      page.getByRole('heading', { level: 2 }).locator('..').getByText(words.checkedIn, {
        exact: true,
      }),
    ).toBeVisible();
    await screenshot(page, testInfo, `02-checked-in-${language}`);

    // Move a booking to another free room of its type, on the calendar.
    const candidate = await moveCandidate(request, propertyId, movedNumbers);
    movedNumbers.add(candidate.number);
    await page.goto(
      `${words.prefix}/p/${propertyId}/calendar?view=month&date=${candidate.checkIn}`,
    );
    await expect(page.getByRole('table', { name: words.calendar })).toBeVisible();
    const row = (room: string) => page.locator(`[data-room-name="${room}"]`);
    const bar = row(candidate.from).getByRole('button', {
      name: words.bar(candidate.number),
    });
    await expect(bar).toBeVisible();
    await checkPage(page, watched, words, 'calendar');
    await screenshot(page, testInfo, `03-calendar-${language}`);
    await bar.click();
    await page.getByRole('dialog').getByRole('button', { name: words.move, exact: true }).click();
    const moveDialog = page.getByRole('dialog');
    const roomSelect = moveDialog.getByLabel(fieldLabel(words.moveRoom));
    const option = roomSelect.locator('option', { hasText: candidate.to });
    await roomSelect.selectOption((await option.first().getAttribute('value')) ?? '');
    await moveDialog.getByRole('button', { name: words.save, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: words.saveChange });
    await expect(confirm).toContainText(candidate.to);
    await screenshot(page, testInfo, `04-calendar-move-${language}`);
    await confirm.getByRole('button', { name: words.save, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(
      row(candidate.to).getByRole('button', { name: words.bar(candidate.number) }),
    ).toBeVisible();
    await checkPage(page, watched, words, 'calendar after the move');

    // A walk-in: the stepper from the top bar, today, a room chosen, saved pending.
    await page.getByRole('link', { name: new RegExp(words.newReservation) }).click();
    await expect(page).toHaveURL(/\/new\/reservation/);
    await checkPage(page, watched, words, 'new reservation');
    await page.getByRole('button', { name: words.search }).click();
    // The first room type with a room free tonight (the other language's run took one too).
    await page.getByRole('button', { name: words.addRoom, disabled: false }).first().click();
    const line = page.getByRole('group', { name: /·/ }).first();
    await line
      .getByRole('button', { name: /^\d{3}$/ })
      .first()
      .click();
    await checkPage(page, watched, words, 'new reservation: rooms');
    await page.getByRole('button', { name: words.next }).click();
    await page.getByLabel(fieldLabel(words.name)).fill('Тэмүүжин');
    await page.getByLabel(new RegExp(`^${words.surname}`)).fill('Болд');
    await page.getByLabel(new RegExp(`^${words.phone}`)).fill('99001122');
    await expect(page.getByText(words.walkIn)).toBeVisible();
    await checkPage(page, watched, words, 'new reservation: guest');
    await screenshot(page, testInfo, `05-walk-in-${language}`);
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await expect(page.getByText(words.saved).first()).toBeVisible();
    await expect(page).toHaveURL(/\/reservation\//);
    await checkPage(page, watched, words, 'walk-in reservation');

    // Today's departures: a guest still in the house leaves, paying the balance first.
    await page.goto(`${words.prefix}/p/${propertyId}`);
    await page.getByTestId('count-todayCheckout').click();
    const departures = page.getByRole('table', { name: words.departuresTable });
    await expect(departures.getByRole('row').nth(1)).toBeVisible();
    const leaving = departures
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: words.checkedIn, exact: true }) })
      .first();
    const leavingNumber = Number(await leaving.getByRole('cell').first().innerText());
    await leaving.getByRole('link', { name: words.open(leavingNumber) }).click();
    const checkOut = page
      .getByTestId('status-actions')
      .getByRole('button', { name: words.checkOut, exact: true });
    await expect(checkOut).toBeVisible();
    if (await checkOut.isDisabled()) {
      const panel = page.getByTestId('payments-panel');
      await panel.getByRole('button', { name: words.addPayment }).click();
      const pay = page.getByRole('dialog');
      await checkPage(page, watched, words, 'pay dialog');
      await screenshot(page, testInfo, `06-pay-${language}`);
      await pay.getByRole('button', { name: words.postPayment }).click();
      await expect(page.getByText(words.paymentPosted)).toBeVisible();
    }
    await expect(checkOut).toBeEnabled();
    await checkPage(page, watched, words, 'departure');
    await checkOut.click();
    await page.getByRole('dialog').getByRole('button', { name: words.yes }).click();
    await expect(
      page.getByRole('heading', { level: 2 }).locator('..').getByText(words.checkedOut, {
        exact: true,
      }),
    ).toBeVisible();
    await screenshot(page, testInfo, `07-checked-out-${language}`);
    await checkPage(page, watched, words, 'checked out');
  });
}
