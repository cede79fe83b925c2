import { useTranslation } from 'react-i18next';
import { SideDrawer } from '../components/side-drawer';
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
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      placement="start"
      closeLabel={t('layout.closeMenu')}
      bodyPadding="0"
    >
      <PropertyMenu user={user} hotel={hotel} inDrawer />
    </SideDrawer>
  );
}
