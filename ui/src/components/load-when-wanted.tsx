import { type ReactNode, Suspense } from 'react';

/**
 * A piece whose code loads on demand (`React.lazy`): nothing until it is first wanted (a menu,
 * a calendar or the help first opened), then drawn once its chunk has arrived.
 */
export function LoadWhenWanted({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
