import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/**
 * A link to another page of the app: the router's link (no reload), drawn as Chakra's `Link`
 * with the props given (its colour, weight, size, `aria-label`, …).
 */
export function PageLink({
  to,
  children,
  ...link
}: Omit<LinkProps, 'asChild' | 'href'> & { to: string }) {
  return (
    <Link asChild {...link}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
