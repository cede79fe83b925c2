import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageQuery } from '../../components/page-query';
import { propertyPage } from '../../components/property-page';
import { SkeletonStack } from '../../components/skeleton-stack';
import { type NightAuditCheck, useGetNightAuditCheckQuery } from './night-audit-api';

/**
 * A page of the night audit (its check, then its run): it reads the day's check, shows
 * `heights`' blocks while it loads and the error with a retry if it fails, and `View` draws it.
 */
export function nightAuditPage(
  heights: string[],
  View: ComponentType<{ slug: string; check: NightAuditCheck }>,
) {
  function NightAuditScreen({ slug }: { slug: string }) {
    const { t } = useTranslation('night-audit');
    const query = useGetNightAuditCheckQuery({ slug });
    return (
      <PageQuery
        query={query}
        skeleton={<SkeletonStack label={t('loading')} heights={heights} />}
        errorTitle={t('error')}
      >
        {(check) => <View slug={slug} check={check} />}
      </PageQuery>
    );
  }
  NightAuditScreen.displayName = `nightAuditPage(${View.displayName ?? View.name})`;
  return propertyPage(NightAuditScreen);
}
