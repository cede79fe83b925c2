import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { FatalErrorBoundary } from './components/fatal-error-boundary';
import { initI18n } from './lib/i18n';
import { initialRedirect, languageFromPath } from './lib/locale';
import { persistSession } from './lib/session';

async function start(): Promise<void> {
  const redirect = initialRedirect(window.location.pathname, document.cookie);
  if (redirect) {
    window.history.replaceState(
      null,
      '',
      `${redirect}${window.location.search}${window.location.hash}`,
    );
  }
  await initI18n(languageFromPath(window.location.pathname));

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  persistSession();
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <FatalErrorBoundary>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </FatalErrorBoundary>
    </StrictMode>,
  );
}

void start();
