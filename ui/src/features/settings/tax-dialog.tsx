import { Box, Fieldset, RadioGroup, SimpleGrid, Text } from '@chakra-ui/react';
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
    name: tax?.name ?? '',
    nameEn: tax?.nameEn ?? '',
    percentage: tax ? String(tax.percentage) : '',
    inclusive: tax?.inclusive ?? false,
    isEnabled: tax?.isEnabled ?? true,
  }),
  toRequest: (values, tax) => ({
    ...(tax ? { id: tax.id } : {}),
    name: values.name.trim(),
    nameEn: values.nameEn.trim(),
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
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
              {t('taxes.form.inclusive')}
            </Fieldset.Legend>
            <RadioGroup.Root
              value={inclusive.value ? 'inclusive' : 'exclusive'}
              onValueChange={(details) => inclusive.onChange(details.value === 'inclusive')}
            >
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                {(['inclusive', 'exclusive'] as const).map((option, index) => (
                  <RadioGroup.Item
                    key={option}
                    value={option}
                    alignItems="flex-start"
                    borderWidth="1px"
                    borderRadius="lg"
                    p="3"
                    cursor="pointer"
                    _checked={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
                  >
                    <RadioGroup.ItemHiddenInput ref={index === 0 ? inclusive.ref : undefined} />
                    <RadioGroup.ItemIndicator mt="0.5" />
                    <Box>
                      <RadioGroup.ItemText fontWeight="medium">
                        {t(`taxes.${option}`)}
                      </RadioGroup.ItemText>
                      <Text fontSize="xs" color="fg.muted" mt="0.5">
                        {t(`taxes.form.${option}Help`)}
                      </Text>
                    </Box>
                  </RadioGroup.Item>
                ))}
              </SimpleGrid>
            </RadioGroup.Root>
          </Fieldset.Root>
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
