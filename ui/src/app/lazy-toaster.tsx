import { type ComponentType, Suspense, lazy, useEffect, useState } from 'react';
import { toaster } from '../lib/toaster';

const Toaster = lazy(() =>
  import('./toaster').then<{ default: ComponentType }, { default: ComponentType }>(
    (m) => ({ default: m.Toaster }),
    // Without the code (offline since the page loaded) the page stays up, without notices.
    () => ({ default: () => null }),
  ),
);

/**
 * The notifications, loaded with the first one: most page loads (the login page's first
 * among them) show none, so the toast machinery is not part of the first download. A toast
 * created before the code has arrived is kept by the store and shown as soon as it mounts.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (wanted) return undefined;
    if (toaster.getVisibleToasts().length > 0) {
      setWanted(true);
      return undefined;
    }
    return toaster.subscribe(() => setWanted(true));
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
