import { lazy } from 'react';

/**
 * `AnchoredPopover`, loaded the first time a popover opens (see anchored-popover.tsx). Render it
 * once its button has been pressed (`{everOpened && <Suspense><PopoverOnDemand … /></Suspense>}`)
 * and keep it rendered after, so it can close the way it opened.
 */
export const PopoverOnDemand = lazy(() => import('./anchored-popover'));
