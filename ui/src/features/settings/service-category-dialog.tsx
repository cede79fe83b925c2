import { saveServiceCategorySchema } from '@hotel/events/settings/commands';
import { freeColor } from './colors';
import { NamedItemDialog, type NamedItemKind } from './named-item-dialog';
import {
  SERVICE_CATEGORY_FIELDS,
  type SaveServiceCategoryRequest,
  type ServiceCategory,
  useListServiceCategoriesQuery,
  useSaveServiceCategoryMutation,
} from './settings-api';

interface CategoryValues {
  name: string;
  nameEn: string;
  color: string;
}

const serviceCategoryKind: NamedItemKind<
  ServiceCategory,
  CategoryValues,
  SaveServiceCategoryRequest
> = {
  texts: 'serviceCategories',
  schema: saveServiceCategorySchema,
  fields: SERVICE_CATEGORY_FIELDS,
  useList: useListServiceCategoriesQuery,
  useSave: useSaveServiceCategoryMutation,
  valuesOf: (category, categories) => ({
    name: category?.name ?? '',
    nameEn: category?.nameEn ?? '',
    color: category?.color ?? freeColor(categories.map((c) => c.color)),
  }),
  toRequest: (values, category) => ({
    ...(category ? { id: category.id } : {}),
    name: values.name.trim(),
    nameEn: values.nameEn.trim(),
    color: values.color,
  }),
  color: true,
};

interface ServiceCategoryDialogProps {
  slug: string;
  /** The category to change; null adds a new one. */
  category: ServiceCategory | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change a service category: its name and colour (POST /api/service/categories). */
export function ServiceCategoryDialog({ category, ...props }: ServiceCategoryDialogProps) {
  return <NamedItemDialog kind={serviceCategoryKind} item={category} {...props} />;
}
