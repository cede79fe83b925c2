import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { MoonIcon } from '../../components/icons';
import { useLocalizedPath } from '../../components/use-localized-path';
import { type Dashboard as DashboardData } from './dashboard-api';

/** While the working date's night audit is due: says so, with the way to it. */
export function NightAuditBanner({ data, slug }: { data: DashboardData; slug: string }) {
  const { t } = useTranslation('home');
  const localized = useLocalizedPath();
  return (
    <Alert.Root status="warning" variant="surface" borderRadius="lg" data-testid="night-audit">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('dashboard.nightAudit.title')}</Alert.Title>
        <Alert.Description>
          {t('dashboard.nightAudit.description', {
            workingDate: data.workingDate,
            calendarDate: data.calendarDate,
          })}
        </Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" colorPalette="orange">
        <RouterLink to={localized(propertyPath(slug, 'checkNightAudit'))}>
          <MoonIcon />
          {t('dashboard.nightAudit.action')}
        </RouterLink>
      </Button>
    </Alert.Root>
  );
}
