import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Language } from '../../lib/locale';
import { printCss } from './document-page';

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
    <Box bg="bg.muted" minH="100vh" py={{ base: '3', md: '8' }} px={{ base: '2', md: '4' }}>
      <style>{printCss('A5 portrait')}</style>
      {bar}
      <Box
        data-print-sheet
        data-testid="document-sheet"
        lang={language}
        maxW="100%"
        w="148mm"
        mx="auto"
        bg="white"
        color="black"
        boxShadow="md"
        borderRadius="sm"
        p={{ base: '5', md: '8mm' }}
        fontSize="sm"
        overflowX="auto"
      >
        {children}
      </Box>
    </Box>
  );
}
