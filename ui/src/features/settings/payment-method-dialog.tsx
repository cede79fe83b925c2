import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { savePaymentMethodSchema } from '@hotel/events/settings/commands';
import { CheckboxItem } from '../../components/checkbox-item';
import { FieldsetErrorText } from '../../components/fieldset-error-text';
import { BoundField, SwitchInputField } from '../../components/form/fields';
import type { NamedItemKind } from './named-item-dialog';
import {
  INCOME_TYPES,
  type IncomeType,
  PAYMENT_METHOD_FIELDS,
  type PaymentMethod,
  type SavePaymentMethodRequest,
  useListPaymentMethodsQuery,
  useSavePaymentMethodMutation,
} from './settings-api';

interface PaymentMethodValues {
  name: string;
  nameEn: string;
  color: string;
  isPaid: boolean;
  isCash: boolean;
  isOnline: boolean;
  /** In the usual order (INCOME_TYPES), whatever order they were ticked in. */
  incomeTypes: IncomeType[];
  isDefault: boolean;
}

/** The switches after the income types, in order. */
const SWITCHES = ['isPaid', 'isCash', 'isOnline'] as const;

/** A payment method's add/edit form (POST /api/payment/methods), drawn by `NamedItemDialog`. */
export const paymentMethodKind: NamedItemKind<
  PaymentMethod,
  PaymentMethodValues,
  SavePaymentMethodRequest
> = {
  texts: 'paymentMethods',
  schema: savePaymentMethodSchema,
  fields: PAYMENT_METHOD_FIELDS,
  useList: useListPaymentMethodsQuery,
  useSave: useSavePaymentMethodMutation,
  valuesOf: (method) => ({
    isPaid: method?.isPaid ?? true,
    isCash: method?.isCash ?? false,
    isOnline: method?.isOnline ?? false,
    incomeTypes: method?.incomeTypes ?? ['paid'],
  }),
  toRequest: (values) => ({
    isPaid: values.isPaid,
    isCash: values.isCash,
    isOnline: values.isOnline,
    incomeTypes: INCOME_TYPES.filter((type) => values.incomeTypes.includes(type)),
  }),
  check: (values, t) =>
    values.incomeTypes.length > 0
      ? {}
      : { incomeTypes: t('paymentMethods.form.incomeTypesRequired') },
  color: true,
  rest: ({ form, t }) => (
    <>
      <BoundField
        form={form}
        name="incomeTypes"
        render={(incomeTypes) => (
          <Fieldset.Root invalid={(incomeTypes.errors?.length ?? 0) > 0}>
            <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
              {t('paymentMethods.form.incomeTypes')}
            </Fieldset.Legend>
            <Fieldset.HelperText fontSize="xs" mt="-1">
              {t('paymentMethods.form.incomeTypesHelp')}
            </Fieldset.HelperText>
            <SimpleGrid
              columns={{ base: 1, sm: 2 }}
              gap="2.5"
              borderWidth="1px"
              borderRadius="lg"
              p="3"
            >
              {INCOME_TYPES.map((type, index) => (
                <CheckboxItem
                  key={type}
                  value={type}
                  checked={incomeTypes.value.includes(type)}
                  onChange={(checked) => {
                    // The form's value now (two quick ticks in a row both count).
                    const ticked = form.getValues('incomeTypes');
                    incomeTypes.onChange(
                      INCOME_TYPES.filter((other) =>
                        other === type ? checked : ticked.includes(other),
                      ),
                    );
                  }}
                  inputRef={index === 0 ? incomeTypes.ref : undefined}
                  label={t(`incomeTypes.${type}`)}
                  labelProps={{ fontWeight: 'normal' }}
                />
              ))}
            </SimpleGrid>
            <FieldsetErrorText errors={incomeTypes.errors} />
          </Fieldset.Root>
        )}
      />
      {SWITCHES.map((name) => (
        <SwitchInputField
          key={name}
          form={form}
          name={name}
          label={t(`paymentMethods.form.${name}`)}
          description={t(`paymentMethods.form.${name}Help`)}
        />
      ))}
    </>
  ),
  hasDefault: true,
};
