import { saveCurrencySchema } from '@hotel/events/settings/commands';
import { TextField } from '../../components/form/fields';
import { TUGRIK, decimalOf } from './format';
import type { NamedItemKind } from './named-item-dialog';
import {
  CURRENCY_FIELDS,
  type Currency,
  type SaveCurrencyRequest,
  useListCurrenciesQuery,
  useSaveCurrencyMutation,
} from './settings-api';

/** A currency code as typed: latin letters only, upper case, at most 3 (settings spec §5). */
export const currencyCodeOf = (text: string): string =>
  text
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 3);

interface CurrencyValues {
  name: string;
  nameEn: string;
  shortName: string;
  /** Tugrik for one unit, as typed. */
  rate: string;
  isDefault: boolean;
}

/** A currency's add/edit form (POST /api/currencies), drawn by `NamedItemDialog`. */
export const currencyKind: NamedItemKind<Currency, CurrencyValues, SaveCurrencyRequest> = {
  texts: 'currencies',
  schema: saveCurrencySchema,
  fields: CURRENCY_FIELDS,
  useList: useListCurrenciesQuery,
  useSave: useSaveCurrencyMutation,
  valuesOf: (currency) => ({
    shortName: currency?.shortName ?? '',
    rate: currency ? String(currency.rate) : '',
  }),
  toRequest: (values) => ({
    shortName: values.shortName,
    // Sent as typed: the schema says what is wrong with it, under the field.
    rate: values.rate === '' ? '' : Number(values.rate),
  }),
  beside: {
    width: '8rem',
    render: ({ form, t }) => (
      <TextField
        form={form}
        name="shortName"
        label={t('currencies.form.shortName')}
        helperText={t('currencies.form.shortNameHelp')}
        required
        maxLength={3}
        fontFamily="mono"
        letterSpacing="wider"
        parse={currencyCodeOf}
      />
    ),
  },
  rest: ({ form, t }) => {
    const shortName = form.watch('shortName');
    return (
      <TextField
        form={form}
        name="rate"
        label={t('currencies.form.rate')}
        helperText={t('currencies.form.rateHelp', { code: shortName || '…' })}
        required
        inputMode="decimal"
        ps={shortName ? '20' : undefined}
        parse={decimalOf}
        startElement={shortName ? t('currencies.form.ratePrefix', { code: shortName }) : undefined}
        startElementProps={{ color: 'fg.muted', fontSize: 'sm', whiteSpace: 'nowrap' }}
        endElement={TUGRIK}
      />
    );
  },
  hasDefault: true,
};
