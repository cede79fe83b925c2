import { NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import {
  type AgeType,
  type ExtraBedPolicy,
  POLICY_FIELDS,
  useSaveExtraBedPolicyMutation,
} from './policies-api';
import { NumberSelect } from './policies-ui';
import {
  EXTRA_BED_AGE_TYPES,
  EXTRA_BED_PRICE_TYPES,
  extraBedAgesOf,
  extraBedMaxAges,
  POLICY_AGES,
  priceOf,
  priceProblem,
} from './policy-rules';
import { PriceFields } from './price-fields';

interface ExtraBedPolicyDialogProps {
  slug: string;
  /** The policy to change; null adds one. */
  policy: ExtraBedPolicy | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change an extra-bed policy (POST /api/extrabed/policies). */
export function ExtraBedPolicyDialog({ open, onOpenChange, ...props }: ExtraBedPolicyDialogProps) {
  const firstField = useRef<HTMLSelectElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={firstField}>
      <ExtraBedPolicyForm
        key={props.policy?.id ?? 'new'}
        {...props}
        firstField={firstField}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function ExtraBedPolicyForm({
  slug,
  policy,
  firstField,
  onDone,
}: Omit<ExtraBedPolicyDialogProps, 'open' | 'onOpenChange'> & {
  firstField: RefObject<HTMLSelectElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('policies');
  const [save, { isLoading }] = useSaveExtraBedPolicyMutation();
  const form = useFormErrors(POLICY_FIELDS);
  const [ageType, setAgeType] = useState<AgeType>(policy?.ageType ?? 'adults');
  const [minAge, setMinAge] = useState<number | null>(policy?.minAge ?? 18);
  const [maxAge, setMaxAge] = useState<number | null>(policy?.maxAge ?? 18);
  const [priceType, setPriceType] = useState<'free' | 'mnt'>(policy?.priceType ?? 'mnt');
  const [price, setPrice] = useState(
    policy && policy.priceType !== 'free' ? String(policy.price) : '',
  );
  const agesChosen = ageType === 'children';

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      const errors: Partial<Record<(typeof POLICY_FIELDS)[number], string[]>> = {};
      if (minAge === null) errors.minAge = [t('form.required')];
      if (maxAge === null) errors.maxAge = [t('form.required')];
      const problem = priceProblem(priceType, price);
      if (problem) errors.price = [t(`form.priceProblem.${problem}`)];
      if (Object.keys(errors).length === 0) return true;
      form.showFieldErrors(errors);
      return false;
    },
    send: async (idempotencyKey) => {
      form.clear();
      await save({
        slug,
        idempotencyKey,
        policy: {
          ...(policy ? { id: policy.id } : {}),
          ageType,
          priceType,
          price: priceOf(priceType, price) ?? 0,
          minAge,
          maxAge,
        },
      }).unwrap();
      toaster.create({
        type: 'success',
        title: policy ? t('extraBeds.form.updated') : t('extraBeds.form.created'),
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
  });

  const touched = (field: (typeof POLICY_FIELDS)[number]) => {
    edited();
    form.clearField(field);
  };

  return (
    <DialogForm
      title={policy ? t('extraBeds.form.editTitle') : t('extraBeds.form.createTitle')}
      description={t('extraBeds.form.description')}
      onSubmit={onSubmit}
      creating={policy === null}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <FormField label={t('form.ageType')} errors={form.errors.ageType} required>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="ageType"
            ref={(element) => {
              form.inputRef('ageType')(element);
              firstField.current = element;
            }}
            value={ageType}
            onChange={(e) => {
              const next = e.target.value as AgeType;
              touched('ageType');
              form.clearField('minAge');
              form.clearField('maxAge');
              setAgeType(next);
              // Adults 18–18, anyone 0–18; children choose (spec §5).
              const ages = extraBedAgesOf(next);
              setMinAge(ages.minAge);
              setMaxAge(ages.maxAge);
            }}
          >
            {EXTRA_BED_AGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`ageType.${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <SimpleGrid columns={2} gap="4">
        <FormField
          label={t('form.minAge')}
          errors={form.errors.minAge}
          helperText={agesChosen ? undefined : t('extraBeds.form.agesSet')}
          required
          disabled={!agesChosen}
        >
          <NumberSelect
            name="minAge"
            value={minAge}
            choices={POLICY_AGES}
            placeholder={t('form.choose')}
            format={(age) => t('ageOption', { count: age })}
            disabled={!agesChosen}
            inputRef={form.inputRef('minAge')}
            onChange={(value) => {
              touched('minAge');
              setMinAge(value);
              if (value !== null && maxAge !== null && maxAge <= value) setMaxAge(null);
            }}
          />
        </FormField>
        <FormField
          label={t('form.maxAge')}
          errors={form.errors.maxAge}
          helperText={agesChosen ? t('form.maxAgeHelp') : undefined}
          required
          disabled={!agesChosen}
        >
          <NumberSelect
            name="maxAge"
            value={maxAge}
            choices={extraBedMaxAges(minAge)}
            placeholder={t('form.choose')}
            format={(age) => t('ageOption', { count: age })}
            disabled={!agesChosen}
            inputRef={form.inputRef('maxAge')}
            onChange={(value) => {
              touched('maxAge');
              setMaxAge(value);
            }}
          />
        </FormField>
      </SimpleGrid>
      <PriceFields
        priceTypes={EXTRA_BED_PRICE_TYPES}
        priceType={priceType}
        price={price}
        errors={form.errors}
        onPriceTypeChange={(next) => {
          touched('priceType');
          form.clearField('price');
          setPriceType(next === 'free' ? 'free' : 'mnt');
          setPrice('');
        }}
        onPriceChange={(next) => {
          touched('price');
          setPrice(next);
        }}
        priceTypeRef={form.inputRef('priceType')}
        priceRef={form.inputRef('price')}
      />
    </DialogForm>
  );
}
