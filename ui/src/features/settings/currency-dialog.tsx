import { Grid, Input, InputGroup } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { SwitchField } from '../../components/switch-field';
import { TUGRIK, decimalOf } from './format';
import {
  CURRENCY_FIELDS,
  type Currency,
  useListCurrenciesQuery,
  useSaveCurrencyMutation,
} from './settings-api';
import { EnglishNameField } from '../../components/english-name-field';
import { notifySaved } from './settings-ui';

/** A currency code as typed: latin letters only, upper case, at most 3 (settings spec §5). */
export const currencyCodeOf = (text: string): string =>
  text
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 3);

interface CurrencyDialogProps {
  slug: string;
  /** The currency to change; null adds a new one. */
  currency: Currency | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change a currency (POST /api/currencies). */
export function CurrencyDialog({ slug, currency, open, onOpenChange }: CurrencyDialogProps) {
  const firstField = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={firstField}>
      <CurrencyForm
        key={currency?.id ?? 'new'}
        slug={slug}
        currency={currency}
        firstField={firstField}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function CurrencyForm({
  slug,
  currency,
  firstField,
  onDone,
}: {
  slug: string;
  currency: Currency | null;
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('settings');
  const nameOf = useLocalName();
  const currencies = useListCurrenciesQuery({ slug });
  const [save, { isLoading }] = useSaveCurrencyMutation();
  const form = useFormErrors(CURRENCY_FIELDS);
  const [name, setName] = useState(currency?.name ?? '');
  const [nameEn, setNameEn] = useState(currency?.nameEn ?? '');
  const [shortName, setShortName] = useState(currency?.shortName ?? '');
  const [rate, setRate] = useState(currency ? String(currency.rate) : '');
  const [isDefault, setIsDefault] = useState(currency?.isDefault ?? false);
  const creating = currency === null;
  const wasDefault = currency?.isDefault ?? false;
  const currentDefault = currencies.data?.data.find((c) => c.isDefault && c.id !== currency?.id);

  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      const item = {
        ...(currency ? { id: currency.id } : {}),
        name: name.trim(),
        nameEn: nameEn.trim(),
        shortName,
        // Sent as typed: the server says what is wrong with it, under the field.
        rate: rate === '' ? '' : Number(rate),
        isDefault,
      };
      await save({ slug, idempotencyKey, item }).unwrap();
      notifySaved(
        creating ? t('currencies.form.created') : t('currencies.form.updated'),
        nameOf(item),
      );
      onDone();
    },
    onError: form.showServerErrors,
  });

  return (
    <DialogForm
      title={creating ? t('currencies.form.createTitle') : t('currencies.form.editTitle')}
      description={t('currencies.form.description')}
      onSubmit={onSubmit}
      creating={creating}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <Grid templateColumns={{ base: '1fr', sm: '1fr 8rem' }} gap="4" alignItems="start">
        <FormField label={t('currencies.form.name')} errors={form.errors.name} required>
          <Input
            name="name"
            autoComplete="off"
            maxLength={60}
            value={name}
            onChange={(e) => {
              edited();
              form.clearField('name');
              setName(e.target.value);
            }}
            ref={(element) => {
              form.inputRef('name')(element);
              firstField.current = element;
            }}
          />
        </FormField>
        <FormField
          label={t('currencies.form.shortName')}
          errors={form.errors.shortName}
          helperText={t('currencies.form.shortNameHelp')}
          required
        >
          <Input
            name="shortName"
            autoComplete="off"
            maxLength={3}
            fontFamily="mono"
            letterSpacing="wider"
            value={shortName}
            onChange={(e) => {
              edited();
              form.clearField('shortName');
              setShortName(currencyCodeOf(e.target.value));
            }}
            ref={form.inputRef('shortName')}
          />
        </FormField>
      </Grid>
      <EnglishNameField
        value={nameEn}
        onChange={(value) => {
          edited();
          form.clearField('nameEn');
          setNameEn(value);
        }}
        errors={form.errors.nameEn}
        inputRef={form.inputRef('nameEn')}
      />
      <FormField
        label={t('currencies.form.rate')}
        errors={form.errors.rate}
        helperText={t('currencies.form.rateHelp', { code: shortName || '…' })}
        required
      >
        <InputGroup
          startElement={
            shortName ? t('currencies.form.ratePrefix', { code: shortName }) : undefined
          }
          startElementProps={{ color: 'fg.muted', fontSize: 'sm', whiteSpace: 'nowrap' }}
          endElement={TUGRIK}
        >
          <Input
            name="rate"
            inputMode="decimal"
            autoComplete="off"
            value={rate}
            ps={shortName ? '20' : undefined}
            onChange={(e) => {
              edited();
              form.clearField('rate');
              setRate(decimalOf(e.target.value));
            }}
            ref={form.inputRef('rate')}
          />
        </InputGroup>
      </FormField>
      <SwitchField
        label={t('currencies.form.isDefault')}
        description={
          wasDefault
            ? t('currencies.form.isDefaultLocked')
            : isDefault && currentDefault
              ? t('currencies.form.isDefaultMoves', { name: nameOf(currentDefault) })
              : t('currencies.form.isDefaultHelp')
        }
        checked={isDefault}
        disabled={wasDefault}
        onChange={(checked) => {
          edited();
          form.clearField('isDefault');
          setIsDefault(checked);
        }}
        errors={form.errors.isDefault}
        inputRef={form.inputRef('isDefault')}
      />
    </DialogForm>
  );
}
