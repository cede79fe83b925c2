import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from '../../components/form/fields';
import type { CommandForm } from '../../components/form/use-command-form';

/** A form with the stay lengths of a rate (as typed: '' leaves them). */
type WithLos = FieldValues & { minLos: string; maxLos: string };

const digitsOnly = (text: string) => text.replace(/\D+/g, '');

/** The two fields: the shortest stay, then the longest (labels and help `form.<name>[Help]`). */
const LOS = [
  { name: 'minLos', which: 'min' },
  { name: 'maxLos', which: 'max' },
] as const;

/**
 * The shortest and longest stay of the rate forms (daily rates, one date, an interval): whole
 * nights as typed, an empty field leaves them. Drawn into the form's own grid.
 */
export function LosFields<V extends WithLos>({
  form,
  placeholders,
  help = false,
}: {
  form: CommandForm<V>;
  /** What an empty field says (one text, or the minimum's and the maximum's). */
  placeholders: string | { min: string; max: string };
  /** Each field explains itself under it. */
  help?: boolean;
}) {
  const { t } = useTranslation('rates');
  const placeholder = (which: 'min' | 'max') =>
    typeof placeholders === 'string' ? placeholders : placeholders[which];
  return (
    <>
      {LOS.map(({ name, which }) => (
        <TextField
          key={name}
          form={form}
          name={name as FieldPath<V>}
          label={t(`form.${name}`)}
          {...(help ? { helperText: t(`form.${name}Help`) } : {})}
          inputMode="numeric"
          maxLength={3}
          placeholder={placeholder(which)}
          parse={digitsOnly}
        />
      ))}
    </>
  );
}
