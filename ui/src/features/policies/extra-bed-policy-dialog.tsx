import { saveExtraBedPolicySchema } from '@hotel/events/policies/commands';
import { SelectField } from '../../components/form/fields';
import type { DialogControl } from '../../components/use-dialog';
import { AgePolicyDialog, type AgePolicyKind } from './age-policy-dialog';
import {
  type AgeType,
  type ExtraBedPolicy,
  type SaveExtraBedPolicyRequest,
  useSaveExtraBedPolicyMutation,
} from './policies-api';
import {
  EXTRA_BED_AGE_TYPES,
  EXTRA_BED_PRICE_TYPES,
  POLICY_AGES,
  extraBedAgesOf,
  extraBedMaxAges,
  priceOf,
} from './policy-rules';

interface ExtraBedPolicyDialogProps {
  slug: string;
  /** Its open state and the policy to change (null adds one). */
  dialog: DialogControl<ExtraBedPolicy>;
}

const extraBedPolicyKind: AgePolicyKind<ExtraBedPolicy, SaveExtraBedPolicyRequest> = {
  texts: 'extraBeds',
  schema: saveExtraBedPolicySchema,
  useSave: useSaveExtraBedPolicyMutation,
  priceTypes: EXTRA_BED_PRICE_TYPES,
  valuesOf: (policy) => ({
    ageType: policy?.ageType ?? 'adults',
    minAge: policy?.minAge ?? 18,
    maxAge: policy?.maxAge ?? 18,
    priceType: policy?.priceType ?? 'mnt',
    price: policy && policy.priceType !== 'free' ? String(policy.price) : '',
  }),
  toRequest: ({ ageType, priceType, price, minAge, maxAge }, policy) => ({
    ...(policy ? { id: policy.id } : {}),
    ageType,
    // Extra beds are free or in tugrik, never a percent (spec §5).
    priceType: priceType === 'free' ? 'free' : 'mnt',
    price: priceOf(priceType, price) ?? 0,
    minAge,
    maxAge,
  }),
  description: (t) => t('extraBeds.form.description'),
  ageType: ({ form, t, firstField }) => (
    <SelectField
      form={form}
      name="ageType"
      label={t('form.ageType')}
      required
      inputRef={firstField}
      onValueChange={(next) => {
        // Adults 18–18, anyone 0–18; children choose (spec §5).
        const ages = extraBedAgesOf(next as AgeType);
        form.changed('minAge');
        form.changed('maxAge');
        form.setValue('minAge', ages.minAge);
        form.setValue('maxAge', ages.maxAge);
      }}
    >
      {EXTRA_BED_AGE_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`ageType.${type}`)}
        </option>
      ))}
    </SelectField>
  ),
  ages: ({ ageType, minAge }, _policy, t) => {
    const chosen = ageType === 'children';
    return {
      minAges: POLICY_AGES,
      maxAges: extraBedMaxAges(minAge),
      disabled: !chosen,
      minHelp: chosen ? undefined : t('extraBeds.form.agesSet'),
      maxHelp: chosen ? t('form.maxAgeHelp') : undefined,
    };
  },
};

/** Add or change an extra-bed policy (POST /api/extrabed/policies). */
export function ExtraBedPolicyDialog(props: ExtraBedPolicyDialogProps) {
  return <AgePolicyDialog kind={extraBedPolicyKind} {...props} />;
}
