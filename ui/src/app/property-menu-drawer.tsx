import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, UserHotel } from '../lib/session-api';
import { PropertyMenu } from './property-menu';

/**
 * The side menu in a drawer, for screens too narrow for it beside the page (property-layout.tsx
 * loads this, with Chakra's dialog, when the menu is first opened).
 */
export default function PropertyMenuDrawer({
  user,
  hotel,
  open,
  onOpenChange,
}: {
  user: CurrentUser;
  hotel: UserHotel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Body p="0">
              <PropertyMenu user={user} hotel={hotel} inDrawer />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" colorPalette="gray" aria-label={t('layout.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
