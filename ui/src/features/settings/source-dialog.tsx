import { Grid, HStack, Input } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { SwitchField } from '../../components/switch-field';
import { ColorField } from './color-swatches';
import { freeColor } from './colors';
import {
  SOURCE_FIELDS,
  type Source,
  useListSourcesQuery,
  useSaveSourceMutation,
} from './settings-api';
import { EnglishNameField } from '../../components/english-name-field';
import { ColorMark, notifySaved } from './settings-ui';

/**
 * A source's short name from its name (settings spec §5): its first two letters or digits,
 * upper case. "Booking.com" → "BO", "Шууд" → "ШУ".
 */
export const shortNameOf = (name: string): string =>
  [...name.replace(/[^\p{L}\p{N}]/gu, '')].slice(0, 2).join('').toLocaleUpperCase();

interface SourceDialogProps {
  slug: string;
  /** The source to change; null adds a new one. */
  source: Source | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change a reservation channel (POST /api/sources). */
export function SourceDialog({ slug, source, open, onOpenChange }: SourceDialogProps) {
  const firstField = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={firstField}>
      <SourceForm
        key={source?.id ?? 'new'}
        slug={slug}
        source={source}
        firstField={firstField}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function SourceForm({
  slug,
  source,
  firstField,
  onDone,
}: {
  slug: string;
  source: Source | null;
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('settings');
  const nameOf = useLocalName();
  const sources = useListSourcesQuery({ slug });
  const [saveSource, { isLoading }] = useSaveSourceMutation();
  const form = useFormErrors(SOURCE_FIELDS);
  const [name, setName] = useState(source?.name ?? '');
  const [nameEn, setNameEn] = useState(source?.nameEn ?? '');
  const [shortName, setShortName] = useState(source?.shortName ?? '');
  // The short name follows the name until the user writes their own.
  const [ownShortName, setOwnShortName] = useState(
    () => !!source && source.shortName !== shortNameOf(source.name),
  );
  const [color, setColor] = useState(
    () => source?.color ?? freeColor((sources.data?.data ?? []).map((s) => s.color)),
  );
  const [isDefault, setIsDefault] = useState(source?.isDefault ?? false);
  const creating = source === null;
  const wasDefault = source?.isDefault ?? false;
  const currentDefault = sources.data?.data.find((s) => s.isDefault && s.id !== source?.id);

  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      const item = {
        ...(source ? { id: source.id } : {}),
        name: name.trim(),
        nameEn: nameEn.trim(),
        shortName: shortName.trim(),
        color,
        isDefault,
      };
      await saveSource({ slug, idempotencyKey, item }).unwrap();
      notifySaved(creating ? t('sources.form.created') : t('sources.form.updated'), nameOf(item));
      onDone();
    },
    onError: form.showServerErrors,
  });

  const changeName = (value: string) => {
    edited();
    form.clearField('name');
    setName(value);
    if (!ownShortName) setShortName(shortNameOf(value));
  };

  const changeShortName = (value: string) => {
    edited();
    form.clearField('shortName');
    const typed = value.toLocaleUpperCase().slice(0, 2);
    // Emptied: it follows the name again.
    setOwnShortName(typed !== '');
    setShortName(typed === '' ? shortNameOf(name) : typed);
  };

  return (
    <DialogForm
      title={creating ? t('sources.form.createTitle') : t('sources.form.editTitle')}
      description={t('sources.form.description')}
      onSubmit={onSubmit}
      creating={creating}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <Grid templateColumns={{ base: '1fr', sm: '1fr auto' }} gap="4" alignItems="start">
        <FormField label={t('sources.form.name')} errors={form.errors.name} required>
          <Input
            name="name"
            autoComplete="off"
            maxLength={60}
            value={name}
            onChange={(e) => changeName(e.target.value)}
            ref={(element) => {
              form.inputRef('name')(element);
              firstField.current = element;
            }}
          />
        </FormField>
        <FormField
          label={t('sources.form.shortName')}
          errors={form.errors.shortName}
          helperText={ownShortName ? undefined : t('sources.form.shortNameAuto')}
        >
          <HStack gap="2">
            <Input
              name="shortName"
              autoComplete="off"
              maxLength={2}
              w="16"
              textTransform="uppercase"
              value={shortName}
              onChange={(e) => changeShortName(e.target.value)}
              ref={form.inputRef('shortName')}
            />
            <ColorMark color={color}>{shortName}</ColorMark>
          </HStack>
        </FormField>
      </Grid>
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
        label={t('sources.form.color')}
        value={color}
        onChange={(value) => {
          edited();
          form.clearField('color');
          setColor(value);
        }}
        errors={form.errors.color}
        inputRef={form.inputRef('color')}
      />
      <SwitchField
        label={t('sources.form.isDefault')}
        description={
          wasDefault
            ? t('sources.form.isDefaultLocked')
            : isDefault && currentDefault
              ? t('sources.form.isDefaultMoves', { name: nameOf(currentDefault) })
              : t('sources.form.isDefaultHelp')
        }
        checked={isDefault}
        disabled={wasDefault}
        onChange={(checked) => {
          edited();
          form.clearField('isDefault');
          setIsDefault(checked);
        }}
        errors={form.errors.isDefault}
        inputRef={form.inputRef('isDefault')}
      />
    </DialogForm>
  );
}
