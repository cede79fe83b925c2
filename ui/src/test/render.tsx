import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { createStore } from '../app/store';
import { Toaster } from '../components/toaster';
import { i18n, initI18n } from '../lib/i18n';
import type { Language } from '../lib/locale';

/** Renders a screen inside the app's providers (store, i18n, Chakra) at a route. */
export const renderScreen = async (
  ui: ReactNode,
  {
    path = '/',
    language = 'mn',
    namespaces = [],
  }: { path?: string; language?: Language; namespaces?: string[] } = {},
) => {
  await initI18n(language);
  await i18n.loadNamespaces(namespaces);
  const store = createStore();
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Toaster />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, ...result };
};
