import { Badge } from '@chakra-ui/react';
import { createContext, use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WifiOffIcon } from '../components/icons';
import type { LiveStatus } from '../lib/live-updates';

/** The state of the app shell's live-updates connection, for the layouts' top bars. */
export const LiveStatusContext = createContext<LiveStatus>('connecting');

/** True once `status` has been 'reconnecting' for a while (short blips are not worth a badge). */
function useShowOffline(status: LiveStatus, delayMs = 2000): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (status !== 'reconnecting') {
      setShow(false);
      return undefined;
    }
    const timer = setTimeout(() => setShow(true), delayMs);
    return () => clearTimeout(timer);
  }, [status, delayMs]);
  return show;
}

/** "Offline" in the top bar while the live connection is down for more than 2 s. */
export function OfflineBadge() {
  const { t } = useTranslation();
  const offline = useShowOffline(use(LiveStatusContext));
  if (!offline) return null;
  return (
    <Badge colorPalette="orange" variant="subtle" size="md" title={t('live.reconnecting')}>
      <WifiOffIcon boxSize="3.5" />
      <span role="status">{t('live.reconnectingShort')}</span>
    </Badge>
  );
}
