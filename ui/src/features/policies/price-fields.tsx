import { Input, InputGroup, SimpleGrid } from '@chakra-ui/react';
import { SelectBox } from '../../components/select-box';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import type { PriceType } from './policies-api';
import { MAX_PRICE, TUGRIK } from './policy-rules';

interface PriceFieldsProps {
  priceTypes: readonly PriceType[];
  priceType: PriceType;
  /** The price as typed (digits). */
  price: string;
  errors: { priceType?: string[] | undefined; price?: string[] | undefined };
  onPriceTypeChange: (priceType: PriceType) => void;
  onPriceChange: (price: string) => void;
  priceTypeRef: Ref<HTMLSelectElement>;
  priceRef: Ref<HTMLInputElement>;
}

/**
 * The price of a child or extra-bed policy (settings spec §5): its type, and the amount
 * (hidden when free) with the tugrik sign or % after it.
 */
export function PriceFields({
  priceTypes,
  priceType,
  price,
  errors,
  onPriceTypeChange,
  onPriceChange,
  priceTypeRef,
  priceRef,
}: PriceFieldsProps) {
  const { t } = useTranslation('policies');
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <FormField label={t('form.priceType')} errors={errors.priceType} required>
        <SelectBox
          name="priceType"
          ref={priceTypeRef}
          value={priceType}
          onChange={(e) => onPriceTypeChange(e.target.value as PriceType)}
        >
          {priceTypes.map((type) => (
            <option key={type} value={type}>
              {t(`priceType.${type}`)}
            </option>
          ))}
        </SelectBox>
      </FormField>
      {priceType === 'free' ? null : (
        <FormField
          label={priceType === 'percent' ? t('form.pricePercent') : t('form.price')}
          errors={errors.price}
          helperText={
            priceType === 'percent'
              ? t('form.pricePercentHelp')
              : t('form.priceHelp', { max: MAX_PRICE.toLocaleString('en-US') })
          }
          required
        >
          <InputGroup endElement={priceType === 'percent' ? '%' : TUGRIK}>
            <Input
              name="price"
              ref={priceRef}
              inputMode="numeric"
              autoComplete="off"
              maxLength={priceType === 'percent' ? 3 : 7}
              fontVariantNumeric="tabular-nums"
              value={price}
              onChange={(e) => onPriceChange(e.target.value.replace(/\D+/g, ''))}
            />
          </InputGroup>
        </FormField>
      )}
    </SimpleGrid>
  );
}
