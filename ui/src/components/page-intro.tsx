import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A page's line under its title saying what the page is for: muted, and no wider than a line
 * reads well (`2xl`; `3xl` where the page is a wide board).
 */
export function PageIntro({
  children,
  maxW = '2xl',
}: {
  children: ReactNode;
  maxW?: '2xl' | '3xl';
}) {
  return (
    <Text color="fg.muted" maxW={maxW}>
      {children}
    </Text>
  );
}
