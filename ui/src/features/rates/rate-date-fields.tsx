import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/form/fields';
import type { CommandForm } from '../../components/form/use-command-form';
import { MIN_DATE, isRateDate } from './dates';

/** A form with the dates a rate is set on (as typed, `YYYY-MM-DD`). */
type WithDates = FieldValues & { startDate: string; endDate: string };

/**
 * The first and last date of the rate forms (daily rates, an interval): not before 2000, the
 * end never before the start — a start moved past the end takes the end with it. Drawn into
 * the form's own grid.
 */
export function RateDateFields<V extends WithDates>({ form }: { form: CommandForm<V> }) {
  const { t } = useTranslation('rates');
  // The two names, typed for the form's own values.
  const startName = 'startDate' as FieldPath<V>;
  const endName = 'endDate' as FieldPath<V>;
  const start = String(form.watch(startName));
  return (
    <>
      <DateField
        form={form}
        name={startName}
        label={t('form.startDate')}
        required
        min={MIN_DATE}
        onValueChange={(value) => {
          if (isRateDate(value) && value > String(form.getValues(endName))) {
            form.clearErrors(endName);
            form.setValue(endName, value as FieldPathValue<V, FieldPath<V>>);
          }
        }}
      />
      <DateField
        form={form}
        name={endName}
        label={t('form.endDate')}
        required
        min={isRateDate(start) ? start : MIN_DATE}
      />
    </>
  );
}
