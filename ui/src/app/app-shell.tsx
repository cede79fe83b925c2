import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { LiveStatusContext } from './live-status';
import { useLiveUpdates } from './use-live-updates';

/**
 * The working screens (property list and property area, in both languages) with one live
 * updates connection: mounted above their layouts, so neither switching language nor going
 * from the property list into a property reopens it. The state is exposed as
 * `data-live-updates` and to the top bars (offline badge).
 */
export function AppShell() {
  const live = useLiveUpdates();
  return (
    <LiveStatusContext value={live}>
      <Box data-live-updates={live} minH="100dvh">
        <Outlet />
      </Box>
    </LiveStatusContext>
  );
}
