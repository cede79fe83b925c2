import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/page-spinner';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { PoliciesPanels } from './policies-panels';
import { PageIntro } from '../../components/page-intro';

/**
 * Route `/p/{slug}/s/policies` (manage-settings): the cancellation, extra-bed and children
 * policies of the property. Lists refresh on the live "read model changed" notices.
 */
export function PoliciesPage() {
  const { t } = useTranslation('policies');
  const { slug } = useCurrentHotel();
  if (!slug) return <PageSpinner />;
  return (
    <Stack gap="6">
      <PageIntro maxW="3xl">{t('page.subtitle')}</PageIntro>
      <PoliciesPanels slug={slug} />
    </Stack>
  );
}
