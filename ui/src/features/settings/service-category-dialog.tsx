import { saveServiceCategorySchema } from '@hotel/events/settings/commands';
import type { NamedItemKind } from './named-item-dialog';
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

/**
 * A service category's add/edit form, its name and colour (POST /api/service/categories), drawn
 * by `NamedItemDialog`.
 */
export const serviceCategoryKind: NamedItemKind<
  ServiceCategory,
  CategoryValues,
  SaveServiceCategoryRequest
> = {
  texts: 'serviceCategories',
  schema: saveServiceCategorySchema,
  fields: SERVICE_CATEGORY_FIELDS,
  useList: useListServiceCategoriesQuery,
  useSave: useSaveServiceCategoryMutation,
  color: true,
};
