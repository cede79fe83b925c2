import { useTranslation } from 'react-i18next';
import { toaster } from '../../lib/toaster';
import { toastDone } from '../../components/done-toast';

/**
 * Copies a feed's address to the clipboard and says so; when the browser refuses (no
 * permission, an insecure origin) it says that too, and the address stays on screen to copy
 * by hand.
 */
export function useCopyFeedUrl() {
  const { t } = useTranslation('channels');
  return async (url: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      toastDone(t('copy.done'));
    } catch {
      toaster.create({
        type: 'error',
        title: t('copy.failed'),
        description: url,
        closable: true,
      });
    }
  };
}
