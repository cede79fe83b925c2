import { SimpleGrid } from '@chakra-ui/react';
import { changeGuestSchema, createGuestSchema } from '@hotel/events/guests/commands';
import { useTranslation } from 'react-i18next';
import { MONGOLIA, nationalityValue } from '@hotel/events/countries';
import { DialogForm } from '../../components/form-dialog';
import { ItemFormDialog, type ItemFormProps } from '../../components/item-form-dialog';
import { CountryField } from '../../components/form/country-field';
import { SwitchInputField, TextAreaField, TextField } from '../../components/form/fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { toaster } from '../../lib/toaster';
import { GUEST_FIELDS, type Guest, type GuestForm, useSaveGuestMutation } from './guests-api';

interface GuestDialogProps {
  slug: string;
  /** The guest to change; null adds one. */
  guest: Guest | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change a guest profile; the blacklist's reason field appears when blacklisted. */
export function GuestDialog({ slug, guest, open, onOpenChange }: GuestDialogProps) {
  return (
    <ItemFormDialog item={guest} open={open} onOpenChange={onOpenChange} size="lg">
      {(firstField, onDone) => (
        <GuestFormBody slug={slug} guest={guest} firstField={firstField} onDone={onDone} />
      )}
    </ItemFormDialog>
  );
}

/** The profile's text fields, in screen order. */
const TEXT_FIELDS: readonly {
  name: 'name' | 'surname' | 'phoneNumber' | 'email' | 'passportNumber';
  label: 'form.name' | 'form.surname' | 'form.phone' | 'form.email' | 'form.passport';
  max: number;
  type?: 'tel' | 'email';
  required?: boolean;
}[] = [
  { name: 'name', label: 'form.name', max: 100, required: true },
  { name: 'surname', label: 'form.surname', max: 100 },
  { name: 'phoneNumber', label: 'form.phone', max: 20, type: 'tel' },
  { name: 'email', label: 'form.email', max: 200, type: 'email' },
  { name: 'passportNumber', label: 'form.passport', max: 30 },
];

const formOf = (guest: Guest | null): GuestForm => ({
  name: guest?.name ?? '',
  surname: guest?.surname ?? '',
  phoneNumber: guest?.phoneNumber ?? '',
  email: guest?.email ?? '',
  passportNumber: guest?.passportNumber ?? '',
  // A country is kept as its code: an older guest's "Монгол" is saved back as MN.
  nationality: guest ? (nationalityValue(guest.nationality) ?? '') : MONGOLIA,
  description: guest?.description ?? '',
  isBlacklist: guest?.isBlacklist ?? false,
  blacklistReason: guest?.blacklistReason ?? '',
});

/** POST /api/guests (new) or /api/guests/{id}: the body is the form's values as they stand. */
function GuestFormBody({
  slug,
  guest,
  firstField,
  onDone,
}: {
  slug: string;
  guest: Guest | null;
} & ItemFormProps) {
  const { t } = useTranslation('guests');
  const [save, { isLoading }] = useSaveGuestMutation();
  const creating = guest === null;
  const form = useCommandForm({
    schema: guest ? changeGuestSchema : createGuestSchema,
    fields: GUEST_FIELDS,
    defaultValues: formOf(guest),
    // The schema of a change checks the id too; the id goes in the address, not the body.
    toRequest: (values: GuestForm): GuestForm & { id?: string } => ({
      ...(guest ? { id: guest.id } : {}),
      ...values,
    }),
    send: async ({ id, ...values }, idempotencyKey) => {
      await save({ slug, idempotencyKey, ...(id ? { id } : {}), guest: values }).unwrap();
      toaster.create({
        type: 'success',
        title: creating ? t('form.created') : t('form.updated'),
        description: [values.name, values.surname].filter(Boolean).join(' '),
        closable: true,
      });
      onDone();
    },
  });
  const optional = t('form.optional');

  return (
    <DialogForm
      title={creating ? t('form.createTitle') : t('form.editTitle')}
      description={t('form.description')}
      onSubmit={form.onSubmit}
      creating={creating}
      submitting={isLoading}
      otherErrors={form.otherErrors}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            form={form}
            name={field.name}
            type={field.type ?? 'text'}
            label={t(field.label)}
            required={field.required ?? false}
            optionalText={field.required ? undefined : optional}
            maxLength={field.max}
            {...(field.name === 'name' ? { inputRef: firstField } : {})}
          />
        ))}
        <CountryField form={form} name="nationality" label={t('form.nationality')} />
      </SimpleGrid>
      <TextAreaField
        form={form}
        name="description"
        label={t('form.notes')}
        optionalText={optional}
        rows={2}
        maxLength={1000}
      />
      <SwitchInputField
        form={form}
        name="isBlacklist"
        label={t('form.blacklist')}
        description={t('form.blacklistDescription')}
      />
      {form.watch('isBlacklist') ? (
        <TextAreaField
          form={form}
          name="blacklistReason"
          label={t('form.reason')}
          required
          rows={2}
          maxLength={500}
        />
      ) : null}
    </DialogForm>
  );
}
