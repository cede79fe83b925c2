import { changeGuestSchema, createGuestSchema } from '@hotel/events/guests/commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { ItemFormDialog, type ItemFormProps } from '../../components/item-form-dialog';
import { itemFormTexts } from '../../components/item-form-texts';
import { CountryField } from '../../components/form/country-field';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { type CommandForm, useCommandForm } from '../../components/form/use-command-form';
import type { DialogControl } from '../../components/use-dialog';
import { GUEST_FIELDS, type Guest, type GuestForm, useSaveGuestMutation } from './guests-api';
import { toastDone } from '../../components/done-toast';
import { personFormOf } from './person-fields';

interface GuestDialogProps {
  slug: string;
  /** The dialog and the guest it changes (null adds one). */
  dialog: DialogControl<Guest>;
}

/** Add or change a guest profile; the blacklist's reason field appears when blacklisted. */
export function GuestDialog({
  slug,
  dialog: { item: guest, open, onOpenChange },
}: GuestDialogProps) {
  return (
    <ItemFormDialog item={guest} open={open} onOpenChange={onOpenChange} size="lg">
      {(firstField, onDone) => (
        <GuestFormBody slug={slug} guest={guest} firstField={firstField} onDone={onDone} />
      )}
    </ItemFormDialog>
  );
}

/** A text field of the profile: its key, its length limit and its input type. */
const textField = (
  name: 'name' | 'surname' | 'phoneNumber' | 'email' | 'passportNumber',
  label: string,
  maxLength: number,
  { type = 'text', required = false }: { type?: 'text' | 'tel' | 'email'; required?: boolean } = {},
): FieldSpec<GuestForm> => ({
  kind: 'text',
  name,
  label,
  type,
  required,
  optionalText: required ? undefined : 'form.optional',
  maxLength,
  first: name === 'name',
});

/**
 * The profile's fields in screen order: the names, contacts and passport beside the nationality
 * in two columns, the notes, the blacklist switch and, once blacklisted, its reason.
 */
const guestFieldsOf = (
  form: CommandForm<GuestForm>,
  nationality: string,
  blacklisted: boolean,
): FieldSpec<GuestForm>[] => [
  {
    kind: 'row',
    fields: [
      textField('name', 'form.name', 100, { required: true }),
      textField('surname', 'form.surname', 100),
      textField('phoneNumber', 'form.phone', 20, { type: 'tel' }),
      textField('email', 'form.email', 200, { type: 'email' }),
      textField('passportNumber', 'form.passport', 30),
      {
        kind: 'custom',
        key: 'nationality',
        render: () => <CountryField form={form} name="nationality" label={nationality} />,
      },
    ],
  },
  {
    kind: 'textarea',
    name: 'description',
    label: 'form.notes',
    optionalText: 'form.optional',
    rows: 2,
    maxLength: 1000,
  },
  {
    kind: 'switch',
    name: 'isBlacklist',
    label: 'form.blacklist',
    description: 'form.blacklistDescription',
  },
  ...(blacklisted
    ? [
        {
          kind: 'textarea',
          name: 'blacklistReason',
          label: 'form.reason',
          required: true,
          rows: 2,
          maxLength: 500,
        } as const,
      ]
    : []),
];

const formOf = (guest: Guest | null): GuestForm => ({
  ...personFormOf(guest),
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
      toastDone(
        creating ? t('form.created') : t('form.updated'),
        [values.name, values.surname].filter(Boolean).join(' '),
      );
      onDone();
    },
  });

  return (
    <DialogForm
      {...itemFormTexts(t, 'form', creating)}
      description={t('form.description')}
      form={form}
      submitting={isLoading}
    >
      <FormFields
        form={form}
        t={t}
        firstField={firstField}
        fields={guestFieldsOf(form, t('form.nationality'), form.watch('isBlacklist'))}
      />
    </DialogForm>
  );
}
