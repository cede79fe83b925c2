import { describe, expect, it } from 'vitest';
import { system } from './theme';
import {
  REQUEST_STATUS_COLORS,
  REQUEST_STATUS_TEXT,
} from '../features/reservation-requests/request-ui';
import {
  RESERVATION_STATUSES,
  type ReservationStatus,
} from '../shared/reservations/reservations-api';
import {
  BLOCKED_COLOR,
  BLOCKED_TEXT,
  STATUS_COLORS,
  STATUS_TEXT,
  type StatusTone,
  statusToken,
  statusVar,
} from '../shared/reservations/status';

const ALL: (ReservationStatus | 'blocked')[] = [...RESERVATION_STATUSES, 'blocked'];
const TONES: StatusTone[] = ['solid', 'contrast', 'subtle', 'fg'];

/** The colour a CSS variable of the theme stands for (undefined when the theme has none). */
const valueOf = (cssVar: string): string | undefined => {
  const name = /^var\((--[\w-]+)\)$/.exec(cssVar)?.[1];
  const token = system.tokens.allTokens.find((t) => t.extensions.cssVar?.var === name);
  return token ? String(token.value) : undefined;
};

/** WCAG's contrast ratio of two #rrggbb colours. */
const contrast = (a: string, b: string) => {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('status colours come from the theme', () => {
  it('every status and tone is a token of the theme, and its CSS variable is that token', () => {
    for (const status of ALL) {
      for (const tone of TONES) {
        const token = `colors.${statusToken(status, tone)}`;
        expect(system.tokens.getByName(token), token).toBeDefined();
        expect(statusVar(status, tone)).toBe(system.token.var(token));
        expect(valueOf(statusVar(status, tone))).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
    expect(STATUS_COLORS['checked-in']).toBe('var(--chakra-colors-reservation-checked-in-solid)');
    expect(BLOCKED_COLOR).toBe(statusVar('blocked'));
  });

  it('the spec’s hues: pending orange, confirmed green, checked-in the primary blue; blocked grey', () => {
    expect(valueOf(STATUS_COLORS.pending)).toBe('#ff9500');
    expect(valueOf(STATUS_COLORS.confirmed)).toBe('#34c759');
    expect(valueOf(STATUS_COLORS['checked-in'])).toBe(
      valueOf(system.token.var('colors.brand.solid')),
    );
    // The browser specs find a block by this colour (tests/browser/front-office.spec.ts).
    expect(valueOf(BLOCKED_COLOR)).toBe('#636366');
  });

  it('the text on each status colour reads at 4.5:1 at least (WCAG AA), requests’ too', () => {
    const pairs: [string, string, string][] = [
      ...RESERVATION_STATUSES.map((s): [string, string, string] => [
        s,
        STATUS_COLORS[s],
        STATUS_TEXT[s],
      ]),
      ['blocked', BLOCKED_COLOR, BLOCKED_TEXT],
      ...Object.entries(REQUEST_STATUS_COLORS).map(([s, fill]): [string, string, string] => [
        `request ${s}`,
        fill,
        REQUEST_STATUS_TEXT[s as keyof typeof REQUEST_STATUS_TEXT],
      ]),
    ];
    for (const [name, fill, text] of pairs) {
      expect(contrast(valueOf(fill)!, valueOf(text)!), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
