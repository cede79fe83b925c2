import { defaultDocumentLanguage } from '@hotel/events/documents/wording';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/locale';

/**
 * A printout's language and its switch: the interface's language to begin with (English in
 * /en, Mongolian otherwise — docs/documents.md "Language"), then whatever is chosen on the page.
 */
export const useDocumentLanguage = () => {
  const { i18n } = useTranslation();
  return useState<Language>(() => defaultDocumentLanguage(i18n.resolvedLanguage ?? i18n.language));
};
