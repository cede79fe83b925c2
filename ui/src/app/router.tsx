import type { ComponentType } from 'react';
import { type RouteObject, createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { i18n } from '../lib/i18n';
import { AppShell } from './app-shell';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';

/** Loads a screen's code and its translation namespaces together (one route = one chunk). */
const screen =
  (load: () => Promise<ComponentType>, namespaces: string[]) =>
  async (): Promise<{ Component: ComponentType }> => {
    const [Component] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { Component };
  };

/** The screens, written once; mounted at `/` (Mongolian) and under `/en` (English). */
const screens = (): RouteObject[] => [
  {
    index: true,
    lazy: screen(
      () => import('../features/properties/properties-page').then((m) => m.PropertiesPage),
      ['properties'],
    ),
  },
  { path: '*', Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppShell,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // Errors inside a screen render within the shell (top bar stays usable).
        errorElement: <ErrorPage />,
        children: [{ path: 'en', children: screens() }, ...screens()],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
