import type { PropertyPage } from '../../lib/property-pages';

/**
 * The help pages (operations spec §3 "Help page": name, enName, articles with name, content
 * and an optional video) and their articles, in the order they are shown. Names and texts are
 * in the `help` locale files, one per language; a video is optional and language-neutral.
 */
export const HELP_PAGES = {
  start: ['wizard', 'systemDate', 'permissions'],
  calendar: ['read', 'book', 'move'],
  reservations: ['tabs', 'status', 'detail', 'export'],
  newReservation: ['steps', 'group'],
  requests: ['online', 'handle', 'convert', 'hold'],
  blocks: ['block', 'rules'],
  housekeeping: ['mark', 'checkOut'],
  guests: ['register', 'blacklist'],
  payments: ['take', 'receivable', 'incomes', 'invoices'],
  nightAudit: ['check', 'perform', 'auto'],
  rates: ['plans', 'calendar'],
  rooms: ['types', 'images'],
  property: ['profile', 'banks', 'rules'],
  settings: ['lists', 'policies'],
  staff: ['roles', 'users'],
} as const satisfies Record<string, readonly string[]>;

export type HelpPageId = keyof typeof HELP_PAGES;

export const HELP_PAGE_IDS = Object.keys(HELP_PAGES) as HelpPageId[];

export const isHelpPageId = (value: string | undefined | null): value is HelpPageId =>
  !!value && Object.hasOwn(HELP_PAGES, value);

/** Videos of articles (`page.article` → URL); none are recorded yet. */
export const HELP_VIDEOS: Partial<Record<string, string>> = {};

/** The help page about the screen the user is on (the top bar's help button opens it). */
const HELP_OF: Partial<Record<PropertyPage, HelpPageId>> = {
  calendar: 'calendar',
  reservations: 'reservations',
  reservation: 'reservations',
  group: 'reservations',
  newReservation: 'newReservation',
  resRequests: 'requests',
  resRequest: 'requests',
  blocks: 'blocks',
  housekeeping: 'housekeeping',
  guests: 'guests',
  incomes: 'payments',
  checkNightAudit: 'nightAudit',
  performNightAudit: 'nightAudit',
  invoices: 'payments',
  invoice: 'payments',
  newInvoice: 'payments',
  rates: 'rates',
  ratePlans: 'rates',
  ratePlanRates: 'rates',
  roomTypes: 'rooms',
  roomTypeImages: 'rooms',
  roomTypeAmenities: 'rooms',
  profile: 'property',
  hotelSettings: 'property',
  bankAccounts: 'property',
  rules: 'property',
  images: 'property',
  facilities: 'property',
  services: 'settings',
  partners: 'settings',
  sources: 'settings',
  paymentMethods: 'settings',
  currencies: 'settings',
  taxes: 'settings',
  policies: 'settings',
  roles: 'staff',
  users: 'staff',
};

export const helpPageFor = (page: PropertyPage | null): HelpPageId =>
  (page && HELP_OF[page]) ?? 'start';

export interface HelpArticle {
  readonly pageId: HelpPageId;
  readonly id: string;
  readonly pageName: string;
  readonly name: string;
  readonly content: string;
  readonly video: string | null;
}

/** Every article, translated; `search` keeps those whose page, name or text hold every word. */
export const helpArticles = (
  t: (key: string) => string,
  search = '',
  pageId: HelpPageId | null = null,
): HelpArticle[] => {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return HELP_PAGE_IDS.filter((id) => pageId === null || id === pageId).flatMap((id) =>
    HELP_PAGES[id]
      .map((article) => ({
        pageId: id,
        id: article,
        pageName: t(`pages.${id}.name`),
        name: t(`pages.${id}.articles.${article}.name`),
        content: t(`pages.${id}.articles.${article}.content`),
        video: HELP_VIDEOS[`${id}.${article}`] ?? null,
      }))
      .filter((a) => {
        const text = `${a.pageName} ${a.name} ${a.content}`.toLocaleLowerCase();
        return words.every((word) => text.includes(word));
      }),
  );
};
