import { Box, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Language } from '../../lib/locale';

/** A printout's paper: the sheet's width on screen, the CSS page size and the sheet's margin. */
export interface Paper {
  width: string;
  page: string;
  /** The sheet's padding on a wide screen (on paper the printer's page margin stands instead). */
  padding: string;
}

/** On paper only the sheet prints, from its top, with clean page breaks between rows. */
export const printCss = (page: string) => `@media print {
  @page { size: ${page}; margin: 10mm; }
  html, body { background: white !important; }
  [data-print-hide] { display: none !important; }
  [data-print-sheet] { box-shadow: none !important; border: 0 !important; margin: 0 !important; width: auto !important; padding: 0 !important; }
  tr, [data-keep-together] { break-inside: avoid; }
  thead { display: table-header-group; }
}`;

/**
 * A printout's page (a letter, a card, a receipt, an invoice, a VAT receipt, a credit note):
 * the grey page, the bar above the sheet (not printed) and the white sheet of `paper` in the
 * printout's language.
 */
export function PrintoutPage({
  paper,
  language,
  bar,
  children,
}: {
  paper: Paper;
  language: Language;
  /** Back, the language, Print (`data-print-hide`). */
  bar: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box bg="bg.muted" minH="100vh" py={{ base: '3', md: '8' }} px={{ base: '2', md: '4' }}>
      <style>{printCss(paper.page)}</style>
      {bar}
      <Box
        data-print-sheet
        data-testid="document-sheet"
        lang={language}
        maxW="100%"
        w={paper.width}
        mx="auto"
        bg="white"
        color="black"
        boxShadow="md"
        borderRadius="sm"
        p={{ base: '5', md: paper.padding }}
        fontSize="sm"
        overflowX="auto"
      >
        {children}
      </Box>
    </Box>
  );
}

/** What a sheet shows while its printout loads. */
export function SheetPlaceholder() {
  return (
    <Stack gap="3">
      <Skeleton h="10" />
      <Skeleton h="40" />
    </Stack>
  );
}
