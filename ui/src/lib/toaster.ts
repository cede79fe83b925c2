import { createToaster } from '@chakra-ui/react';

/** The app's notifications; rendered once by components/toaster.tsx. */
export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 5,
});
