import { saveServiceSchema } from '@hotel/events/settings/commands';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { DialogForm } from '../../components/form-dialog';
import { formDialogOf, type InDialogProps } from '../../components/form-in-dialog';
import { type FieldSpec, FormFields, type SelectOption } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { digitsOf } from './format';
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

interface ServiceFormProps {
  slug: string;
  /** The service to change; null adds a new one. */
  service: Service | null;
  /** The category a new service goes into. */
  categoryId: string | null;
}

/** Add or change a service of a category (POST /api/services). */
export const ServiceDialog = formDialogOf(
  ServiceForm,
  ({ service, categoryId }) => service?.id ?? `new-${categoryId ?? ''}`,
  'lg',
);

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
  first,
  onDone,
}: ServiceFormProps & InDialogProps) {
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
      form={form}
      creating={creating}
      submitting={isLoading}
    >
      <FormFields
        form={form}
        t={t}
        firstField={first}
        fields={serviceFields({
          categories: (categories.data?.data ?? []).map((c) => ({ value: c.id, text: local(c) })),
          categoriesLoading: categories.isLoading,
          details: basic
            ? null
            : {
                countable,
                partners: (partners.data?.data ?? []).map((p) => ({ value: p.id, text: p.name })),
                partnersLoading: partners.isLoading,
                productCategories: (productCategories.data?.data ?? []).map((p) => ({
                  value: p.id,
                  text: t('services.productCategory', { code: p.code, name: p.name }),
                })),
                productCategoriesLoading: productCategories.isLoading,
              },
        })}
      />
    </DialogForm>
  );
}

/** The choices and state a service of another category than the default shows. */
interface DetailsOptions {
  countable: boolean;
  partners: readonly SelectOption[];
  partnersLoading: boolean;
  productCategories: readonly SelectOption[];
  productCategoriesLoading: boolean;
}

/**
 * The service's names, category and price; a service of another category than the default adds
 * its product category, partner, bar code and stock (settings spec §5).
 */
const serviceFields = ({
  categories,
  categoriesLoading,
  details,
}: {
  categories: readonly SelectOption[];
  categoriesLoading: boolean;
  details: DetailsOptions | null;
}): FieldSpec<Values>[] => [
  {
    kind: 'text',
    name: 'name',
    label: 'services.form.name',
    required: true,
    maxLength: 120,
    first: true,
  },
  { kind: 'englishName', name: 'nameEn', maxLength: 120 },
  {
    kind: 'row',
    alignItems: 'start',
    fields: [
      {
        kind: 'select',
        name: 'serviceCategory',
        label: 'services.form.category',
        required: true,
        loading: categoriesLoading,
        options: categories,
      },
      { kind: 'money', name: 'price', label: 'services.form.price', required: true },
    ],
  },
  ...(details ? detailFields(details) : []),
];

const detailFields = (details: DetailsOptions): FieldSpec<Values>[] => [
  {
    kind: 'row',
    alignItems: 'start',
    fields: [
      {
        kind: 'select',
        name: 'productCategory',
        label: 'services.form.productCategory',
        optionalText: 'optional',
        loading: details.productCategoriesLoading,
        emptyOption: 'services.form.noProductCategory',
        options: details.productCategories,
      },
      {
        kind: 'select',
        name: 'partner',
        label: 'services.form.partner',
        optionalText: 'optional',
        loading: details.partnersLoading,
        emptyOption: 'services.form.noPartner',
        options: details.partners,
      },
    ],
  },
  {
    kind: 'text',
    name: 'barCode',
    label: 'services.form.barCode',
    optionalText: 'optional',
    maxLength: 64,
    fontFamily: 'mono',
  },
  {
    kind: 'switch',
    name: 'countable',
    label: 'services.form.countable',
    description: 'services.form.countableHelp',
  },
  ...(details.countable
    ? [
        {
          kind: 'text',
          name: 'quantity',
          label: 'services.form.quantity',
          helperText: 'services.form.quantityHelp',
          inputMode: 'numeric',
          maxLength: 7,
          maxW: '40',
          parse: digitsOf,
        } as const,
      ]
    : []),
];
