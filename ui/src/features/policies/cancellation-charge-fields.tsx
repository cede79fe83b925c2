import { Switch } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BoundField } from '../../components/form/fields';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import type { CommandForm } from '../../components/form/use-command-form';
import { type CancellationValues, followChange } from './cancellation-values';
import type { CancellationPercent, CancellationTime } from './policies-api';
import { FEE_BASES, type FeeBasis, additionChoices, offeredTimes } from './policy-rules';

interface CancellationChargeFieldsProps {
  form: CommandForm<CancellationValues>;
  values: CancellationValues;
  times: readonly CancellationTime[];
  percents: readonly CancellationPercent[];
  /** The deadlines and percents are still loading. */
  loading: boolean;
}

const optionsOf = (choices: readonly { id: string; name: string }[]) =>
  choices.map((choice) => ({ value: choice.id, text: choice.name }));

/**
 * The charge's basis, the deadline, then the fixed amount or the percent and the additional
 * percent after the deadline; a choice sets off what follows it (`followChange`).
 */
const chargeFields = (
  { form, values, times, percents, loading }: CancellationChargeFieldsProps,
  basisName: (basis: FeeBasis) => string,
): FieldSpec<CancellationValues>[] => {
  const additionDisabled = !values.cancellationTime;
  const follow = (field: 'timeId' | 'percentId' | 'additionId') => (id: string) =>
    followChange(form, { field, value: id }, percents);
  return [
    {
      kind: 'select',
      name: 'basis',
      label: 'cancellation.form.basis',
      helperText: `cancellation.form.basisHelp.${values.basis}`,
      options: FEE_BASES.map((basis) => ({ value: basis, text: basisName(basis) })),
      onValueChange: (basis) =>
        followChange(form, { field: 'basis', value: basis as FeeBasis }, percents),
    },
    {
      kind: 'select',
      name: 'cancellationTime',
      label: 'cancellation.form.time',
      helperText: 'cancellation.form.timeHelp',
      optionalText: 'form.optional',
      disabled: loading,
      emptyOption: loading ? 'form.loading' : 'cancellation.form.noTime',
      options: optionsOf(offeredTimes(times)),
      onValueChange: follow('timeId'),
    },
    ...(values.basis === 'fixed'
      ? [
          {
            kind: 'money',
            name: 'fixedAmount',
            label: 'cancellation.form.fixedAmount',
            helperText: 'cancellation.form.fixedAmountHelp',
            required: true,
          } as const,
        ]
      : ([
          {
            kind: 'select',
            name: 'cancellationPercent',
            label: 'cancellation.form.percent',
            helperText: values.cancellationTime
              ? 'cancellation.form.percentHelpWithTime'
              : 'cancellation.form.percentHelp',
            required: true,
            disabled: loading,
            // The placeholder, as `NativeSelect.Field` draws it.
            emptyOption: loading ? 'form.loading' : 'form.choose',
            options: optionsOf(percents),
            onValueChange: follow('percentId'),
          },
          {
            kind: 'select',
            name: 'cancellationAdditionPercent',
            label: 'cancellation.form.addition',
            helperText: additionDisabled
              ? 'cancellation.form.additionNeedsTime'
              : 'cancellation.form.additionHelp',
            optionalText: 'form.optional',
            disabled: additionDisabled || loading,
            emptyOption: 'cancellation.form.noAddition',
            options: optionsOf(additionChoices(percents, values.cancellationPercent)),
            onValueChange: follow('additionId'),
          },
        ] satisfies FieldSpec<CancellationValues>[])),
  ];
};

/**
 * What a charged cancellation asks (settings spec §4): what the charge is of (or a fixed
 * amount), the deadline, the percent and the additional one after the deadline, and whether a
 * prepayment is required.
 */
export function CancellationChargeFields({
  form,
  values,
  times,
  percents,
  loading,
}: CancellationChargeFieldsProps) {
  const { t } = useTranslation('policies');
  return (
    <>
      <FormFields
        form={form}
        t={t}
        fields={chargeFields({ form, values, times, percents, loading }, (basis) =>
          t(`cancellation.form.bases.${basis}`),
        )}
      />
      <BoundField
        form={form}
        name="hasPrepayment"
        render={(hasPrepayment) => (
          <Switch.Root
            checked={hasPrepayment.value}
            onCheckedChange={({ checked }) => {
              hasPrepayment.onChange(checked);
              followChange(form, { field: 'hasPrepayment', value: checked }, percents);
            }}
            invalid={(hasPrepayment.errors?.length ?? 0) > 0}
          >
            <Switch.HiddenInput ref={hasPrepayment.ref} name="hasPrepayment" />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('cancellation.form.hasPrepayment')}</Switch.Label>
          </Switch.Root>
        )}
      />
    </>
  );
}
