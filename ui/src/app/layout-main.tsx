import {
  Box,
  type BoxProps,
  Flex,
  SkipNavContent,
  type SkipNavContentProps,
} from '@chakra-ui/react';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { LanguageSwitch } from '../components/language-switch';
import { PageSpinner } from '../components/page-spinner';

/** The page a layout frames: its route's element, with a spinner while its code loads. */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * A layout's main landmark: what "skip to content" moves the focus to (without a focus ring),
 * taking the height left; its width and padding are the layout's. Without `children`, the page.
 */
export function LayoutMain({ children, ...props }: SkipNavContentProps) {
  return (
    <SkipNavContent as="main" flex="1" _focusVisible={{ outline: 'none' }} {...props}>
      {children ?? <PageOutlet />}
    </SkipNavContent>
  );
}

/** The login's card: the page on white, framed and raised, with room around its form. */
const CENTRED_CARD = {
  layerStyle: 'card',
  borderRadius: '2xl',
  shadow: 'sm',
  px: { base: '5', sm: '8' },
  py: { base: '6', sm: '8' },
} as const;

/**
 * The main landmark of the signed-out frames (login, registration): the page in a column of
 * `maxW` in the middle, at the top of a small screen and centred from `centreFrom` up; `card`
 * frames the column as a card (the login's).
 */
export function CentredMain({
  centreFrom,
  px,
  maxW,
  card = false,
}: {
  centreFrom: 'sm' | 'md';
  px: BoxProps['px'];
  maxW: BoxProps['maxW'];
  card?: boolean;
}) {
  return (
    <LayoutMain
      display="flex"
      alignItems={{ base: 'flex-start', [centreFrom]: 'center' }}
      justifyContent="center"
      px={px}
      py={{ base: '4', md: '10' }}
    >
      <Box w="full" maxW={maxW} {...(card ? CENTRED_CARD : {})}>
        <PageOutlet />
      </Box>
    </LayoutMain>
  );
}

/**
 * The top bar of the signed-in frames (outside and inside a property): white, under a line,
 * staying at the top while the page scrolls. `children` is its row.
 */
export function StickyTopBar({ children }: { children: ReactNode }) {
  return (
    <Box
      as="header"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      {children}
    </Box>
  );
}

/**
 * The header of the signed-out frames (login, registration): the brand and the language
 * choice at the two ends of a 4rem row. Beside the registration's side panel, which shows
 * the brand from `lg` up, the header hides its own there and keeps the language at the end.
 */
export function SignedOutHeader({ besidePanel = false }: { besidePanel?: boolean }) {
  return (
    <Flex
      as="header"
      justify={besidePanel ? { base: 'space-between', lg: 'flex-end' } : 'space-between'}
      align="center"
      gap="4"
      px={{ base: '4', md: '8' }}
      h="16"
    >
      {besidePanel ? (
        <Box hideFrom="lg">
          <BrandMark showName="always" />
        </Box>
      ) : (
        <BrandMark showName="always" />
      )}
      <LanguageSwitch />
    </Flex>
  );
}
