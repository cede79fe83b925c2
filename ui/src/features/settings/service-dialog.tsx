import { Grid, Input, NativeSelect } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { EnglishNameField } from '../../components/english-name-field';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { SwitchField } from '../../components/switch-field';
import { digitsOf } from './format';
import { MoneyInput } from './money-input';
import {
  SERVICE_FIELDS,
  type SaveServiceRequest,
  type Service,
  useListPartnersQuery,
  useListProductCategoriesQuery,
  useListServiceCategoriesQuery,
  useSaveServiceMutation,
} from './settings-api';
import { notifySaved } from './settings-ui';

interface ServiceDialogProps {
  slug: string;
  /** The service to change; null adds a new one. */
  service: Service | null;
  /** The category a new service goes into. */
  categoryId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change a service of a category (POST /api/services). */
export function ServiceDialog({
  slug,
  service,
  categoryId,
  open,
  onOpenChange,
}: ServiceDialogProps) {
  const firstField = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={firstField} size="lg">
      <ServiceForm
        key={service?.id ?? `new-${categoryId ?? ''}`}
        slug={slug}
        service={service}
        categoryId={categoryId}
        firstField={firstField}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

interface Values {
  name: string;
  nameEn: string;
  categoryId: string;
  price: string;
  countable: boolean;
  quantity: string;
  barCode: string;
  partnerId: string;
  productCategoryId: string;
}

/** The server's name of each value's field (in its errors). */
const FIELD_OF = {
  name: 'name',
  nameEn: 'nameEn',
  categoryId: 'serviceCategory',
  price: 'price',
  countable: 'countable',
  quantity: 'quantity',
  barCode: 'barCode',
  partnerId: 'partner',
  productCategoryId: 'productCategory',
} as const satisfies Record<keyof Values, (typeof SERVICE_FIELDS)[number]>;

const valuesOf = (service: Service | null, categoryId: string | null): Values => ({
  name: service?.name ?? '',
  nameEn: service?.nameEn ?? '',
  categoryId: service?.serviceCategory.id ?? categoryId ?? '',
  price: service ? String(service.price) : '',
  countable: service?.countable ?? false,
  quantity: service?.quantity != null ? String(service.quantity) : '',
  barCode: service?.barCode ?? '',
  partnerId: service?.partner?.id ?? '',
  productCategoryId: service?.productCategory?.id ?? '',
});

function ServiceForm({
  slug,
  service,
  categoryId,
  firstField,
  onDone,
}: {
  slug: string;
  service: Service | null;
  categoryId: string | null;
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('settings');
  const local = useLocalName();
  const categories = useListServiceCategoriesQuery({ slug });
  const partners = useListPartnersQuery({ slug });
  const productCategories = useListProductCategoriesQuery({
    language: i18n.resolvedLanguage ?? 'mn',
  });
  const [save, { isLoading }] = useSaveServiceMutation();
  const form = useFormErrors(SERVICE_FIELDS);
  const [values, setValues] = useState<Values>(() => valuesOf(service, categoryId));
  const creating = service === null;
  const category = categories.data?.data.find((c) => c.id === values.categoryId);
  // Settings spec §5: services of the default category have no partner, product category,
  // bar code or stock.
  const basic = category?.isDefault ?? service?.serviceCategory.isDefault ?? false;

  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      const countable = !basic && values.countable;
      const item: SaveServiceRequest = {
        ...(service ? { id: service.id } : {}),
        name: values.name.trim(),
        nameEn: values.nameEn.trim(),
        price: values.price === '' ? '' : Number(values.price),
        countable,
        quantity: countable && values.quantity !== '' ? Number(values.quantity) : null,
        barCode: basic ? '' : values.barCode.trim(),
        serviceCategory: { id: values.categoryId },
        partner: !basic && values.partnerId ? { id: values.partnerId } : null,
        productCategory:
          !basic && values.productCategoryId ? { id: values.productCategoryId } : null,
      };
      await save({ slug, idempotencyKey, item }).unwrap();
      notifySaved(creating ? t('services.form.created') : t('services.form.updated'), item.name);
      onDone();
    },
    onError: form.showServerErrors,
  });

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    edited();
    form.clearField(FIELD_OF[name]);
    setValues((current) => ({ ...current, [name]: value }));
  };

  return (
    <DialogForm
      title={creating ? t('services.form.createTitle') : t('services.form.editTitle')}
      description={basic ? t('services.form.descriptionBasic') : t('services.form.description')}
      onSubmit={onSubmit}
      creating={creating}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <FormField label={t('services.form.name')} errors={form.errors.name} required>
        <Input
          name="name"
          autoComplete="off"
          maxLength={120}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          ref={(element) => {
            form.inputRef('name')(element);
            firstField.current = element;
          }}
        />
      </FormField>
      <EnglishNameField
        value={values.nameEn}
        onChange={(value) => set('nameEn', value)}
        errors={form.errors.nameEn}
        inputRef={form.inputRef('nameEn')}
        maxLength={120}
      />
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4" alignItems="start">
        <FormField
          label={t('services.form.category')}
          errors={form.errors.serviceCategory}
          required
        >
          <NativeSelect.Root disabled={categories.isLoading}>
            <NativeSelect.Field
              name="serviceCategory"
              value={values.categoryId}
              onChange={(e) => set('categoryId', e.target.value)}
              ref={form.inputRef('serviceCategory')}
            >
              {(categories.data?.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {local(c)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('services.form.price')} errors={form.errors.price} required>
          <MoneyInput
            name="price"
            value={values.price}
            onChange={(digits) => set('price', digits)}
            ref={form.inputRef('price')}
          />
        </FormField>
      </Grid>
      {basic ? null : (
        <>
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4" alignItems="start">
            <FormField
              label={t('services.form.productCategory')}
              errors={form.errors.productCategory}
              optionalText={t('optional')}
            >
              <NativeSelect.Root disabled={productCategories.isLoading}>
                <NativeSelect.Field
                  name="productCategory"
                  value={values.productCategoryId}
                  onChange={(e) => set('productCategoryId', e.target.value)}
                  ref={form.inputRef('productCategory')}
                >
                  <option value="">{t('services.form.noProductCategory')}</option>
                  {(productCategories.data?.data ?? []).map((p) => (
                    <option key={p.id} value={p.id}>
                      {t('services.productCategory', { code: p.code, name: p.name })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              label={t('services.form.partner')}
              errors={form.errors.partner}
              optionalText={t('optional')}
            >
              <NativeSelect.Root disabled={partners.isLoading}>
                <NativeSelect.Field
                  name="partner"
                  value={values.partnerId}
                  onChange={(e) => set('partnerId', e.target.value)}
                  ref={form.inputRef('partner')}
                >
                  <option value="">{t('services.form.noPartner')}</option>
                  {(partners.data?.data ?? []).map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Grid>
          <FormField
            label={t('services.form.barCode')}
            errors={form.errors.barCode}
            optionalText={t('optional')}
          >
            <Input
              name="barCode"
              autoComplete="off"
              maxLength={64}
              fontFamily="mono"
              value={values.barCode}
              onChange={(e) => set('barCode', e.target.value)}
              ref={form.inputRef('barCode')}
            />
          </FormField>
          <SwitchField
            label={t('services.form.countable')}
            description={t('services.form.countableHelp')}
            checked={values.countable}
            onChange={(checked) => set('countable', checked)}
            errors={form.errors.countable}
            inputRef={form.inputRef('countable')}
          />
          {values.countable ? (
            <FormField
              label={t('services.form.quantity')}
              errors={form.errors.quantity}
              helperText={t('services.form.quantityHelp')}
            >
              <Input
                name="quantity"
                inputMode="numeric"
                autoComplete="off"
                maxLength={7}
                maxW="40"
                value={values.quantity}
                onChange={(e) => set('quantity', digitsOf(e.target.value))}
                ref={form.inputRef('quantity')}
              />
            </FormField>
          ) : null}
        </>
      )}
    </DialogForm>
  );
}
