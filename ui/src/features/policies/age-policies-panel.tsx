import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PlusIcon } from '../../components/icons';
import { QueryError } from '../../components/query-error';
import { type DialogControl, useDialog } from '../../components/use-dialog';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import type { AgeType, PriceType } from './policies-api';
import type { ApiError } from '../../lib/problem';
import type { RemoveCommand } from '../../lib/property-requests';
import { PanelSkeleton, PolicyPanel, useAgeLabel } from './policies-ui';
import { EmptyPolicies, PolicyList } from './policy-list';

/** A policy priced by the age of who it is for (a child's stay, an extra bed). */
interface AgePolicy {
  id: string;
  priceType: PriceType;
  price: number;
  ageType: AgeType;
  minAge: number;
  maxAge: number;
}

/** The RTK Query result of a policy list (`{ data: [...] }` and what else the list answers). */
interface PolicyListQuery<P> {
  data?: { data: P[] } | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error?: ApiError;
  refetch: () => unknown;
}

export interface AgePoliciesPanelProps<P extends AgePolicy> {
  /** The locale section: `children` or `extraBeds` (title, add, empty, deleted, …). */
  texts: 'children' | 'extraBeds';
  /** The panel heading's id. */
  id: string;
  /** The panel's picture at a size (5 in the heading, 6 in the empty state). */
  icon: (size: '5' | '6') => ReactNode;
  query: PolicyListQuery<P>;
  /** The list answered and what the panel needs besides is there (else: the error). */
  ready: boolean;
  skeletonRows?: number;
  /** Above the list (the child age selector). */
  header?: ReactNode;
  emptyDescription: string;
  /** The add/edit dialog for the policy in `editor` (none: a new one). */
  dialog: (editor: DialogControl<P>) => ReactNode;
  /** The property whose policies they are. */
  slug: string;
  /** The delete mutation's hook result (`useDelete…Mutation()`); a refusal is notified globally. */
  removal: readonly [RemoveTrigger, { isLoading: boolean }];
}

type RemoveTrigger = (command: RemoveCommand) => { unwrap: () => Promise<unknown> };

/**
 * A policies panel of age-priced policies (settings spec §2, §5) — children, extra beds: the
 * list with edit and delete, "add", the empty state, the dialog and the delete confirmation.
 */
export function AgePoliciesPanel<P extends AgePolicy>({
  texts,
  id,
  icon,
  query,
  ready,
  skeletonRows,
  header,
  emptyDescription,
  dialog,
  slug,
  removal: [remove],
}: AgePoliciesPanelProps<P>) {
  const { t } = useTranslation('policies');
  const ageLabel = useAgeLabel();
  const editor = useDialog<P>();
  const remover = useConfirmedDelete(
    (policy: P, idempotencyKey) => remove({ slug, id: policy.id, idempotencyKey }).unwrap(),
    (policy) => t(`${texts}.deleted`, { name: ageLabel(policy) }),
  );
  const policies = query.data?.data ?? [];
  const byId = (policyId: string) => policies.find((p) => p.id === policyId) ?? null;

  const list =
    policies.length === 0 ? (
      <EmptyPolicies
        icon={icon('6')}
        title={t(`${texts}.empty.title`)}
        description={emptyDescription}
        addLabel={t(`${texts}.add`)}
        onAdd={() => editor.show(null)}
      />
    ) : (
      <PolicyList
        label={t(`${texts}.title`)}
        items={policies.map((p) => ({ ...p, label: ageLabel(p) }))}
        onEdit={(policyId) => editor.show(byId(policyId))}
        onDelete={(policyId) => remover.show(byId(policyId))}
      />
    );

  const content = () => {
    if (query.isLoading) return <PanelSkeleton label={t(`${texts}.loading`)} rows={skeletonRows} />;
    if (!query.data || !ready) {
      return <QueryError title={t(`${texts}.error`)} query={query} />;
    }
    return header ? (
      <Stack gap="4">
        {header}
        {list}
      </Stack>
    ) : (
      list
    );
  };

  return (
    <PolicyPanel
      id={id}
      icon={icon('5')}
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
      action={
        policies.length > 0 ? (
          <Button size="sm" onClick={() => editor.show(null)}>
            <PlusIcon />
            {t(`${texts}.add`)}
          </Button>
        ) : null
      }
    >
      {content()}
      {dialog(editor)}
      <ConfirmDialog
        {...remover.confirmProps}
        title={t(`${texts}.deleteTitle`)}
        description={t('list.deleteDescription', {
          name: remover.item ? ageLabel(remover.item) : '',
        })}
        confirmLabel={t('list.delete')}
      />
    </PolicyPanel>
  );
}
