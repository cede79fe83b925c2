import type { CommandForm } from '../../components/form/use-command-form';
import type { CancellationPercent } from './policies-api';
import {
  type CancellationChange,
  type CancellationForm,
  type FeeBasis,
  changeCancellationForm,
} from './policy-rules';

/**
 * The cancellation policy form's values and how they meet the policy's rules
 * (`policy-rules.ts`, which name the references `timeId`, `percentId`, `additionId`).
 */

/** The form's values, named as the command's body names them (ids, '' when not chosen). */
export interface CancellationValues {
  isFree: boolean;
  cancellationTime: string;
  cancellationPercent: string;
  cancellationAdditionPercent: string;
  basis: FeeBasis;
  /** As typed (digits). */
  fixedAmount: string;
  hasPrepayment: boolean;
}

/** The values as the policy's rules (`policy-rules.ts`) read them. */
export const ruleFormOf = (values: CancellationValues): CancellationForm => ({
  isFree: values.isFree,
  timeId: values.cancellationTime,
  percentId: values.cancellationPercent,
  additionId: values.cancellationAdditionPercent,
  basis: values.basis,
  fixedAmount: values.fixedAmount,
  hasPrepayment: values.hasPrepayment,
});

export const valuesOf = (form: CancellationForm): CancellationValues => ({
  isFree: form.isFree,
  cancellationTime: form.timeId,
  cancellationPercent: form.percentId,
  cancellationAdditionPercent: form.additionId,
  basis: form.basis,
  fixedAmount: form.fixedAmount,
  hasPrepayment: form.hasPrepayment,
});

/**
 * After a field changed (its value already set): what it sets off by the policy's rules
 * (switching free cancellation resets the rest, a cleared deadline the additional percent…),
 * and no message of before stays.
 */
export const followChange = (
  form: CommandForm<CancellationValues>,
  change: CancellationChange,
  percents: readonly CancellationPercent[],
): void => {
  form.clearErrors();
  const next = valuesOf(changeCancellationForm(ruleFormOf(form.getValues()), change, percents));
  for (const name of Object.keys(next) as (keyof CancellationValues)[]) {
    if (form.getValues(name) !== next[name]) form.setValue(name, next[name] as never);
  }
};
