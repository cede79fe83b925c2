import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { httpStatusOf } from '../../lib/problem';
import { ChannelIcon } from '../../components/icons';
import { CardSection, type ListVariant } from '../../components/card-section';
import { ItemCard } from '../../components/item-card';
import { useDialog } from '../../components/use-dialog';
import { type Source, useDeleteSourceMutation, useListSourcesQuery } from './settings-api';
import { ColorMark, RemoveDialog } from './settings-ui';
import { SourceDialog } from './source-dialog';

/**
 * The reservation channels of a property as cards (with their dialogs): on the sources page,
 * and as a card group of the setup wizard's "regs" step.
 */
export function SourcesSection({
  slug,
  variant = 'page',
}: {
  slug: string;
  variant?: ListVariant;
}) {
  const { t } = useTranslation('settings');
  const local = useLocalName();
  const sources = useListSourcesQuery({ slug });
  const editor = useDialog<Source>();
  const remover = useDialog<Source>();
  const [deleteSource, { isLoading: deleting }] = useDeleteSourceMutation();

  return (
    <>
      <CardSection
        variant={variant}
        title={t('sources.title')}
        description={t('sources.subtitle')}
        addLabel={t('sources.add')}
        onAdd={() => editor.show(null)}
        query={sources}
        loadingLabel={t('sources.list.loading')}
        errorTitle={t('sources.list.error')}
        empty={{
          icon: <ChannelIcon />,
          title: t('sources.empty.title'),
          description: t('sources.empty.description'),
        }}
        keyOf={(source) => source.id}
        renderCard={(source) => (
          <ItemCard
            name={local(source)}
            isDefault={source.isDefault}
            leading={<ColorMark color={source.color}>{source.shortName}</ColorMark>}
            meta={t('sources.shortName', { shortName: source.shortName })}
            editLabel={t('sources.editFor', { name: local(source) })}
            onEdit={() => editor.show(source)}
            deleteLabel={t('sources.delete.for', { name: local(source) })}
            deleteDisabled={source.isDefault ? t('sources.delete.defaultItem') : null}
            onDelete={() => remover.show(source)}
          />
        )}
      />
      <SourceDialog
        slug={slug}
        source={editor.item}
        open={editor.open}
        onOpenChange={editor.onOpenChange}
      />
      <RemoveDialog
        dialog={remover}
        texts="sources"
        nameOf={(source) => local(source)}
        loading={deleting}
        remove={(source, idempotencyKey) =>
          deleteSource({ slug, id: source.id, idempotencyKey }).unwrap()
        }
      />
    </>
  );
}

/** Route `/p/{slug}/s/sources` (manage-sources): the property's reservation channels. */
export function SourcesPage() {
  const { slug } = useCurrentHotel();
  const sources = useListSourcesQuery({ slug: slug ?? '' }, { skip: !slug });
  if (httpStatusOf(sources.error) === 404) return <NotFoundPage />;
  return slug ? <SourcesSection slug={slug} /> : null;
}
