import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { newIdempotencyKey } from '../../lib/idempotency';
import { fieldErrorsOf } from '../../lib/problem';
import { toastDone } from '../../components/done-toast';
import { ChildPolicyDialog } from './child-policy-dialog';
import {
  type ChildPolicy,
  useDeleteChildPolicyMutation,
  useListChildPoliciesQuery,
  useSetChildAgeMutation,
} from './policies-api';
import { AgePoliciesPanel } from './age-policies-panel';
import { NumberSelect } from './policies-ui';
import { ChildIcon } from '../../components/icons';
import { CHILD_AGES } from './policy-rules';

/**
 * The children policies panel (settings spec §2, §5): the child age (guests younger are
 * children) and what a child's stay costs, by age.
 */
export function ChildPoliciesCard({ slug }: { slug: string }) {
  const { t } = useTranslation('policies');
  const removal = useDeleteChildPolicyMutation();
  const query = useListChildPoliciesQuery({ slug });
  const ageChild = query.data?.ageChild;
  return (
    <AgePoliciesPanel<ChildPolicy>
      texts="children"
      id="child-policies-title"
      icon={(size) => <ChildIcon boxSize={size} />}
      query={query}
      ready={ageChild !== undefined}
      skeletonRows={3}
      header={ageChild !== undefined ? <ChildAgeSelector slug={slug} ageChild={ageChild} /> : null}
      emptyDescription={t('children.empty.description', { age: ageChild })}
      dialog={(editor) =>
        ageChild !== undefined ? (
          <ChildPolicyDialog slug={slug} ageChild={ageChild} dialog={editor} />
        ) : null
      }
      slug={slug}
      removal={removal}
    />
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
      toastDone(t('children.age.saved', { age }));
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
