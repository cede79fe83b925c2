import { saveTaxSchema } from '@hotel/events/settings/commands';
import { BoundField, SwitchInputField, TextField } from '../../components/form/fields';
import { decimalOf } from './format';
import { LOCKED, type NamedItemKind } from './named-item-dialog';
import {
  type SaveTaxRequest,
  TAX_FIELDS,
  type Tax,
  useListTaxesQuery,
  useSaveTaxMutation,
} from './settings-api';
import { RadioCards } from '../../components/form/radio-choices';

interface TaxValues {
  name: string;
  nameEn: string;
  /** As typed. */
  percentage: string;
  inclusive: boolean;
  isEnabled: boolean;
}

/** Settings spec §5: the default tax keeps its name and percentage. */
const lockedOf = (tax: Tax | null): boolean => tax?.isDefault ?? false;

/** A tax's add/edit form (POST /api/taxes), drawn by `NamedItemDialog`. */
export const taxKind: NamedItemKind<Tax, TaxValues, SaveTaxRequest> = {
  texts: 'taxes',
  schema: saveTaxSchema,
  fields: TAX_FIELDS,
  useList: useListTaxesQuery,
  useSave: useSaveTaxMutation,
  valuesOf: (tax) => ({
    percentage: tax ? String(tax.percentage) : '',
    inclusive: tax?.inclusive ?? false,
    isEnabled: tax?.isEnabled ?? true,
  }),
  toRequest: (values) => ({
    percentage: values.percentage === '' ? '' : Number(values.percentage),
    inclusive: values.inclusive,
    isEnabled: values.isEnabled,
  }),
  name: ({ item, t }) =>
    lockedOf(item) ? { readOnly: true, helperText: t('taxes.form.locked') } : {},
  beside: {
    width: '9rem',
    render: ({ form, item, t }) => (
      <TextField
        form={form}
        name="percentage"
        label={t('taxes.form.percentage')}
        required
        inputMode="decimal"
        maxLength={6}
        readOnly={lockedOf(item)}
        {...(lockedOf(item) ? LOCKED : {})}
        parse={decimalOf}
        endElement="%"
      />
    ),
  },
  rest: ({ form, t }) => (
    <>
      <BoundField
        form={form}
        name="inclusive"
        render={(inclusive) => (
          <RadioCards
            legend={t('taxes.form.inclusive')}
            value={inclusive.value ? 'inclusive' : 'exclusive'}
            onChange={(option) => inclusive.onChange(option === 'inclusive')}
            options={(['inclusive', 'exclusive'] as const).map((option) => ({
              value: option,
              title: t(`taxes.${option}`),
              help: t(`taxes.form.${option}Help`),
            }))}
            inputRef={inclusive.ref}
          />
        )}
      />
      <SwitchInputField
        form={form}
        name="isEnabled"
        label={t('taxes.form.isEnabled')}
        description={t('taxes.form.isEnabledHelp')}
      />
    </>
  ),
};
