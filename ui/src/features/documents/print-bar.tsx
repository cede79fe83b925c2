import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The bar above a printout's sheet, as wide as the sheet and not printed (`data-print-hide`):
 * back on one side, the language, send and Print on the other, wrapping on a narrow screen.
 */
export function PrintBar({ width, children }: { width: string; children: ReactNode }) {
  return (
    <Flex
      data-print-hide
      maxW={width}
      mx="auto"
      mb="4"
      justify="space-between"
      align="center"
      gap="3"
      wrap="wrap"
    >
      {children}
    </Flex>
  );
}
