import { Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { useLocalName } from '../../lib/names';
import { type PaymentMethod, useListPaymentMethodsQuery } from '../settings';
import { SelectBox } from '../../components/select-box';

/** The property's payment methods that take cancellation fees (settings: income types). */
export const feeMethodsOf = (methods: readonly PaymentMethod[]): PaymentMethod[] =>
  methods.filter((method) => method.incomeTypes.includes('cancellation'));

/**
 * The method a fee is paid by: the property's methods that take cancellation fees, the default
 * one chosen first (so "paid" never goes out without a method; the server requires one).
 */
export function FeeMethodField({
  slug,
  value,
  onChange,
  errors,
  inputRef,
}: {
  slug: string;
  value: string;
  onChange: (id: string) => void;
  errors?: readonly string[] | undefined;
  inputRef?: (element: HTMLSelectElement | null) => void;
}) {
  const { t } = useTranslation('reservations');
  const name = useLocalName();
  const list = useListPaymentMethodsQuery({ slug });
  const methods = feeMethodsOf(list.data?.data ?? []);
  const first = (methods.find((m) => m.isDefault) ?? methods[0])?.id ?? '';
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);
  if (list.isSuccess && methods.length === 0) {
    return (
      <Text fontSize="sm" color="fg.error" data-testid="no-fee-methods">
        {t('fee.noMethods')}
      </Text>
    );
  }
  return (
    <FormField label={t('fee.method')} errors={errors}>
      <SelectBox
        name="paymentMethodId"
        ref={inputRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        box={{ size: 'sm', disabled: list.isLoading }}
      >
        {methods.map((method) => (
          <option key={method.id} value={method.id}>
            {name(method)}
          </option>
        ))}
      </SelectBox>
    </FormField>
  );
}
