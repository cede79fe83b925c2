import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageFromPath, localizePath } from '../lib/locale';

/** Turns a locale-neutral app path into a link in the language of the current page. */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  return useCallback((path: string) => localizePath(path, language), [language]);
}
