import { Box, Grid, Heading, type InputProps, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { savePartnerSchema } from '@hotel/events/settings/commands';
import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { BoundField, SelectField, TextField } from '../../components/form/fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { decimalOf } from './format';
import {
  PARTNER_FIELDS,
  PARTNER_TYPES,
  type Partner,
  type PartnerType,
  type SavePartnerRequest,
  useSavePartnerMutation,
} from './settings-api';
import { notifySaved } from './settings-ui';

type Field = (typeof PARTNER_FIELDS)[number];
type TextFieldName = Exclude<Field, 'type' | 'discount' | 'description'>;
type Values = Record<Exclude<Field, 'type'>, string> & { type: PartnerType };

const valuesOf = (partner: Partner | null, type: PartnerType): Values => ({
  name: partner?.name ?? '',
  type: partner?.type ?? type,
  registerNo: partner?.registerNo ?? '',
  discount: partner && partner.discount > 0 ? String(partner.discount) : '',
  address: partner?.address ?? '',
  description: partner?.description ?? '',
  contactPerson: partner?.contactPerson ?? '',
  phoneNumber: partner?.phoneNumber ?? '',
  email: partner?.email ?? '',
  financePerson: partner?.financePerson ?? '',
  financePhoneNumber: partner?.financePhoneNumber ?? '',
  financeEmail: partner?.financeEmail ?? '',
});

interface PartnerDialogProps {
  slug: string;
  /** The partner to change; null adds a new one. */
  partner: Partner | null;
  /** The type of a new partner (the active tab of the list). */
  type?: PartnerType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change a partner organisation (POST /api/partners); 900px wide (settings spec §2). */
export function PartnerDialog({
  slug,
  partner,
  type = 'contracter',
  open,
  onOpenChange,
}: PartnerDialogProps) {
  const firstField = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      initialFocus={firstField}
      size="xl"
      maxW="900px"
    >
      <PartnerForm
        key={partner?.id ?? `new-${type}`}
        slug={slug}
        partner={partner}
        type={type}
        firstField={firstField}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function PartnerForm({
  slug,
  partner,
  type,
  firstField,
  onDone,
}: {
  slug: string;
  partner: Partner | null;
  type: PartnerType;
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('settings');
  const [save, { isLoading }] = useSavePartnerMutation();
  const creating = partner === null;
  const form = useCommandForm({
    schema: savePartnerSchema,
    fields: PARTNER_FIELDS,
    defaultValues: valuesOf(partner, type),
    toRequest: (values: Values): SavePartnerRequest => {
      const trimmed = (name: Exclude<Field, 'type'>) => values[name].trim();
      return {
        ...(partner ? { id: partner.id } : {}),
        name: trimmed('name'),
        type: values.type,
        registerNo: trimmed('registerNo'),
        description: trimmed('description'),
        contactPerson: trimmed('contactPerson'),
        phoneNumber: trimmed('phoneNumber'),
        email: trimmed('email'),
        financePerson: trimmed('financePerson'),
        financePhoneNumber: trimmed('financePhoneNumber'),
        financeEmail: trimmed('financeEmail'),
        address: trimmed('address'),
        discount: values.discount === '' ? 0 : Number(values.discount),
      };
    },
    send: async (item, idempotencyKey) => {
      await save({ slug, idempotencyKey, item }).unwrap();
      notifySaved(creating ? t('partners.form.created') : t('partners.form.updated'), item.name);
      onDone();
    },
  });

  const field = (
    name: TextFieldName,
    props: Omit<InputProps, 'form' | 'name'> = {},
    required = false,
  ) => (
    <TextField
      {...props}
      form={form}
      name={name}
      label={t(`partners.form.${name}`)}
      required={required}
      {...(name === 'name' ? { inputRef: firstField } : {})}
    />
  );

  const group = (title: string) => (
    <Heading as="h3" size="sm" color="fg.muted" fontWeight="semibold">
      {title}
    </Heading>
  );

  return (
    <DialogForm
      title={creating ? t('partners.form.createTitle') : t('partners.form.editTitle')}
      description={t('partners.form.intro')}
      onSubmit={form.onSubmit}
      creating={creating}
      submitting={isLoading}
      otherErrors={form.otherErrors}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gapX="8" gapY="6">
        <Stack gap="4">
          {group(t('partners.form.company'))}
          {field('name', { maxLength: 120 }, true)}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <SelectField form={form} name="type" label={t('partners.form.type')} required>
              {PARTNER_TYPES.map((option) => (
                <option key={option} value={option}>
                  {t(`partnerTypes.${option}`)}
                </option>
              ))}
            </SelectField>
            {field('registerNo', { maxLength: 20, inputMode: 'numeric' })}
          </SimpleGrid>
          <TextField
            form={form}
            name="discount"
            label={t('partners.form.discount')}
            helperText={t('partners.form.discountHelp')}
            inputMode="decimal"
            maxLength={6}
            parse={decimalOf}
            startElement="%"
          />
          {field('address', { maxLength: 300 })}
          <BoundField
            form={form}
            name="description"
            render={(description) => (
              <FormField label={t('partners.form.description')} errors={description.errors}>
                <Textarea
                  name="description"
                  rows={3}
                  maxLength={1000}
                  autoresize
                  value={description.value}
                  onChange={(e) => description.onChange(e.target.value)}
                  ref={description.ref}
                />
              </FormField>
            )}
          />
        </Stack>
        <Stack gap="6">
          <Stack gap="4">
            {group(t('partners.form.contact'))}
            {field('contactPerson', { maxLength: 120 })}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {field('phoneNumber', { type: 'tel', inputMode: 'tel', maxLength: 20 })}
              {field('email', { type: 'email', inputMode: 'email', maxLength: 120 })}
            </SimpleGrid>
          </Stack>
          <Box borderTopWidth="1px" />
          <Stack gap="4">
            {group(t('partners.form.finance'))}
            {field('financePerson', { maxLength: 120 })}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {field('financePhoneNumber', { type: 'tel', inputMode: 'tel', maxLength: 20 })}
              {field('financeEmail', { type: 'email', inputMode: 'email', maxLength: 120 })}
            </SimpleGrid>
          </Stack>
        </Stack>
      </Grid>
    </DialogForm>
  );
}
