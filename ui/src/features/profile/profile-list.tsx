import { Alert, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { ListQuery } from '../../components/list-states';
import { QueryError } from '../../components/query-error';
import type { DialogControl } from '../../components/use-dialog';
import { newIdempotencyKey } from '../../lib/idempotency';
import { toaster } from '../../lib/toaster';

/**
 * The pieces the profile's lists share (bank accounts, house rules, contacts): their states
 * and the removal of an item after confirmation.
 */

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
    return (
      <QueryError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
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
  texts: 'banks' | 'rules';
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
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={title}
      description={description(dialog.item)}
      confirmLabel={t('actions.delete')}
      loading={loading}
      onConfirm={() => void confirm()}
    />
  );
}
