import { defaultDocumentLanguage } from '@hotel/events/documents/wording';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/locale';

/**
 * A printout's language and its switch: the interface's language until one is chosen on the
 * page (English in /en, Mongolian otherwise — docs/documents.md "Language and dates"), then the
 * one chosen.
 */
export const useDocumentLanguage = (): [Language, (language: Language) => void] => {
  const { i18n } = useTranslation();
  const [chosen, setChosen] = useState<Language | null>(null);
  return [chosen ?? defaultDocumentLanguage(i18n.resolvedLanguage ?? i18n.language), setChosen];
};

/** A choice of a document's language (its shown one, its mail's): its name and the choice. */
export interface LanguagePickProps {
  label: string;
  language: Language;
  onChange: (language: Language) => void;
}
