import type { ReactNode } from 'react';
import type { Language } from '../../lib/locale';
import { type Paper, PrintoutPage } from './printout-page';

/** The VAT papers' A5 sheet: 148 mm wide, 8 mm of margin on screen. */
const A5: Paper = { width: '148mm', page: 'A5 portrait', padding: '8mm' };

/**
 * An A5 printout's page (the VAT receipt, a voided receipt's credit note): the grey page, the
 * bar above the sheet (not printed) and the 148 mm sheet in the printout's language.
 */
export function A5Page({
  language,
  bar,
  children,
}: {
  language: Language;
  /** Back, the language, Print (`data-print-hide`). */
  bar: ReactNode;
  children: ReactNode;
}) {
  return (
    <PrintoutPage paper={A5} language={language} bar={bar}>
      {children}
    </PrintoutPage>
  );
}
