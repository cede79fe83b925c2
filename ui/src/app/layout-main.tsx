import { SkipNavContent, type SkipNavContentProps } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
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
