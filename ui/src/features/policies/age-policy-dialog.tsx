import { SimpleGrid } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { BoundField, BoundPair } from '../../components/form/fields';
import { FormInDialog, type InDialogProps } from '../../components/form-in-dialog';
import type { DialogControl } from '../../components/use-dialog';
import {
  type CommandForm,
  type CommandSchema,
  useCommandForm,
} from '../../components/form/use-command-form';
import { toastDone } from '../../components/done-toast';
import { type AgeType, POLICY_FIELDS, type PriceType } from './policies-api';
import { NumberSelect } from './policies-ui';
import { priceProblem } from './policy-rules';
import { PriceFields } from './price-fields';

/**
 * The add/edit dialog of an age policy — a child policy or an extra-bed policy (settings spec
 * §5): an age type, the ages from–to and a price. An `AgePolicyKind` says what differs (its
 * schema, texts, which ages it offers and whether they can be chosen).
 */

export interface AgePolicyValues {
  ageType: AgeType;
  minAge: number | null;
  maxAge: number | null;
  priceType: PriceType;
  /** As typed (digits). */
  price: string;
}

export interface AgePolicyFieldProps<P> {
  form: CommandForm<AgePolicyValues>;
  /** The policy changed; null for a new one. */
  policy: P | null;
  t: TFunction<'policies'>;
  /** Receives the field the dialog focuses when it opens. */
  firstField: RefObject<HTMLElement | null>;
}

/** How the two age fields are offered. */
export interface AgeChoices {
  minAges: readonly number[];
  maxAges: readonly number[];
  /** The ages are set (by the age type, or once for all): shown, not chosen. */
  disabled: boolean;
  minHelp?: string | undefined;
  maxHelp?: string | undefined;
  /** The minimum age is the field focused when the dialog opens. */
  minFirst?: boolean;
}

type SaveArg<R> = { slug: string; idempotencyKey: string; policy: R };

export interface AgePolicyKind<P extends { id: string }, R> {
  /** The locale section (`children`, `extraBeds`): its `form.*` texts. */
  texts: 'children' | 'extraBeds';
  /** The command's schema (`@hotel/events/policies/commands`). */
  schema: CommandSchema;
  useSave: () => readonly [
    (arg: SaveArg<R>) => { unwrap: () => Promise<unknown> },
    { isLoading: boolean },
  ];
  priceTypes: readonly PriceType[];
  valuesOf: (policy: P | null) => AgePolicyValues;
  toRequest: (values: AgePolicyValues, policy: P | null) => R;
  description: (t: TFunction<'policies'>) => string;
  /** The age type field. */
  ageType: (props: AgePolicyFieldProps<P>) => ReactNode;
  ages: (values: AgePolicyValues, policy: P | null, t: TFunction<'policies'>) => AgeChoices;
  /** The price type is the field focused when the dialog opens. */
  priceTypeFirst?: (policy: P | null) => boolean;
}

interface AgePolicyFormProps<P extends { id: string }, R> {
  kind: AgePolicyKind<P, R>;
  slug: string;
  /** The policy changed; null adds a new one. */
  policy: P | null;
}

/** Add or change an age policy, in the panel's `dialog`. */
export function AgePolicyDialog<P extends { id: string }, R>({
  kind,
  slug,
  dialog: { item: policy, ...shown },
}: Omit<AgePolicyFormProps<P, R>, 'policy'> & { dialog: DialogControl<P> }) {
  const props = { kind, slug, policy };
  return (
    <FormInDialog
      {...shown}
      form={AgePolicyForm<P, R>}
      formKey={policy?.id ?? 'new'}
      props={props}
    />
  );
}

function AgePolicyForm<P extends { id: string }, R>({
  kind,
  slug,
  policy,
  first,
  onDone,
}: AgePolicyFormProps<P, R> & InDialogProps) {
  const { t } = useTranslation('policies');
  const [save, { isLoading }] = kind.useSave();
  const form = useCommandForm({
    schema: kind.schema,
    fields: POLICY_FIELDS,
    defaultValues: kind.valuesOf(policy),
    toRequest: (values: AgePolicyValues) => kind.toRequest(values, policy),
    // The form's own words for the rules it checks (the ages, the price), as before.
    check: ({ minAge, maxAge, priceType, price }) => {
      const problem = priceProblem(priceType, price);
      return {
        ...(minAge === null ? { minAge: t('form.required') } : {}),
        ...(maxAge === null ? { maxAge: t('form.required') } : {}),
        ...(problem ? { price: t(`form.priceProblem.${problem}`) } : {}),
      };
    },
    send: async (request, idempotencyKey) => {
      await save({ slug, idempotencyKey, policy: request }).unwrap();
      toastDone(policy ? t(`${kind.texts}.form.updated`) : t(`${kind.texts}.form.created`));
      onDone();
    },
  });
  const props: AgePolicyFieldProps<P> = { form, policy, t, firstField: first };
  const ages = kind.ages(form.watch(), policy, t);

  return (
    <DialogForm
      title={policy ? t(`${kind.texts}.form.editTitle`) : t(`${kind.texts}.form.createTitle`)}
      description={kind.description(t)}
      form={form}
      creating={policy === null}
      submitting={isLoading}
    >
      {kind.ageType(props)}
      <SimpleGrid columns={2} gap="4">
        <AgeField
          form={form}
          name="minAge"
          ages={ages}
          {...(ages.minFirst ? { inputRef: first } : {})}
          afterChange={(value) => {
            // The maximum stays above the minimum.
            const maxAge = form.getValues('maxAge');
            if (value !== null && maxAge !== null && maxAge <= value) {
              form.setValue('maxAge', null);
            }
          }}
        />
        <AgeField form={form} name="maxAge" ages={ages} />
      </SimpleGrid>
      <BoundPair
        form={form}
        names={['priceType', 'price']}
        inputRef={kind.priceTypeFirst?.(policy) ? first : undefined}
        render={(priceType, price) => (
          <PriceFields
            priceTypes={kind.priceTypes}
            priceType={priceType.value}
            price={price.value}
            errors={{ priceType: priceType.errors, price: price.errors }}
            onPriceTypeChange={(next) => {
              priceType.onChange(next);
              // Free is 0; a new type starts empty.
              price.onChange('');
            }}
            onPriceChange={price.onChange}
            priceTypeRef={priceType.ref}
            priceRef={price.ref}
          />
        )}
      />
    </DialogForm>
  );
}

/**
 * One of the two ages (from, to): a required choice of whole years, among the ages `ages` offers
 * for it (with its help), chosen or only shown.
 */
function AgeField({
  form,
  name,
  ages,
  inputRef,
  afterChange,
}: {
  form: CommandForm<AgePolicyValues>;
  name: 'minAge' | 'maxAge';
  ages: AgeChoices;
  inputRef?: RefObject<HTMLElement | null>;
  /** After the age is chosen (the other age may follow). */
  afterChange?: (value: number | null) => void;
}) {
  const min = name === 'minAge';
  const choices = min ? ages.minAges : ages.maxAges;
  const { disabled } = ages;
  const { t } = useTranslation('policies');
  return (
    <BoundField
      form={form}
      name={name}
      {...(inputRef ? { inputRef } : {})}
      render={(age) => (
        <FormField
          label={t(min ? 'form.minAge' : 'form.maxAge')}
          errors={age.errors}
          helperText={min ? ages.minHelp : ages.maxHelp}
          required
          disabled={disabled}
        >
          <NumberSelect
            name={name}
            value={age.value}
            choices={choices}
            placeholder={t('form.choose')}
            format={(years) => t('ageOption', { count: years })}
            disabled={disabled}
            inputRef={age.ref}
            onChange={(value) => {
              age.onChange(value);
              afterChange?.(value);
            }}
          />
        </FormField>
      )}
    />
  );
}
