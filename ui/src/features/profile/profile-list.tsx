import { Alert, Flex, type FlexProps, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DialogForm } from '../../components/form-dialog';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import {
  type CommandForm,
  type CommandFormOptions,
  useCommandForm,
} from '../../components/form/use-command-form';
import type { ListQuery } from '../../components/list-states';
import { QueryError } from '../../components/query-error';
import { ItemFormDialog } from '../../components/item-form-dialog';
import { ListIntro } from '../../components/list-intro';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { type DialogControl, useDialog } from '../../components/use-dialog';
import { type ConfirmedDelete, useConfirmedDelete } from '../../components/use-confirmed-delete';
import type { PropertyCommand } from '../../lib/property-requests';
import { type TextKeys, textValuesOf } from '../../components/form/text-values';
import { toastDone } from '../../components/done-toast';
import { ProfileScreen } from './profile-ui';
import type { ProfileTab } from './profile-tabs';

/**
 * The pieces the profile's lists share (bank accounts, house rules, contacts): their states,
 * the add/edit form of an item and the removal of an item after confirmation.
 */

/** The profile lists, by their locale sections (`<texts>.form.*`, `<texts>.delete.*`). */
type ListTexts = 'banks' | 'rules' | 'contacts';

/** A list's states: loading (a skeleton), failed (with retry), empty, or the list. */
export function ProfileListStates<T>({
  query,
  loading,
  errorTitle,
  empty,
  children,
}: {
  query: ListQuery<T>;
  loading: ReactNode;
  errorTitle: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const list = query.data?.data;
  if (query.isLoading) return loading;
  if (!list) {
    return <QueryError title={errorTitle} query={query} />;
  }
  return list.length === 0 ? empty : children(list);
}

/** Placeholders while a list loads: `count` cards in a grid, or rows one under another. */
export function ListSkeleton({
  label,
  count,
  layout,
}: {
  label: string;
  count: number;
  layout: 'cards' | 'rows';
}) {
  const items = Array.from({ length: count }, (_, i) => (
    <Skeleton key={i} height={layout === 'cards' ? '32' : '20'} borderRadius="xl" />
  ));
  return layout === 'cards' ? (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" role="status" aria-label={label}>
      {items}
    </SimpleGrid>
  ) : (
    <Stack gap="3" role="status" aria-label={label}>
      {items}
    </Stack>
  );
}

/**
 * The states of a list the property should fill (bank accounts, house rules), worded from its
 * locale section `texts`: `loading`, `loadError`, and a warning `empty.title`/`empty.description`.
 */
export function ListToFillStates<T>({
  texts,
  query,
  layout,
  children,
}: {
  texts: Exclude<ListTexts, 'contacts'>;
  query: ListQuery<T>;
  layout: 'cards' | 'rows';
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  return (
    <ProfileListStates
      query={query}
      loading={<ListSkeleton label={t(`${texts}.loading`)} count={3} layout={layout} />}
      errorTitle={t(`${texts}.loadError`)}
      empty={
        <EmptyWarning
          title={t(`${texts}.empty.title`)}
          description={t(`${texts}.empty.description`)}
        />
      }
    >
      {children}
    </ProfileListStates>
  );
}

/** An empty list the property should fill (its documents print it). */
export function EmptyWarning({ title, description }: { title: string; description: string }) {
  return (
    <Alert.Root status="warning" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

type Remove = (arg: { slug: string; id: string; idempotencyKey: string }) => {
  unwrap: () => Promise<unknown>;
};

/** What the add/edit form of a list's item gets from its `ItemFormDialog`. */
export interface ItemFormProps<T> {
  slug: string;
  /** The item changed; null adds a new one. */
  item: T | null;
  /** The ref the first field takes (focused when the dialog opens). */
  first: RefObject<HTMLElement | null>;
  onDone: () => void;
}

/**
 * The add/edit form of a list's item: its title and description (`<texts>.form.createTitle`,
 * `editTitle`, `description`), its `fields` drawn from data, then `children` (what the fields
 * cannot say as data).
 */
export function ItemDialogForm<V extends FieldValues>({
  texts,
  form,
  fields,
  first,
  creating,
  submitting,
  children,
}: {
  texts: ListTexts;
  form: CommandForm<V>;
  fields: readonly FieldSpec<V>[];
  first: RefObject<HTMLElement | null>;
  creating: boolean;
  submitting: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('profile');
  return (
    <DialogForm
      title={creating ? t(`${texts}.form.createTitle`) : t(`${texts}.form.editTitle`)}
      description={t(`${texts}.form.description`)}
      form={form}
      creating={creating}
      submitting={submitting}
    >
      <FormFields form={form} fields={fields} t={t} firstField={first} />
      {children}
    </DialogForm>
  );
}

/** The save mutation of a list's item (`useSave…Mutation()`), the body sent as its argument `K`. */
type SaveMutation<K extends string, R> = readonly [
  (arg: PropertyCommand & Record<K, R>) => { unwrap: () => Promise<unknown> },
  { isLoading: boolean },
];

/** How a list's item is saved: `useCommandForm`'s options, its body sent by `save` as `arg`. */
type ItemFormOptions<V extends FieldValues, F extends FieldPath<V>, R, K extends string> = Omit<
  CommandFormOptions<V, F, R>,
  'toRequest' | 'send'
> & {
  /** The body from the form's values, without the item's `id` (added to a change). */
  toRequest: (values: V) => Omit<R, 'id'>;
  save: SaveMutation<K, R>;
  arg: K;
  /** What names the saved item in the notice. */
  named?: (request: R) => string;
};

/**
 * The command form of a list's item (`useCommandForm`): a change's body carries the item's `id`;
 * once saved, the notice `<texts>.form.created` or `updated` (named by `named`) and the dialog
 * closes. It answers what `ItemDialogForm` takes besides its fields.
 */
export function useItemForm<
  T extends { id: string },
  V extends FieldValues,
  F extends FieldPath<V>,
  R,
  K extends string,
>(
  texts: ListTexts,
  { slug, item, first, onDone }: ItemFormProps<T>,
  { toRequest, save: [save, { isLoading }], arg, named, ...options }: ItemFormOptions<V, F, R, K>,
) {
  const { t } = useTranslation('profile');
  const creating = item === null;
  const form = useCommandForm({
    ...options,
    toRequest: (values: V) => ({ ...(item ? { id: item.id } : {}), ...toRequest(values) }) as R,
    send: async (request, idempotencyKey) => {
      const body = { [arg]: request } as Record<K, R>;
      await save({ slug, idempotencyKey, ...body }).unwrap();
      toastDone(
        creating ? t(`${texts}.form.created`) : t(`${texts}.form.updated`),
        named?.(request),
      );
      onDone();
    },
  });
  return { texts, form, first, creating, submitting: isLoading };
}

/**
 * `useItemForm`'s fields, values and body for an item that is only texts (a rule, a contact):
 * each field starts as the item has it and is sent as typed.
 */
export const textItemOptions = <T extends object, K extends TextKeys<T>>(
  item: T | null,
  fields: readonly K[],
) => ({
  fields,
  defaultValues: textValuesOf(item, fields),
  toRequest: (values: Record<K, string>) => values,
});

/** The looks of the marks on a card's leading side, by what they show. */
const MARKS = {
  /** A bank's initials in a square. */
  initials: {
    boxSize: '10',
    borderRadius: 'lg',
    bg: 'brand.solid',
    color: 'brand.contrast',
    fontWeight: 'bold',
    fontSize: 'sm',
  },
  /** A rule's number in a grey circle. */
  number: {
    boxSize: '8',
    borderRadius: 'full',
    bg: 'bg.muted',
    color: 'fg.muted',
    fontWeight: 'semibold',
    fontSize: 'sm',
  },
  /** A person's first letter in a circle. */
  letter: {
    boxSize: '10',
    borderRadius: 'full',
    bg: 'brand.subtle',
    color: 'brand.fg',
    fontWeight: 'bold',
    fontSize: 'lg',
  },
} as const satisfies Record<string, FlexProps>;

/** The mark on a card's leading side (a bank's initials, a rule's number), hidden from readers. */
export function ItemMark({ kind, children }: { kind: keyof typeof MARKS; children: ReactNode }) {
  return (
    <Flex flexShrink="0" align="center" justify="center" aria-hidden="true" {...MARKS[kind]}>
      {children}
    </Flex>
  );
}

/** What removing one item of a list takes: the command, its state and the texts of the dialog. */
interface Removal<T> {
  /** The delete mutation's hook result (`useDelete…Mutation()`). */
  mutation: readonly [Remove, { isLoading: boolean }];
  description: (item: T | null) => string;
  success: (item: T) => string;
}

/** An item card's edit and delete (the props of `ItemCard` they take). */
interface CardActions {
  editLabel: string;
  onEdit: () => void;
  deleteLabel: string;
  onDelete: () => void;
}

/**
 * The edit and delete of an item's card, labelled `<texts>.editFor` and `<texts>.delete.for`
 * (worded with `names`), opening `editor` and `remover` for it.
 */
function cardActionsOf<T>(
  t: (key: string, names: Record<string, string>) => string,
  texts: ListTexts,
  editor: DialogControl<T>,
  remover: DialogControl<T>,
): (item: T, names: Record<string, string>) => CardActions {
  return (item, names) => ({
    editLabel: t(`${texts}.editFor`, names),
    onEdit: () => editor.show(item),
    deleteLabel: t(`${texts}.delete.for`, names),
    onDelete: () => remover.show(item),
  });
}

/** A list's add/edit and delete dialogs, and its cards' actions that open them. */
export interface ItemDialogControl<T> {
  texts: ListTexts;
  editor: DialogControl<T>;
  remover: ConfirmedDelete<T>;
  removal: Removal<T>;
  actions: (item: T, names: Record<string, string>) => CardActions;
}

/**
 * The dialogs of a list worded from its locale section `texts` (shown by `ItemDialogs`): its
 * items of the property `slug` are removed by `removal` once confirmed.
 */
export function useItemDialogs<T extends { id: string }>(
  texts: ListTexts,
  slug: string | null | undefined,
  removal: Removal<T>,
): ItemDialogControl<T> {
  const { t } = useTranslation('profile');
  const editor = useDialog<T>();
  const [remove] = removal.mutation;
  const remover = useConfirmedDelete(
    (item: T, idempotencyKey) => remove({ slug: slug ?? '', id: item.id, idempotencyKey }).unwrap(),
    removal.success,
  );
  return { texts, editor, remover, removal, actions: cardActionsOf(t, texts, editor, remover) };
}

/**
 * A list's two dialogs: add/edit around `form` (for the editor's item, null adding one) and
 * "Delete …?" (`<texts>.delete.title`) for the remover's.
 */
/** What a list's `ItemDialogs` show: the add/edit form and the removal. */
interface ItemDialogsOf<T> {
  dialogSize?: 'lg' | undefined;
  /** The add/edit form of `item` (null: a new one), in the dialog. */
  form: (props: ItemFormProps<T>) => ReactNode;
}

export function ItemDialogs<T extends { id: string }>({
  dialogs: { texts, editor, remover, removal },
  slug,
  dialogSize,
  form,
}: ItemDialogsOf<T> & {
  dialogs: ItemDialogControl<T>;
  slug: string | null | undefined;
}) {
  const { t } = useTranslation('profile');
  const { t: common } = useTranslation();
  return (
    <>
      {slug ? (
        <ItemFormDialog
          item={editor.item}
          open={editor.open}
          onOpenChange={editor.onOpenChange}
          {...(dialogSize ? { size: dialogSize } : {})}
        >
          {(first, onDone) => form({ slug, item: editor.item, first, onDone })}
        </ItemFormDialog>
      ) : null}
      <ConfirmDialog
        {...remover.confirmProps}
        title={t(`${texts}.delete.title`)}
        description={removal.description(remover.item)}
        confirmLabel={common('actions.delete')}
      />
    </>
  );
}

/**
 * The tab of a list the property should fill (bank accounts, house rules), worded from its locale
 * section `texts`: what it is for and "add" (`description`, `add`), its states, its items drawn by
 * `children` (each item's card given its edit and delete) and the list's `ItemDialogs`.
 */
export function ListToFillPage<T extends { id: string }>({
  tab,
  texts,
  query,
  layout,
  removal,
  children,
  ...dialogsOf
}: ItemDialogsOf<T> & {
  removal: Removal<T>;
  tab: ProfileTab;
  texts: Exclude<ListTexts, 'contacts'>;
  query: ListQuery<T>;
  layout: 'cards' | 'rows';
  /** The items, each card given `actions(item, names)`: its edit and delete. */
  children: (items: T[], actions: ItemDialogControl<T>['actions']) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  const { slug } = useCurrentHotel();
  const dialogs = useItemDialogs<T>(texts, slug, removal);
  return (
    <ProfileScreen tab={tab}>
      <ListIntro
        description={t(`${texts}.description`)}
        addLabel={t(`${texts}.add`)}
        onAdd={() => dialogs.editor.show(null)}
      />
      <ListToFillStates texts={texts} query={query} layout={layout}>
        {(items) => children(items, dialogs.actions)}
      </ListToFillStates>
      <ItemDialogs dialogs={dialogs} slug={slug} {...dialogsOf} />
    </ProfileScreen>
  );
}
