import { describe, expect, it } from 'vitest';
import en from '../../locales/en/help.json';
import mn from '../../locales/mn/help.json';
import { HELP_PAGE_IDS, HELP_PAGES, helpArticles, helpPageFor } from './help-topics';

/** A `t` over a locale file's nested keys (as i18next resolves `pages.x.name`). */
const translator = (resource: unknown) => (key: string) =>
  String(
    key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        resource,
      ) ?? key,
  );

describe('help centre', () => {
  it('has every listed page and article written in both languages', () => {
    for (const t of [translator(en), translator(mn)]) {
      const articles = helpArticles(t);
      expect(articles).toHaveLength(HELP_PAGE_IDS.reduce((n, id) => n + HELP_PAGES[id].length, 0));
      for (const article of articles) {
        expect(article.name).not.toContain('pages.');
        expect(article.content.length).toBeGreaterThan(60);
      }
    }
  });

  it('finds articles by every word typed, in the page name, title or text', () => {
    const t = translator(en);
    expect(helpArticles(t, 'payment received').map((a) => a.id)).toEqual(['handle']);
    expect(helpArticles(t, 'DISCOUNT').map((a) => `${a.pageId}.${a.id}`)).toContain(
      'reservations.detail',
    );
    expect(helpArticles(t, 'no such words here')).toEqual([]);
    expect(helpArticles(translator(mn), 'төлбөр нэхэх').map((a) => a.id)).toContain('handle');
  });

  it('opens at the help of the screen the user is on', () => {
    expect(helpPageFor('resRequest')).toBe('requests');
    expect(helpPageFor('calendar')).toBe('calendar');
    expect(helpPageFor('home')).toBe('start');
    expect(helpPageFor(null)).toBe('start');
  });
});
