import { Input } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { ColorField } from './color-swatches';
import { freeColor } from './colors';
import {
  SERVICE_CATEGORY_FIELDS,
  type ServiceCategory,
  useListServiceCategoriesQuery,
  useSaveServiceCategoryMutation,
} from './settings-api';
import { EnglishNameField } from '../../components/english-name-field';
import { notifySaved } from './settings-ui';

interface ServiceCategoryDialogProps {
  slug: string;
  /** The category to change; null adds a new one. */
  category: ServiceCategory | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change a service category: its name and colour (POST /api/service/categories). */
export function ServiceCategoryDialog({
  slug,
  category,
  open,
  onOpenChange,
}: ServiceCategoryDialogProps) {
  const firstField = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={firstField}>
      <ServiceCategoryForm
        key={category?.id ?? 'new'}
        slug={slug}
        category={category}
        firstField={firstField}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function ServiceCategoryForm({
  slug,
  category,
  firstField,
  onDone,
}: {
  slug: string;
  category: ServiceCategory | null;
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('settings');
  const nameOf = useLocalName();
  const categories = useListServiceCategoriesQuery({ slug });
  const [save, { isLoading }] = useSaveServiceCategoryMutation();
  const form = useFormErrors(SERVICE_CATEGORY_FIELDS);
  const [name, setName] = useState(category?.name ?? '');
  const [nameEn, setNameEn] = useState(category?.nameEn ?? '');
  const [color, setColor] = useState(
    () => category?.color ?? freeColor((categories.data?.data ?? []).map((c) => c.color)),
  );
  const creating = category === null;

  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      const item = {
        ...(category ? { id: category.id } : {}),
        name: name.trim(),
        nameEn: nameEn.trim(),
        color,
      };
      await save({ slug, idempotencyKey, item }).unwrap();
      notifySaved(
        creating ? t('serviceCategories.form.created') : t('serviceCategories.form.updated'),
        nameOf(item),
      );
      onDone();
    },
    onError: form.showServerErrors,
  });

  return (
    <DialogForm
      title={
        creating ? t('serviceCategories.form.createTitle') : t('serviceCategories.form.editTitle')
      }
      description={t('serviceCategories.form.description')}
      onSubmit={onSubmit}
      creating={creating}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <FormField label={t('serviceCategories.form.name')} errors={form.errors.name} required>
        <Input
          name="name"
          autoComplete="off"
          maxLength={60}
          value={name}
          onChange={(e) => {
            edited();
            form.clearField('name');
            setName(e.target.value);
          }}
          ref={(element) => {
            form.inputRef('name')(element);
            firstField.current = element;
          }}
        />
      </FormField>
      <EnglishNameField
        value={nameEn}
        onChange={(value) => {
          edited();
          form.clearField('nameEn');
          setNameEn(value);
        }}
        errors={form.errors.nameEn}
        inputRef={form.inputRef('nameEn')}
      />
      <ColorField
        label={t('serviceCategories.form.color')}
        value={color}
        onChange={(value) => {
          edited();
          form.clearField('color');
          setColor(value);
        }}
        errors={form.errors.color}
        inputRef={form.inputRef('color')}
      />
    </DialogForm>
  );
}
