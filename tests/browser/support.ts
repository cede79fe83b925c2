import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, type Page, type TestInfo, expect } from '@playwright/test';

/**
 * The second web server of the config: the furnished demo hotel (DEMO_SEED on) on the next
 * port, for tests/browser/first-day.spec.ts.
 */
export const DEMO_PORT = Number(process.env.BROWSER_TEST_PORT ?? 3217) + 1;
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;

/** A fresh owner account for one test (the data folder is shared by all specs of a run). */
export const newOwner = (tag: string) => {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    name: 'Бат Болд',
    position: 'Захирал',
    phoneNumber: '+976 9911 2233',
    email: `${tag}-${unique}@hotel.mn`,
    password: 'нууц-үг-2026',
  };
};

export type Owner = ReturnType<typeof newOwner>;

/** Registers an account straight through the API (for tests about something else). */
export const registerOwner = async (request: APIRequestContext, owner: Owner): Promise<void> => {
  const response = await request.post('/api/register', {
    data: owner,
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Language': 'mn' },
  });
  expect(response.status(), await response.text()).toBe(201);
};

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'X-Language': 'mn' };

/**
 * The owner's new property, made through the API with its room types (for tests about what
 * comes after the setup). Returns the property's id.
 */
export const propertyThroughApi = async (
  request: APIRequestContext,
  owner: Owner,
  { name, roomTypes = [] }: { name: string; roomTypes?: readonly Record<string, unknown>[] },
): Promise<string> => {
  const login = await request.post('/api/login', {
    data: { email: owner.email, password: owner.password },
    headers: API_HEADERS,
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { ...API_HEADERS, Authorization: `Bearer ${accessToken}` };
  const created = await request.post('/api/hotels', {
    data: {
      name,
      registerNo: String(1_000_000 + Math.floor(Math.random() * 8_999_999)),
      companyName: `${name} ХХК`,
    },
    headers: auth,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: propertyId, position } = (await created.json()) as { id: string; position: string };
  lastPositions.set(propertyId, position);
  for (const roomType of roomTypes) {
    const response = await request.post('/api/room/types', {
      data: roomType,
      headers: { ...auth, 'X-Slug': propertyId },
    });
    expect(response.status(), await response.text()).toBe(201);
    lastPositions.set(propertyId, ((await response.json()) as { position: string }).position);
  }
  return propertyId;
};

/**
 * The read-your-writes position of the last command the set-up helpers sent for a property: a
 * query sent with it (`X-Min-Position`) waits until the read models hold those writes, as the
 * UI's own queries do.
 */
export const lastPositions = new Map<string, string>();

/** The `X-Min-Position` header for a property's next query (none before any command). */
export const readAfterWrites = (propertyId: string): Record<string, string> => {
  const position = lastPositions.get(propertyId);
  return position ? { 'X-Min-Position': position } : {};
};

/** Calls of the API as the owner, in the property (for the set-up around what is tested). */
export const apiAs = async (request: APIRequestContext, owner: Owner, propertyId: string) => {
  const login = await request.post('/api/login', {
    data: { email: owner.email, password: owner.password },
    headers: API_HEADERS,
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { ...API_HEADERS, Authorization: `Bearer ${accessToken}`, 'X-Slug': propertyId };
  return {
    post: async (path: string, data: unknown) => {
      const response = await request.post(`/api${path}`, { data, headers });
      expect(response.status(), await response.text()).toBeLessThan(300);
      const body = (await response.json()) as Record<string, unknown>;
      if (typeof body.position === 'string') lastPositions.set(propertyId, body.position);
      return body;
    },
    get: async (path: string) => {
      const response = await request.get(`/api${path}`, {
        headers: { ...headers, ...readAfterWrites(propertyId) },
      });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    },
  };
};

/** The label of exactly this field (a required field's label ends with an asterisk). */
export const fieldLabel = (text: string): RegExp =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** Logs in through the Mongolian login page and waits for the property list. */
export const logIn = async (page: Page, owner: Owner): Promise<void> => {
  await page.goto('/login');
  await page.getByLabel('Имэйл хаяг').fill(owner.email);
  await page.getByLabel(fieldLabel('Нууц үг')).fill(owner.password);
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Зочид буудлууд' })).toBeVisible();
};

/**
 * Opens `path` as the owner, logged in through the API (for tests about what comes after the
 * login; auth.spec.ts and the property list's own test log in through the page): the session
 * the login page would leave — the refresh cookie the answer sets in the browser's context,
 * the access token in localStorage (`pms.session`, ui/src/lib/session-storage.ts) — then one
 * page load. The login page and the property list it opens cost two full loads of the app
 * (about 1.6 s of Chromium's CPU each) in every test; the token is written on the origin's
 * icon, which runs no script. Without `path` the page stays there, for the test's own first
 * `goto`.
 */
export const signIn = async (page: Page, owner: Owner, path?: string): Promise<void> => {
  const login = await page.request.post('/api/login', {
    data: { email: owner.email, password: owner.password },
    headers: API_HEADERS,
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken, expiresAt } = (await login.json()) as {
    accessToken: string;
    expiresAt?: string;
  };
  const session = JSON.stringify({
    token: accessToken,
    expiresAt: expiresAt ?? null,
    clockSkewMs: 0,
  });
  await page.goto('/favicon.svg');
  // (The tests compile without the DOM's types: the script is a string.)
  await page.evaluate(`localStorage.setItem('pms.session', ${JSON.stringify(session)})`);
  if (path !== undefined) await page.goto(path);
};

/**
 * Goes to `path` inside the running app as its own links do (the router follows the history),
 * for tests that visit many pages in a row: a full page load costs Chromium about 1.6 s of CPU,
 * this a tenth. Resolves once the page there has replaced the one before (the content of
 * `main` is new); a route that keeps the same page component (nothing replaced within 3 s) is
 * loaded in full instead.
 */
export const navigateInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate(`(() => {
    for (const el of document.querySelectorAll('main > *')) el.dataset.pmsLeft = '1';
    history.pushState(null, '', ${JSON.stringify(path)});
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  })()`);
  const replaced = await page
    .waitForFunction(
      `(() => { const first = document.querySelector('main > *'); return !!first && !first.dataset.pmsLeft; })()`,
      undefined,
      { timeout: 3_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!replaced) await page.goto(path);
};

/**
 * Pictures of the screens, for a person to look at (test-results/, the report). CI keeps
 * neither, so .ci/run turns them off (PMS_SCREENSHOTS=off): the ~200 pictures and their
 * settling pauses took about 2.5 of the browser suite's minutes on two cores. A failing test
 * still gets its picture; traces are off too (playwright.config.ts).
 */
export const SCREENSHOTS = process.env.PMS_SCREENSHOTS !== 'off';

/** A full-page screenshot kept with the test's results (and attached to its report). */
export const screenshot = async (page: Page, testInfo: TestInfo, name: string): Promise<void> => {
  if (!SCREENSHOTS) return;
  // Let transitions, toasts' entry animations and fonts settle.
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(400);
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
};

const decodeQuotedPrintable = (text: string): string => {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};

/** The body text of an .eml file (plain text part; quoted-printable or base64 decoded). */
const mailText = (eml: string): string => {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (/multipart\//i.test(head)) {
    // One level of parts is enough for our mails: decode each and join them.
    return body
      .split(/\r?\n--[^\r\n]+/)
      .map((part) => (/content-transfer-encoding/i.test(part) ? mailText(part.trim()) : part))
      .join('\n');
  }
  return body;
};

/**
 * The password reset link of the newest e-mail to `email` in the server's outbox
 * (`<DATA_DIR>/outbox/*.eml`, written when no SMTP server is configured), as a local path.
 */
export const resetLinkFromOutbox = async (email: string): Promise<string> => {
  const dataDir = process.env.PMS_BROWSER_DATA_DIR;
  if (!dataDir) throw new Error('PMS_BROWSER_DATA_DIR is not set (see playwright.config.ts)');
  const outbox = join(dataDir, 'outbox');
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[]))
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .reverse();
        for (const name of names) {
          const eml = await readFile(join(outbox, name), 'utf8');
          if (!eml.toLowerCase().includes(email.toLowerCase())) continue;
          const match = /https?:\/\/[^\s"<>]+\/password\/reset\/[^\s"<>]+/.exec(mailText(eml));
          if (match) {
            found = match[0];
            return true;
          }
        }
        return false;
      },
      { message: `a password reset e-mail to ${email} in ${outbox}` },
    )
    .toBe(true);
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
};
