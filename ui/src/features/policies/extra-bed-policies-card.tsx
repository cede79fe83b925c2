import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PlusIcon } from '../../components/icons';
import { QueryError } from '../../components/query-error';
import { newIdempotencyKey } from '../../lib/idempotency';
import { toaster } from '../../lib/toaster';
import { ExtraBedPolicyDialog } from './extra-bed-policy-dialog';
import {
  type ExtraBedPolicy,
  useDeleteExtraBedPolicyMutation,
  useListExtraBedPoliciesQuery,
} from './policies-api';
import { PanelSkeleton, PolicyPanel, useAgeLabel } from './policies-ui';
import { BedIcon } from '../../components/icons';
import { EmptyPolicies, PolicyList } from './policy-list';

interface DialogState {
  open: boolean;
  policy: ExtraBedPolicy | null;
}

const CLOSED: DialogState = { open: false, policy: null };

/** The extra-bed policies panel (settings spec §2, §5): what an extra bed costs, by who uses it. */
export function ExtraBedPoliciesCard({ slug }: { slug: string }) {
  const { t } = useTranslation('policies');
  const query = useListExtraBedPoliciesQuery({ slug });
  const ageLabel = useAgeLabel();
  const [editor, setEditor] = useState<DialogState>(CLOSED);
  const [remover, setRemover] = useState<DialogState>(CLOSED);
  const [remove, { isLoading: isRemoving }] = useDeleteExtraBedPolicyMutation();

  const policies = query.data?.data ?? [];
  const byId = (id: string) => policies.find((p) => p.id === id) ?? null;

  const confirmDelete = async () => {
    const policy = remover.policy;
    if (!policy) return;
    try {
      await remove({ slug, id: policy.id, idempotencyKey: newIdempotencyKey() }).unwrap();
      toaster.create({
        type: 'success',
        title: t('extraBeds.deleted', { name: ageLabel(policy) }),
        closable: true,
      });
    } catch {
      // The error notification says why.
    }
    setRemover((current) => ({ ...current, open: false }));
  };

  const content = () => {
    if (query.isLoading) return <PanelSkeleton label={t('extraBeds.loading')} />;
    if (!query.data) {
      return (
        <QueryError
          title={t('extraBeds.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    if (policies.length === 0) {
      return (
        <EmptyPolicies
          icon={<BedIcon boxSize="6" />}
          title={t('extraBeds.empty.title')}
          description={t('extraBeds.empty.description')}
          addLabel={t('extraBeds.add')}
          onAdd={() => setEditor({ open: true, policy: null })}
        />
      );
    }
    return (
      <PolicyList
        label={t('extraBeds.title')}
        items={policies.map((p) => ({ ...p, label: ageLabel(p) }))}
        onEdit={(id) => setEditor({ open: true, policy: byId(id) })}
        onDelete={(id) => setRemover({ open: true, policy: byId(id) })}
      />
    );
  };

  return (
    <PolicyPanel
      id="extra-bed-policies-title"
      icon={<BedIcon boxSize="5" />}
      title={t('extraBeds.title')}
      description={t('extraBeds.description')}
      action={
        policies.length > 0 ? (
          <Button size="sm" onClick={() => setEditor({ open: true, policy: null })}>
            <PlusIcon />
            {t('extraBeds.add')}
          </Button>
        ) : null
      }
    >
      {content()}
      <ExtraBedPolicyDialog
        slug={slug}
        policy={editor.policy}
        open={editor.open}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
      />
      <ConfirmDialog
        open={remover.open}
        onOpenChange={(open) => setRemover((current) => ({ ...current, open }))}
        title={t('extraBeds.deleteTitle')}
        description={t('list.deleteDescription', {
          name: remover.policy ? ageLabel(remover.policy) : '',
        })}
        confirmLabel={t('list.delete')}
        loading={isRemoving}
        onConfirm={() => void confirmDelete()}
      />
    </PolicyPanel>
  );
}
