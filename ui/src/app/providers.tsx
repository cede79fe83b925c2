import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { system } from './theme';

/**
 * The providers of every page. The store (Redux with RTK Query) is not one of them: the pages
 * that read the API get it from ./store-boundary.tsx, so the login page runs without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </I18nextProvider>
  );
}
