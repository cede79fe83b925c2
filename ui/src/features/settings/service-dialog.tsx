import { Grid } from '@chakra-ui/react';
import { saveServiceSchema } from '@hotel/events/settings/commands';
import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import {
  EnglishNameInputField,
  MoneyField,
  SelectField,
  SwitchInputField,
  TextField,
} from '../../components/form/fields';
import { type CommandForm, useCommandForm } from '../../components/form/use-command-form';
import { digitsOf } from './format';
import {
  type Partner,
  type ProductCategory,
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

/** The form's values, named as the command's body names its fields (ids of the choices). */
interface Values {
  name: string;
  nameEn: string;
  serviceCategory: string;
  price: string;
  countable: boolean;
  quantity: string;
  barCode: string;
  partner: string;
  productCategory: string;
}

const valuesOf = (service: Service | null, categoryId: string | null): Values => ({
  name: service?.name ?? '',
  nameEn: service?.nameEn ?? '',
  serviceCategory: service?.serviceCategory.id ?? categoryId ?? '',
  price: service ? String(service.price) : '',
  countable: service?.countable ?? false,
  quantity: service?.quantity != null ? String(service.quantity) : '',
  barCode: service?.barCode ?? '',
  partner: service?.partner?.id ?? '',
  productCategory: service?.productCategory?.id ?? '',
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
  const creating = service === null;
  /** Settings spec §5: services of the default category have no partner, product category,
   * bar code or stock. */
  const basicOf = (categoryId: string): boolean =>
    categories.data?.data.find((c) => c.id === categoryId)?.isDefault ??
    service?.serviceCategory.isDefault ??
    false;

  const form = useCommandForm({
    schema: saveServiceSchema,
    fields: SERVICE_FIELDS,
    defaultValues: valuesOf(service, categoryId),
    toRequest: (values: Values): SaveServiceRequest => {
      const basic = basicOf(values.serviceCategory);
      const countable = !basic && values.countable;
      return {
        ...(service ? { id: service.id } : {}),
        name: values.name.trim(),
        nameEn: values.nameEn.trim(),
        price: values.price === '' ? '' : Number(values.price),
        countable,
        quantity: countable && values.quantity !== '' ? Number(values.quantity) : null,
        barCode: basic ? '' : values.barCode.trim(),
        serviceCategory: { id: values.serviceCategory },
        partner: !basic && values.partner ? { id: values.partner } : null,
        productCategory: !basic && values.productCategory ? { id: values.productCategory } : null,
      };
    },
    send: async (item, idempotencyKey) => {
      await save({ slug, idempotencyKey, item }).unwrap();
      notifySaved(creating ? t('services.form.created') : t('services.form.updated'), item.name);
      onDone();
    },
  });
  const [serviceCategory, countable] = form.watch(['serviceCategory', 'countable']);
  const basic = basicOf(serviceCategory);

  return (
    <DialogForm
      title={creating ? t('services.form.createTitle') : t('services.form.editTitle')}
      description={basic ? t('services.form.descriptionBasic') : t('services.form.description')}
      onSubmit={form.onSubmit}
      creating={creating}
      submitting={isLoading}
      otherErrors={form.otherErrors}
    >
      <TextField
        form={form}
        name="name"
        label={t('services.form.name')}
        required
        maxLength={120}
        inputRef={firstField}
      />
      <EnglishNameInputField form={form} name="nameEn" maxLength={120} />
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4" alignItems="start">
        <SelectField
          form={form}
          name="serviceCategory"
          label={t('services.form.category')}
          required
          loading={categories.isLoading}
        >
          {(categories.data?.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {local(c)}
            </option>
          ))}
        </SelectField>
        <MoneyField form={form} name="price" label={t('services.form.price')} required />
      </Grid>
      {basic ? null : (
        <ServiceDetails
          form={form}
          countable={countable}
          partners={partners.data?.data}
          partnersLoading={partners.isLoading}
          productCategories={productCategories.data?.data}
          productCategoriesLoading={productCategories.isLoading}
        />
      )}
    </DialogForm>
  );
}

/** What a service of another category than the default adds (settings spec §5). */
function ServiceDetails({
  form,
  countable,
  partners,
  partnersLoading,
  productCategories,
  productCategoriesLoading,
}: {
  form: CommandForm<Values>;
  countable: boolean;
  partners: readonly Partner[] | undefined;
  partnersLoading: boolean;
  productCategories: readonly ProductCategory[] | undefined;
  productCategoriesLoading: boolean;
}) {
  const { t } = useTranslation('settings');
  return (
    <>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4" alignItems="start">
        <SelectField
          form={form}
          name="productCategory"
          label={t('services.form.productCategory')}
          optionalText={t('optional')}
          loading={productCategoriesLoading}
        >
          <option value="">{t('services.form.noProductCategory')}</option>
          {(productCategories ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {t('services.productCategory', { code: p.code, name: p.name })}
            </option>
          ))}
        </SelectField>
        <SelectField
          form={form}
          name="partner"
          label={t('services.form.partner')}
          optionalText={t('optional')}
          loading={partnersLoading}
        >
          <option value="">{t('services.form.noPartner')}</option>
          {(partners ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
      </Grid>
      <TextField
        form={form}
        name="barCode"
        label={t('services.form.barCode')}
        optionalText={t('optional')}
        maxLength={64}
        fontFamily="mono"
      />
      <SwitchInputField
        form={form}
        name="countable"
        label={t('services.form.countable')}
        description={t('services.form.countableHelp')}
      />
      {countable ? (
        <TextField
          form={form}
          name="quantity"
          label={t('services.form.quantity')}
          helperText={t('services.form.quantityHelp')}
          inputMode="numeric"
          maxLength={7}
          maxW="40"
          parse={digitsOf}
        />
      ) : null}
    </>
  );
}
