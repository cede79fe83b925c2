import { saveCurrencySchema } from '@hotel/events/settings/commands';
import { useCommandForm } from './use-command-form';

/**
 * The currency form the form components' tests draw, on the server's own schema
 * (`saveCurrencySchema`): its values, fields in focus order, empty values and body.
 */
export interface CurrencyValues {
  name: string;
  shortName: string;
  rate: string;
  isDefault: boolean;
}

export const CURRENCY_FIELDS = ['name', 'shortName', 'rate', 'isDefault'] as const;

export const NO_CURRENCY: CurrencyValues = { name: '', shortName: '', rate: '', isDefault: false };

/** The body sent: the name trimmed, the rate a number (sent as typed when empty). */
export const currencyBodyOf = (values: CurrencyValues) => ({
  name: values.name.trim(),
  shortName: values.shortName,
  rate: values.rate === '' ? '' : Number(values.rate),
  isDefault: values.isDefault,
});

/**
 * The currency form's command form: `send` (and, when given, `refused`) are the test's; the body
 * is what `toRequest` makes of the values (`currencyBodyOf` unless said).
 */
export const useCurrencyForm = ({
  send,
  refused,
  toRequest = currencyBodyOf,
}: {
  send: (body: unknown, key: string) => Promise<void>;
  refused?: (error: unknown) => void;
  toRequest?: (values: CurrencyValues) => object;
}) =>
  useCommandForm({
    schema: saveCurrencySchema,
    fields: CURRENCY_FIELDS,
    defaultValues: NO_CURRENCY,
    toRequest,
    send,
    ...(refused ? { refused } : {}),
  });
