import { useTranslation } from 'react-i18next';
import { propertyPath } from '../../lib/property-pages';
import { MoonIcon } from '../../components/icons';
import { LinkAlert } from '../../components/link-alert';
import { type Dashboard as DashboardData } from './dashboard-api';

/** While the working date's night audit is due: says so, with the way to it. */
export function NightAuditBanner({ data, slug }: { data: DashboardData; slug: string }) {
  const { t } = useTranslation('home');
  return (
    <LinkAlert
      status="warning"
      title={t('dashboard.nightAudit.title')}
      description={t('dashboard.nightAudit.description', {
        workingDate: data.workingDate,
        calendarDate: data.calendarDate,
      })}
      to={propertyPath(slug, 'checkNightAudit')}
      linkLabel={
        <>
          <MoonIcon />
          {t('dashboard.nightAudit.action')}
        </>
      }
      linkPalette="orange"
      linkVariant="solid"
      data-testid="night-audit"
    />
  );
}
