import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONGOLIA, nationalityValue } from '@hotel/events/countries';
import { CountrySelect } from '../../components/country-select';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { SwitchField } from '../../components/switch-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
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
  const firstField = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={firstField} size="lg">
      <GuestFormBody
        key={guest?.id ?? 'new'}
        slug={slug}
        guest={guest}
        firstField={firstField}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

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

function GuestFormBody({
  slug,
  guest,
  firstField,
  onDone,
}: {
  slug: string;
  guest: Guest | null;
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('guests');
  const [save, { isLoading }] = useSaveGuestMutation();
  const form = useFormErrors(GUEST_FIELDS);
  const [values, setValues] = useState<GuestForm>(() => formOf(guest));
  const creating = guest === null;

  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      await save({
        slug,
        idempotencyKey,
        ...(guest ? { id: guest.id } : {}),
        guest: values,
      }).unwrap();
      toaster.create({
        type: 'success',
        title: creating ? t('form.created') : t('form.updated'),
        description: [values.name, values.surname].filter(Boolean).join(' '),
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
  });

  const set = <K extends keyof GuestForm>(field: K, value: GuestForm[K]) => {
    edited();
    form.clearField(field);
    setValues((current) => ({ ...current, [field]: value }));
  };

  const text = (field: Exclude<keyof GuestForm, 'isBlacklist'>, max: number, type = 'text') => (
    <Input
      name={field}
      type={type}
      autoComplete="off"
      maxLength={max}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      ref={(element) => {
        form.inputRef(field)(element);
        if (field === 'name') firstField.current = element;
      }}
    />
  );

  return (
    <DialogForm
      title={creating ? t('form.createTitle') : t('form.editTitle')}
      description={t('form.description')}
      onSubmit={onSubmit}
      creating={creating}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t('form.name')} errors={form.errors.name} required>
          {text('name', 100)}
        </FormField>
        <FormField
          label={t('form.surname')}
          errors={form.errors.surname}
          optionalText={t('form.optional')}
        >
          {text('surname', 100)}
        </FormField>
        <FormField
          label={t('form.phone')}
          errors={form.errors.phoneNumber}
          optionalText={t('form.optional')}
        >
          {text('phoneNumber', 20, 'tel')}
        </FormField>
        <FormField
          label={t('form.email')}
          errors={form.errors.email}
          optionalText={t('form.optional')}
        >
          {text('email', 200, 'email')}
        </FormField>
        <FormField
          label={t('form.passport')}
          errors={form.errors.passportNumber}
          optionalText={t('form.optional')}
        >
          {text('passportNumber', 30)}
        </FormField>
        <FormField label={t('form.nationality')} errors={form.errors.nationality}>
          <CountrySelect
            name="nationality"
            value={values.nationality}
            onChange={(value) => set('nationality', value)}
            inputRef={form.inputRef('nationality')}
          />
        </FormField>
      </SimpleGrid>
      <FormField
        label={t('form.notes')}
        errors={form.errors.description}
        optionalText={t('form.optional')}
      >
        <Textarea
          name="description"
          rows={2}
          maxLength={1000}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          ref={form.inputRef('description')}
        />
      </FormField>
      <SwitchField
        label={t('form.blacklist')}
        description={t('form.blacklistDescription')}
        checked={values.isBlacklist}
        onChange={(checked) => set('isBlacklist', checked)}
        errors={form.errors.isBlacklist}
        inputRef={form.inputRef('isBlacklist')}
      />
      {values.isBlacklist ? (
        <FormField label={t('form.reason')} errors={form.errors.blacklistReason} required>
          <Textarea
            name="blacklistReason"
            rows={2}
            maxLength={500}
            value={values.blacklistReason}
            onChange={(e) => set('blacklistReason', e.target.value)}
            ref={form.inputRef('blacklistReason')}
          />
        </FormField>
      ) : null}
    </DialogForm>
  );
}
