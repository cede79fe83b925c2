import { ChannelIcon } from '../../components/icons';
import { namedItemsList, namedItemsScreens } from './named-items-section';
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
 * Route `/p/{slug}/s/sources` (manage-sources): its page.
 */
export const { Section: SourcesSection, Page: SourcesPage } = namedItemsScreens(sources);
