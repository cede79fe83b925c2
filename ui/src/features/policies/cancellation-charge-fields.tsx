import { Switch } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BoundField, MoneyField, SelectField } from '../../components/form/fields';
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
  const additionDisabled = !values.cancellationTime;
  return (
    <>
      <SelectField
        form={form}
        name="basis"
        label={t('cancellation.form.basis')}
        helperText={t(`cancellation.form.basisHelp.${values.basis}`)}
        onValueChange={(basis) =>
          followChange(form, { field: 'basis', value: basis as FeeBasis }, percents)
        }
      >
        {FEE_BASES.map((basis) => (
          <option key={basis} value={basis}>
            {t(`cancellation.form.bases.${basis}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        form={form}
        name="cancellationTime"
        label={t('cancellation.form.time')}
        helperText={t('cancellation.form.timeHelp')}
        optionalText={t('form.optional')}
        disabled={loading}
        onValueChange={(id) => followChange(form, { field: 'timeId', value: id }, percents)}
      >
        <option value="">{loading ? t('form.loading') : t('cancellation.form.noTime')}</option>
        {offeredTimes(times).map((time) => (
          <option key={time.id} value={time.id}>
            {time.name}
          </option>
        ))}
      </SelectField>
      {values.basis === 'fixed' ? (
        <MoneyField
          form={form}
          name="fixedAmount"
          label={t('cancellation.form.fixedAmount')}
          helperText={t('cancellation.form.fixedAmountHelp')}
          required
        />
      ) : (
        <>
          <SelectField
            form={form}
            name="cancellationPercent"
            label={t('cancellation.form.percent')}
            helperText={
              values.cancellationTime
                ? t('cancellation.form.percentHelpWithTime')
                : t('cancellation.form.percentHelp')
            }
            required
            disabled={loading}
            onValueChange={(id) => followChange(form, { field: 'percentId', value: id }, percents)}
          >
            {/* The placeholder, as `NativeSelect.Field` draws it. */}
            <option value="">{loading ? t('form.loading') : t('form.choose')}</option>
            {percents.map((percent) => (
              <option key={percent.id} value={percent.id}>
                {percent.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            form={form}
            name="cancellationAdditionPercent"
            label={t('cancellation.form.addition')}
            helperText={
              additionDisabled
                ? t('cancellation.form.additionNeedsTime')
                : t('cancellation.form.additionHelp')
            }
            optionalText={t('form.optional')}
            disabled={additionDisabled || loading}
            onValueChange={(id) => followChange(form, { field: 'additionId', value: id }, percents)}
          >
            <option value="">{t('cancellation.form.noAddition')}</option>
            {additionChoices(percents, values.cancellationPercent).map((percent) => (
              <option key={percent.id} value={percent.id}>
                {percent.name}
              </option>
            ))}
          </SelectField>
        </>
      )}
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
