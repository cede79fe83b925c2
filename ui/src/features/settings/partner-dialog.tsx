import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { savePartnerSchema } from '@hotel/events/settings/commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { FormInDialog, type InDialogProps } from '../../components/form-in-dialog';
import type { DialogControl } from '../../components/use-dialog';
import { type FieldSpec, FormFields, type SelectOption } from '../../components/form/form-fields';
import { textValuesOf, trimmedValuesOf } from '../../components/form/text-values';
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
type Values = Record<Exclude<Field, 'type'>, string> & { type: PartnerType };

/** The partner's texts: every field but its type and discount. */
type PartnerText = Exclude<Field, 'type' | 'discount'>;
const TEXTS = PARTNER_FIELDS.filter(
  (field): field is PartnerText => field !== 'type' && field !== 'discount',
);

const valuesOf = (partner: Partner | null, type: PartnerType): Values => ({
  ...textValuesOf(partner, TEXTS),
  type: partner?.type ?? type,
  discount: partner && partner.discount > 0 ? String(partner.discount) : '',
});

const text = (name: Field, props: Partial<Extract<FieldSpec<Values>, { kind: 'text' }>> = {}) =>
  ({ kind: 'text', name, label: `partners.form.${name}`, ...props }) as const;

/** The company: its name, type, register number, discount, address and description. */
const companyFields = (types: readonly SelectOption[]): FieldSpec<Values>[] => [
  text('name', { maxLength: 120, required: true, first: true }),
  {
    kind: 'row',
    fields: [
      { kind: 'select', name: 'type', label: 'partners.form.type', required: true, options: types },
      text('registerNo', { maxLength: 20, inputMode: 'numeric' }),
    ],
  },
  text('discount', {
    helperText: 'partners.form.discountHelp',
    inputMode: 'decimal',
    maxLength: 6,
    parse: decimalOf,
    startElement: '%',
  }),
  text('address', { maxLength: 300 }),
  {
    kind: 'textarea',
    name: 'description',
    label: 'partners.form.description',
    rows: 3,
    maxLength: 1000,
    autoresize: true,
  },
];

/** A person to call at the partner (the contact, the finance person): name, phone, e-mail. */
const peopleFields = (person: Field, phone: Field, email: Field): FieldSpec<Values>[] => [
  text(person, { maxLength: 120 }),
  {
    kind: 'row',
    fields: [
      text(phone, { type: 'tel', inputMode: 'tel', maxLength: 20 }),
      text(email, { type: 'email', inputMode: 'email', maxLength: 120 }),
    ],
  },
];

interface PartnerFormProps {
  slug: string;
  /** The partner to change; null adds a new one. */
  partner: Partner | null;
  /** The type of a new partner (the active tab of the list). */
  type: PartnerType;
}

/** Add or change a partner organisation (POST /api/partners); 900px wide (settings spec §2). */
export function PartnerDialog({
  slug,
  type = 'contracter',
  dialog: { item: partner, ...shown },
}: {
  slug: string;
  /** The type of a new partner (none: a contracter). */
  type?: PartnerType | undefined;
  /** Its open state and the partner to change (null adds a new one). */
  dialog: DialogControl<Partner>;
}) {
  const props = { slug, partner, type };
  return (
    <FormInDialog
      {...shown}
      size="xl"
      maxW="900px"
      form={PartnerForm}
      formKey={partner?.id ?? 'new'}
      props={props}
    />
  );
}

function PartnerForm({ slug, partner, type, first, onDone }: PartnerFormProps & InDialogProps) {
  const { t } = useTranslation('settings');
  const [save, { isLoading }] = useSavePartnerMutation();
  const creating = partner === null;
  const form = useCommandForm({
    schema: savePartnerSchema,
    fields: PARTNER_FIELDS,
    defaultValues: valuesOf(partner, type),
    toRequest: (values: Values): SavePartnerRequest => ({
      ...(partner ? { id: partner.id } : {}),
      ...trimmedValuesOf(values, TEXTS),
      type: values.type,
      discount: values.discount === '' ? 0 : Number(values.discount),
    }),
    send: async (item, idempotencyKey) => {
      await save({ slug, idempotencyKey, item }).unwrap();
      notifySaved(creating ? t('partners.form.created') : t('partners.form.updated'), item.name);
      onDone();
    },
  });

  const group = (title: string, fields: readonly FieldSpec<Values>[]) => (
    <Stack gap="4">
      <Heading as="h3" size="sm" color="fg.muted" fontWeight="semibold">
        {title}
      </Heading>
      <FormFields form={form} fields={fields} t={t} firstField={first} />
    </Stack>
  );
  const types = PARTNER_TYPES.map((option) => ({
    value: option,
    text: t(`partnerTypes.${option}`),
  }));

  return (
    <DialogForm
      title={creating ? t('partners.form.createTitle') : t('partners.form.editTitle')}
      description={t('partners.form.intro')}
      form={form}
      creating={creating}
      submitting={isLoading}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gapX="8" gapY="6">
        {group(t('partners.form.company'), companyFields(types))}
        <Stack gap="6">
          {group(t('partners.form.contact'), peopleFields('contactPerson', 'phoneNumber', 'email'))}
          <Box borderTopWidth="1px" />
          {group(
            t('partners.form.finance'),
            peopleFields('financePerson', 'financePhoneNumber', 'financeEmail'),
          )}
        </Stack>
      </Grid>
    </DialogForm>
  );
}
