import { SelectBox } from '../../components/select-box';
import { saveChildPolicySchema } from '@hotel/events/policies/commands';
import { useMemo } from 'react';
import { FramedField } from '../../components/form/framed-field';
import type { DialogControl } from '../../components/use-dialog';
import { AgePolicyDialog, type AgePolicyKind } from './age-policy-dialog';
import {
  type ChildPolicy,
  type SaveChildPolicyRequest,
  useSaveChildPolicyMutation,
} from './policies-api';
import { CHILD_PRICE_TYPES, childMaxAges, childMinAges, priceOf } from './policy-rules';

interface ChildPolicyDialogProps {
  slug: string;
  /** The property's child age: guests younger are children. */
  ageChild: number;
  /** Its open state and the policy to change (null adds one). */
  dialog: DialogControl<ChildPolicy>;
}

/** Age type and ages are set once (spec §5): an existing policy only changes its price. */
const lockedOf = (policy: ChildPolicy | null): boolean => policy !== null;

/** A child policy for a property whose guests under `ageChild` are children. */
const childPolicyKind = (ageChild: number): AgePolicyKind<ChildPolicy, SaveChildPolicyRequest> => ({
  texts: 'children',
  schema: saveChildPolicySchema,
  useSave: useSaveChildPolicyMutation,
  priceTypes: CHILD_PRICE_TYPES,
  valuesOf: (policy) => ({
    ageType: 'children',
    minAge: policy?.minAge ?? null,
    maxAge: policy?.maxAge ?? null,
    priceType: policy?.priceType ?? 'mnt',
    price: policy && policy.priceType !== 'free' ? String(policy.price) : '',
  }),
  toRequest: ({ priceType, price, minAge, maxAge }, policy) => ({
    ...(policy ? { id: policy.id } : {}),
    ageType: 'children',
    priceType,
    price: priceOf(priceType, price) ?? 0,
    minAge: minAge ?? 0,
    maxAge: maxAge ?? 0,
  }),
  description: (t) => t('children.form.description', { age: ageChild }),
  ageType: ({ form, policy, t }) => (
    <FramedField
      form={form}
      name="ageType"
      label={t('form.ageType')}
      helperText={lockedOf(policy) ? t('children.form.locked') : undefined}
      required
      disabled={lockedOf(policy)}
      render={(ageType) => (
        <SelectBox
          box={{ disabled: lockedOf(policy) }}
          name="ageType"
          ref={ageType.ref}
          value="children"
        >
          <option value="children">{t('ageType.children')}</option>
        </SelectBox>
      )}
    />
  ),
  ages: ({ minAge }, policy, t) => ({
    minAges: childMinAges(ageChild),
    maxAges: childMaxAges(ageChild, minAge),
    disabled: lockedOf(policy),
    maxHelp: t('form.maxAgeHelp'),
    minFirst: !lockedOf(policy),
  }),
  priceTypeFirst: lockedOf,
});

/** Add or change a child policy (POST /api/children/policies). */
export function ChildPolicyDialog({ ageChild, ...props }: ChildPolicyDialogProps) {
  const kind = useMemo(() => childPolicyKind(ageChild), [ageChild]);
  return <AgePolicyDialog kind={kind} {...props} />;
}
