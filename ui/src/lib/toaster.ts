import { createToaster } from '@chakra-ui/react';

/**
 * The app's notifications; rendered once by app/toaster.tsx. Top right, so they never
 * cover a page's sticky action bar (the setup wizard's Continue); 5 s, long enough to read.
 */
export const toaster = createToaster({
  placement: 'top-end',
  duration: 5000,
  pauseOnPageIdle: true,
  max: 5,
});
