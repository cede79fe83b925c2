import { useCurrentHotel } from '../../components/use-current-hotel';
import { GeneralInfoForm } from './general-info-form';
import { ProfileScreen } from './profile-ui';

/** Route `/p/{slug}/edit` (manage-settings): the property's general info. */
export function ProfilePage() {
  const { slug } = useCurrentHotel();
  return (
    <ProfileScreen tab="profile">{slug ? <GeneralInfoForm slug={slug} /> : null}</ProfileScreen>
  );
}
