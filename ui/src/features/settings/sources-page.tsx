import { ChannelIcon } from '../../components/icons';
import {
  NamedItemsPage,
  NamedItemsSection,
  namedItemsList,
  type SettingsSectionProps,
} from './named-items-section';
import { useDeleteSourceMutation } from './settings-api';
import { ColorMark } from './settings-ui';
import { sourceKind } from './source-dialog';

const sources = namedItemsList(sourceKind, {
  icon: <ChannelIcon />,
  card: (source, { t }) => ({
    leading: <ColorMark color={source.color}>{source.shortName}</ColorMark>,
    meta: t('sources.shortName', { shortName: source.shortName }),
  }),
  useDelete: useDeleteSourceMutation,
});

/**
 * The reservation channels of a property as cards (with their dialogs): on the sources page,
 * and as a card group of the setup wizard's "regs" step.
 */
export function SourcesSection(props: SettingsSectionProps) {
  return <NamedItemsSection list={sources} {...props} />;
}

/** Route `/p/{slug}/s/sources` (manage-sources): the property's reservation channels. */
export function SourcesPage() {
  return <NamedItemsPage list={sources} />;
}
