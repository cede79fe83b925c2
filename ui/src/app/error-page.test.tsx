// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FatalErrorBoundary } from '../components/fatal-error-boundary';
import { initI18n } from '../lib/i18n';
import { renderRoutes } from '../test/render';
import { ErrorPage } from './error-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const failing = (error: unknown) => () => {
  throw error;
};

/** The error catalogue: 404 'page not found' with a way back to the hotel list; else 'an error occurred'. */
describe('error pages', () => {
  it('shows a 404 as "page not found" with a button back to the hotel list', async () => {
    await renderRoutes(
      [
        {
          path: '/en/x',
          loader: failing(new Response('', { status: 404 })),
          Component: () => null,
          errorElement: <ErrorPage />,
        },
      ],
      { path: '/en/x', language: 'en' },
    );
    expect(await screen.findByRole('heading', { name: 'Sorry, page not found!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to properties' }).getAttribute('href')).toBe(
      '/en/',
    );
  });

  it('shows any other failure as "an error occurred", with reload and home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoutes(
      [{ path: '/', Component: failing(new Error('boom')), errorElement: <ErrorPage /> }],
      { path: '/' },
    );
    expect(await screen.findByRole('heading', { name: 'Уучлаарай, алдаа гарлаа!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Хуудсыг дахин ачаалах' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Нүүр хуудас руу буцах' })).toBeTruthy();
  });

  it('falls back to a plain message with a link home when even the error page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await initI18n('mn');
    render(
      <FatalErrorBoundary>
        <ErrorPageThatFails />
      </FatalErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Алдааны хуудсыг харуулах үед алдаа гарлаа.',
    );
    expect(screen.getByRole('link', { name: 'Нүүр хуудас руу буцах' }).getAttribute('href')).toBe(
      '/',
    );
  });
});

function ErrorPageThatFails(): never {
  throw new Error('the error page itself failed');
}
