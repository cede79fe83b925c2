import { useTranslation } from 'react-i18next';
import { ChannelIcon } from '../../components/icons';
import {
  NamedItemsPage,
  NamedItemsSection,
  type SettingsSectionProps,
} from './named-items-section';
import { useDeleteSourceMutation, useListSourcesQuery } from './settings-api';
import { ColorMark } from './settings-ui';
import { sourceKind } from './source-dialog';

/**
 * The reservation channels of a property as cards (with their dialogs): on the sources page,
 * and as a card group of the setup wizard's "regs" step.
 */
export function SourcesSection({ slug, variant = 'page' }: SettingsSectionProps) {
  const { t } = useTranslation('settings');
  return (
    <NamedItemsSection
      slug={slug}
      variant={variant}
      kind={sourceKind}
      icon={<ChannelIcon />}
      card={(source) => ({
        leading: <ColorMark color={source.color}>{source.shortName}</ColorMark>,
        meta: t('sources.shortName', { shortName: source.shortName }),
      })}
      useDelete={useDeleteSourceMutation}
    />
  );
}

/** Route `/p/{slug}/s/sources` (manage-sources): the property's reservation channels. */
export function SourcesPage() {
  return <NamedItemsPage useList={useListSourcesQuery} Section={SourcesSection} />;
}
