import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import type { ApiRootState } from '../lib/base-query';
import type { api } from '../lib/api';

/** The API's cache is injected with the first screen that reads the API (app/store-api.ts). */
type StateWithApi = ApiRootState & { api?: ReturnType<typeof api.reducer> };

const selectBusy = (state: StateWithApi): boolean => {
  if (!state.api) return false;
  const { queries, mutations } = state.api;
  return (
    Object.values(queries).some((q) => q?.status === 'pending') ||
    Object.values(mutations).some((m) => m?.status === 'pending')
  );
};

/** A thin bar at the top while any call runs longer than 200 ms (spec: loading bar throttle). */
export function LoadingBar() {
  const busy = useSelector(selectBusy);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), 200);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <Box
      position="fixed"
      top="0"
      insetInline="0"
      height="3px"
      zIndex="overlay"
      pointerEvents="none"
      overflow="hidden"
      opacity={visible ? 1 : 0}
      transition="opacity 0.2s"
      aria-hidden="true"
    >
      <Box
        height="100%"
        width="40%"
        bg="brand.solid"
        borderRadius="full"
        animation={visible ? 'pms-loading 1.1s ease-in-out infinite' : undefined}
      />
    </Box>
  );
}
