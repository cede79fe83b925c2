import { NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import {
  POLICY_FIELDS,
  type ChildPolicy,
  type PriceType,
  useSaveChildPolicyMutation,
} from './policies-api';
import { NumberSelect } from './policies-ui';
import {
  CHILD_PRICE_TYPES,
  childMaxAges,
  childMinAges,
  priceOf,
  priceProblem,
} from './policy-rules';
import { PriceFields } from './price-fields';

interface ChildPolicyDialogProps {
  slug: string;
  /** The property's child age: guests younger are children. */
  ageChild: number;
  /** The policy to change; null adds one. */
  policy: ChildPolicy | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change a child policy (POST /api/children/policies). */
export function ChildPolicyDialog({ open, onOpenChange, ...props }: ChildPolicyDialogProps) {
  const firstField = useRef<HTMLSelectElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={firstField}>
      <ChildPolicyForm
        key={props.policy?.id ?? 'new'}
        {...props}
        firstField={firstField}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function ChildPolicyForm({
  slug,
  ageChild,
  policy,
  firstField,
  onDone,
}: Omit<ChildPolicyDialogProps, 'open' | 'onOpenChange'> & {
  firstField: RefObject<HTMLSelectElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('policies');
  const [save, { isLoading }] = useSaveChildPolicyMutation();
  const form = useFormErrors(POLICY_FIELDS);
  // Age type and ages are set once (spec §5): an existing policy only changes its price.
  const locked = policy !== null;
  const [minAge, setMinAge] = useState<number | null>(policy?.minAge ?? null);
  const [maxAge, setMaxAge] = useState<number | null>(policy?.maxAge ?? null);
  const [priceType, setPriceType] = useState<PriceType>(policy?.priceType ?? 'mnt');
  const [price, setPrice] = useState(
    policy && policy.priceType !== 'free' ? String(policy.price) : '',
  );

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
          ageType: 'children',
          priceType,
          price: priceOf(priceType, price) ?? 0,
          minAge: minAge ?? 0,
          maxAge: maxAge ?? 0,
        },
      }).unwrap();
      toaster.create({
        type: 'success',
        title: policy ? t('children.form.updated') : t('children.form.created'),
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

  const maxChoices = childMaxAges(ageChild, minAge);

  return (
    <DialogForm
      title={policy ? t('children.form.editTitle') : t('children.form.createTitle')}
      description={t('children.form.description', { age: ageChild })}
      onSubmit={onSubmit}
      creating={policy === null}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <FormField
        label={t('form.ageType')}
        errors={form.errors.ageType}
        helperText={locked ? t('children.form.locked') : undefined}
        required
        disabled={locked}
      >
        <NativeSelect.Root disabled={locked}>
          <NativeSelect.Field name="ageType" ref={form.inputRef('ageType')} value="children">
            <option value="children">{t('ageType.children')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <SimpleGrid columns={2} gap="4">
        <FormField label={t('form.minAge')} errors={form.errors.minAge} required disabled={locked}>
          <NumberSelect
            name="minAge"
            value={minAge}
            choices={childMinAges(ageChild)}
            placeholder={t('form.choose')}
            format={(age) => t('ageOption', { count: age })}
            disabled={locked}
            inputRef={(element) => {
              form.inputRef('minAge')(element);
              if (!locked) firstField.current = element;
            }}
            onChange={(value) => {
              touched('minAge');
              setMinAge(value);
              // The maximum stays above the minimum.
              if (value !== null && maxAge !== null && maxAge <= value) setMaxAge(null);
            }}
          />
        </FormField>
        <FormField
          label={t('form.maxAge')}
          errors={form.errors.maxAge}
          helperText={t('form.maxAgeHelp')}
          required
          disabled={locked}
        >
          <NumberSelect
            name="maxAge"
            value={maxAge}
            choices={maxChoices}
            placeholder={t('form.choose')}
            format={(age) => t('ageOption', { count: age })}
            disabled={locked}
            inputRef={form.inputRef('maxAge')}
            onChange={(value) => {
              touched('maxAge');
              setMaxAge(value);
            }}
          />
        </FormField>
      </SimpleGrid>
      <PriceFields
        priceTypes={CHILD_PRICE_TYPES}
        priceType={priceType}
        price={price}
        errors={form.errors}
        onPriceTypeChange={(next) => {
          touched('priceType');
          form.clearField('price');
          setPriceType(next);
          // Free is 0; a new type starts empty.
          setPrice('');
        }}
        onPriceChange={(next) => {
          touched('price');
          setPrice(next);
        }}
        priceTypeRef={(element) => {
          form.inputRef('priceType')(element);
          if (locked) firstField.current = element;
        }}
        priceRef={form.inputRef('price')}
      />
    </DialogForm>
  );
}
