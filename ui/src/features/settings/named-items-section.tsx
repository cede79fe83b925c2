import type { TFunction } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSection, cardSectionTexts, type ListVariant } from '../../components/card-section';
import { ItemCard } from '../../components/item-card';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDialog } from '../../components/use-dialog';
import { type Named, useLocalName } from '../../lib/names';
import { httpStatusOf } from '../../lib/problem';
import { NamedItemDialog, type NamedItemKind, type NamedValues } from './named-item-dialog';
import { type DeleteMutation, RemoveDialog } from './settings-ui';

/** An item of a settings list of named things: one of them is the property's default. */
export interface NamedListItem extends Named {
  readonly id: string;
  readonly isDefault: boolean;
}

/** What one card shows beside the item's name and its edit and delete buttons. */
export interface NamedItemCard {
  leading?: ReactNode;
  meta: ReactNode;
  children?: ReactNode;
}

/** A settings list's section: of the property `slug`, on its own page unless told. */
export interface SettingsSectionProps {
  slug: string;
  variant?: ListVariant;
}

/**
 * A settings list of named items (sources, payment methods, currencies, taxes): what its
 * section and page draw it with.
 */
export interface NamedItemsList<T extends NamedListItem, V extends NamedValues, R> {
  /** The list's kind: its texts (`<texts>.title`, `<texts>.delete.for`…), list and form. */
  kind: NamedItemKind<T, V, R>;
  /** The empty list's picture. */
  icon: ReactElement;
  /** What the item's card shows, in the interface language (`language`: its number format). */
  card: (
    item: T,
    interfaceLanguage: { t: TFunction<'settings'>; language: string },
  ) => NamedItemCard;
  /** The delete command's mutation hook (its error, if any, is notified globally). */
  useDelete: () => DeleteMutation;
}

/** A settings list of `kind`, drawn as `drawn` says (the card's item typed by the kind). */
export const namedItemsList = <T extends NamedListItem, V extends NamedValues, R>(
  kind: NamedItemKind<T, V, R>,
  drawn: Omit<NamedItemsList<T, V, R>, 'kind'>,
): NamedItemsList<T, V, R> => ({ kind, ...drawn });

/**
 * A settings list of named items as cards (settings spec §2) — sources, payment methods,
 * currencies, taxes — on its own page or as a card group of the setup wizard: "add", a card an
 * item with edit and delete (the default item cannot be deleted), the edit dialog and the
 * delete confirmation. Each list says only what its cards show.
 */
export function NamedItemsSection<T extends NamedListItem, V extends NamedValues, R>({
  list: { kind, icon, card, useDelete },
  slug,
  variant = 'page',
}: SettingsSectionProps & { list: NamedItemsList<T, V, R> }) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.resolvedLanguage ?? 'mn';
  const local = useLocalName();
  const { texts } = kind;
  const query = kind.useList({ slug });
  const deletion = useDelete();
  const editor = useDialog<T>();
  const remover = useDialog<T>();
  return (
    <>
      <CardSection
        variant={variant}
        {...cardSectionTexts(t, texts, icon)}
        onAdd={() => editor.show(null)}
        query={query}
        keyOf={(item) => item.id}
        renderCard={(item) => {
          const { leading, meta, children } = card(item, { t, language });
          return (
            <ItemCard
              name={local(item)}
              isDefault={item.isDefault}
              leading={leading}
              meta={meta}
              editLabel={t(`${texts}.editFor`, { name: local(item) })}
              onEdit={() => editor.show(item)}
              deleteLabel={t(`${texts}.delete.for`, { name: local(item) })}
              deleteDisabled={item.isDefault ? t(`${texts}.delete.defaultItem`) : null}
              onDelete={() => remover.show(item)}
            >
              {children}
            </ItemCard>
          );
        }}
      />
      <NamedItemDialog kind={kind} slug={slug} dialog={editor} />
      <RemoveDialog dialog={remover} texts={texts} slug={slug} deletion={deletion} />
    </>
  );
}

/**
 * A settings list's route: its section, or "not found" when the property is not the caller's
 * (the list's query answers 404).
 */
export function NamedItemsPage<T extends NamedListItem, V extends NamedValues, R>({
  list,
}: {
  list: NamedItemsList<T, V, R>;
}) {
  const { slug } = useCurrentHotel();
  const query = list.kind.useList({ slug: slug ?? '' }, { skip: !slug });
  if (httpStatusOf(query.error) === 404) return <NotFoundPage />;
  return slug ? <NamedItemsSection list={list} slug={slug} /> : null;
}

/**
 * The two components of a settings list: its `Section` (on its page, or as a card group of the
 * setup wizard) and its `Page` (the route).
 */
export const namedItemsScreens = <T extends NamedListItem, V extends NamedValues, R>(
  list: NamedItemsList<T, V, R>,
) => ({
  Section: (props: SettingsSectionProps) => <NamedItemsSection list={list} {...props} />,
  Page: () => <NamedItemsPage list={list} />,
});
