import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { BoundPair } from '../../components/form/fields';
import type { CommandForm } from '../../components/form/use-command-form';
import type { DailyRateValues } from './rate-rules';
import { PriceInput } from './rates-ui';

/**
 * The price of a daily rates form: tugrik or a percent change (the ₮ / % buttons), with the
 * messages of either under it.
 */
export function RateField({
  form,
  helperText,
  placeholder,
  optionalText,
}: {
  form: CommandForm<DailyRateValues>;
  helperText: string;
  placeholder: string;
  optionalText?: string;
}) {
  const { t } = useTranslation('rates');
  return (
    <BoundPair
      form={form}
      names={['priceOp', 'rate']}
      render={(priceOp, rate) => (
        <FormField
          label={t('form.rate')}
          errors={rate.errors ?? priceOp.errors}
          helperText={helperText}
          optionalText={optionalText}
        >
          <PriceInput
            value={rate.value}
            op={priceOp.value}
            onChange={rate.onChange}
            onOpChange={priceOp.onChange}
            placeholder={placeholder}
            inputRef={rate.ref}
            invalid={!!rate.errors}
          />
        </FormField>
      )}
    />
  );
}
