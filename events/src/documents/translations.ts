import en from './locales/en/documents.json' with { type: 'json' };
import mn from './locales/mn/documents.json' with { type: 'json' };

/**
 * The documents' wording in both languages (the `documents` namespace): the printed pages in
 * the UI (lib/i18n.ts loads these files) and the e-mailed copies the projection service
 * renders say the same words because both read them from here.
 */
export const DOCUMENT_TRANSLATIONS = { mn, en } as const;
