import { IconButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '../../components/icons';
import { ABOVE_PHONE } from './booking-bar';

/** The scroll-to-top button shows past this many pixels (settings spec §9). */
export const SCROLL_TOP_AFTER = 650;

/** A button back to the top once the page has scrolled past SCROLL_TOP_AFTER. */
export function ScrollToTop() {
  const { t } = useTranslation('online');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_AFTER);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <IconButton
      position="fixed"
      // Above the phone's booking bar (booking-bar.tsx).
      bottom="28"
      css={{ [ABOVE_PHONE]: { bottom: '6' } }}
      right="6"
      borderRadius="full"
      shadow="lg"
      aria-label={t('toTop')}
      data-testid="scroll-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </IconButton>
  );
}
