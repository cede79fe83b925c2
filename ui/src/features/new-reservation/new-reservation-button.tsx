import { Box, Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PlusIcon } from '../../components/icons';
import { useLocalizedPath } from '../../components/use-localized-path';
import { propertyPath } from '../../lib/property-pages';

/** The keyboard shortcut of the new-reservation button (operations spec §2 "Navigation"). */
export const NEW_RESERVATION_SHORTCUT = 'Alt+N';

/**
 * Alt+N, whatever the keyboard layout (`code` is the key's place: N on a Mongolian Cyrillic
 * layout types "т", and Option+N on a Mac a dead key).
 */
export const isNewReservationShortcut = (
  event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code' | 'key'>,
): boolean =>
  event.altKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.shiftKey &&
  (event.code === 'KeyN' || event.key.toLowerCase() === 'n');

/**
 * The top bar's "New reservation" button (icon only on narrow screens) and its shortcut,
 * Alt+N, anywhere in the property's pages. The layout shows it to whoever may manage
 * reservations.
 */
export function NewReservationButton({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const to = localized(propertyPath(slug, 'newReservation'));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.isComposing) return;
      if (!isNewReservationShortcut(event)) return;
      event.preventDefault();
      void navigate(to);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, to]);

  const label = t('layout.newReservation');
  const hint = t('layout.newReservationHint', { shortcut: NEW_RESERVATION_SHORTCUT });
  return (
    <Button
      asChild
      size="sm"
      flexShrink="0"
      px={{ base: '2', md: '3' }}
      aria-label={label}
      aria-keyshortcuts={NEW_RESERVATION_SHORTCUT}
      title={hint}
    >
      <RouterLink to={to}>
        <PlusIcon />
        <Box as="span" hideBelow="md">
          {label}
        </Box>
      </RouterLink>
    </Button>
  );
}
