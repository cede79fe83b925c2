import { Alert, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DialogForm } from '../../components/form-dialog';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import type { CommandForm } from '../../components/form/use-command-form';
import type { ListQuery } from '../../components/list-states';
import { QueryError } from '../../components/query-error';
import type { DialogControl } from '../../components/use-dialog';
import { newIdempotencyKey } from '../../lib/idempotency';
import { toaster } from '../../lib/toaster';

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

/** "Delete …?" for the dialog's item; after the command, a notice (a refusal says why). */
export function RemoveDialog<T extends { id: string }>({
  slug,
  dialog,
  remove,
  loading,
  title,
  description,
  success,
}: {
  slug: string | null | undefined;
  dialog: DialogControl<T>;
  remove: Remove;
  loading: boolean;
  title: string;
  description: (item: T | null) => string;
  success: (item: T) => string;
}) {
  const { t } = useTranslation();
  const confirm = async () => {
    const item = dialog.item;
    if (!item || !slug) return;
    try {
      await remove({ slug, id: item.id, idempotencyKey: newIdempotencyKey() }).unwrap();
      toaster.create({ type: 'success', title: success(item), closable: true });
    } catch {
      // The error notification says why.
    }
    dialog.onOpenChange(false);
  };
  return (
    <ConfirmDialog
      dialog={dialog}
      title={title}
      description={description(dialog.item)}
      confirmLabel={t('actions.delete')}
      loading={loading}
      onConfirm={() => void confirm()}
    />
  );
}

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

/** The notice of a saved item (`<texts>.form.created` or `updated`), with what names it. */
export function notifyItemSaved(
  t: (key: string) => string,
  texts: ListTexts,
  creating: boolean,
  description?: string,
): void {
  toaster.create({
    type: 'success',
    title: creating ? t(`${texts}.form.created`) : t(`${texts}.form.updated`),
    ...(description === undefined ? {} : { description }),
    closable: true,
  });
}
