import { Box, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { PlusIcon } from '../../components/icons';
import { QueryError } from '../../components/query-error';
import { newIdempotencyKey } from '../../lib/idempotency';
import { fieldErrorsOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import { ChildPolicyDialog } from './child-policy-dialog';
import {
  type ChildPolicy,
  useDeleteChildPolicyMutation,
  useListChildPoliciesQuery,
  useSetChildAgeMutation,
} from './policies-api';
import { NumberSelect, PanelSkeleton, PolicyPanel, useAgeLabel } from './policies-ui';
import { ChildIcon } from '../../components/icons';
import { EmptyPolicies, PolicyList } from './policy-list';
import { CHILD_AGES } from './policy-rules';

interface DialogState {
  open: boolean;
  policy: ChildPolicy | null;
}

const CLOSED: DialogState = { open: false, policy: null };

/**
 * The children policies panel (settings spec §2, §5): the child age (guests younger are
 * children) and what a child's stay costs, by age.
 */
export function ChildPoliciesCard({ slug }: { slug: string }) {
  const { t } = useTranslation('policies');
  const query = useListChildPoliciesQuery({ slug });
  const ageLabel = useAgeLabel();
  const [editor, setEditor] = useState<DialogState>(CLOSED);
  const [remover, setRemover] = useState<DialogState>(CLOSED);
  const [remove, { isLoading: isRemoving }] = useDeleteChildPolicyMutation();

  const policies = query.data?.data ?? [];
  const ageChild = query.data?.ageChild;
  const byId = (id: string) => policies.find((p) => p.id === id) ?? null;

  const confirmDelete = async () => {
    const policy = remover.policy;
    if (!policy) return;
    try {
      await remove({ slug, id: policy.id, idempotencyKey: newIdempotencyKey() }).unwrap();
      toaster.create({
        type: 'success',
        title: t('children.deleted', { name: ageLabel(policy) }),
        closable: true,
      });
    } catch {
      // The error notification says why.
    }
    setRemover((current) => ({ ...current, open: false }));
  };

  const content = () => {
    if (query.isLoading) return <PanelSkeleton label={t('children.loading')} rows={3} />;
    if (!query.data || ageChild === undefined) {
      return (
        <QueryError
          title={t('children.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    return (
      <Stack gap="4">
        <ChildAgeSelector slug={slug} ageChild={ageChild} />
        {policies.length === 0 ? (
          <EmptyPolicies
            icon={<ChildIcon boxSize="6" />}
            title={t('children.empty.title')}
            description={t('children.empty.description', { age: ageChild })}
            addLabel={t('children.add')}
            onAdd={() => setEditor({ open: true, policy: null })}
          />
        ) : (
          <PolicyList
            label={t('children.title')}
            items={policies.map((p) => ({ ...p, label: ageLabel(p) }))}
            onEdit={(id) => setEditor({ open: true, policy: byId(id) })}
            onDelete={(id) => setRemover({ open: true, policy: byId(id) })}
          />
        )}
      </Stack>
    );
  };

  return (
    <PolicyPanel
      id="child-policies-title"
      icon={<ChildIcon boxSize="5" />}
      title={t('children.title')}
      description={t('children.description')}
      action={
        policies.length > 0 ? (
          <Button size="sm" onClick={() => setEditor({ open: true, policy: null })}>
            <PlusIcon />
            {t('children.add')}
          </Button>
        ) : null
      }
    >
      {content()}
      {ageChild !== undefined ? (
        <ChildPolicyDialog
          slug={slug}
          ageChild={ageChild}
          policy={editor.policy}
          open={editor.open}
          onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
        />
      ) : null}
      <ConfirmDialog
        open={remover.open}
        onOpenChange={(open) => setRemover((current) => ({ ...current, open }))}
        title={t('children.deleteTitle')}
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

/**
 * The child age (POST /api/hotel/update/age), saved when chosen. The server refuses an age
 * that would leave a policy outside it; its message shows under the selector.
 */
function ChildAgeSelector({ slug, ageChild }: { slug: string; ageChild: number }) {
  const { t } = useTranslation('policies');
  const [setAge, { isLoading }] = useSetChildAgeMutation();
  const [pending, setPending] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[] | undefined>(undefined);

  const choose = async (age: number | null) => {
    if (age === null || age === ageChild) return;
    setErrors(undefined);
    setPending(age);
    try {
      await setAge({ slug, age, idempotencyKey: newIdempotencyKey() }).unwrap();
      toaster.create({
        type: 'success',
        title: t('children.age.saved', { age }),
        closable: true,
      });
    } catch (error) {
      // A refused age (field error) shows here; other failures are notified globally.
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors.age ?? Object.values(fieldErrors).flat());
    } finally {
      setPending(null);
    }
  };

  return (
    <Box bg="bg.subtle" borderRadius="lg" p="4">
      <FormField
        label={t('children.age.label')}
        errors={errors}
        helperText={t('children.age.help', { age: pending ?? ageChild })}
        disabled={isLoading}
      >
        <Box w="full" maxW={{ sm: '60' }}>
          <NumberSelect
            name="ageChild"
            value={pending ?? ageChild}
            choices={CHILD_AGES}
            disabled={isLoading}
            format={(age) => t('ageOption', { count: age })}
            onChange={(age) => void choose(age)}
          />
        </Box>
      </FormField>
    </Box>
  );
}
