import { Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { ReservationFormProps } from '../../shared/reservations/reservation-dialog-props';
import { addExtraBedSchema } from '@hotel/events/folio/commands';
import { useTranslation } from 'react-i18next';
import { propertyPath } from '../../lib/property-pages';
import { DialogForm } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { TextField } from '../../components/form/fields';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { useLocalizedPath } from '../../components/use-localized-path';
import { digitsOf } from '../../lib/format';
import { useListExtraBedPoliciesQuery } from '../policies';
import type { Reservation } from '../../shared/reservations/reservations-api';
import { ChargePanel } from './charge-panel';
import { Empty, RemoveButton, useRemoval } from './charges-ui';
import { useAddExtraBedMutation } from '../../shared/reservations/folio-api';
import { idsLeftToServer } from './server-ids';
import { toastDone } from '../../components/done-toast';
import { useMoney } from '../../components/use-money';
import { PageLink } from '../../components/page-link';

/**
 * The stay's extra beds (by the property's extra-bed policies): a row each with its nights and
 * total, an add dialog, delete; without a policy, a link to make one.
 */
export function ExtraBedsPanel({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const { t } = useTranslation('folio');
  const money = useMoney();
  const localized = useLocalizedPath();
  const policies = useListExtraBedPoliciesQuery({ slug });
  const removal = useRemoval(slug, reservation.id, '/extra/beds');
  const beds = reservation.extraBeds ?? [];
  const noPolicy = !policies.isLoading && (policies.data?.data ?? []).length === 0;
  return (
    <ChargePanel
      title={t('extraBeds.title')}
      testId="extra-beds-panel"
      reservation={reservation}
      kind="extraBed"
      addLabel={t('extraBeds.add')}
      canAdd={reservation.allowed.addExtraBed && !noPolicy}
      removal={removal}
      addForm={AddExtraBedForm}
      addFormProps={{ slug, reservation }}
      dialogSize="sm"
    >
      <Stack gap="3">
        {beds.length === 0 ? <Empty>{t('extraBeds.empty')}</Empty> : null}
        {beds.map((bed) => (
          <HStack key={bed.extraBedId} justify="space-between" data-testid="extra-bed-row">
            <Stack gap="0">
              <Text fontWeight="medium">
                {t(`ageTypes.${bed.policyClone.ageType}`)} ·{' '}
                {t('extraBeds.nights', { count: bed.nights })}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t('extraBeds.perNight', { amount: money(bed.amount) })}
              </Text>
            </Stack>
            <HStack>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {money(bed.totalAmount)}
              </Text>
              <RemoveButton
                label={t('extraBeds.remove')}
                onClick={() =>
                  removal.ask(bed.extraBedId, t(`ageTypes.${bed.policyClone.ageType}`))
                }
              />
            </HStack>
          </HStack>
        ))}
        {noPolicy ? (
          <Text fontSize="sm" color="fg.muted">
            {t('extraBeds.noPolicy')}{' '}
            <PageLink to={localized(propertyPath(slug, 'policies'))} color="brand.fg">
              {t('extraBeds.policiesLink')}
            </PageLink>
          </Text>
        ) : null}
      </Stack>
    </ChargePanel>
  );
}

/** The form's values, named as the command's body names its fields (the policy's id). */
interface BedValues {
  policy: string;
  /** As typed (digits). */
  nights: string;
}

const BED_FIELDS = ['policy', 'nights'] as const;

const BED_SCHEMA = idsLeftToServer(addExtraBedSchema, ['policy']);

/** An extra bed for some of the stay's nights (POST /api/extra/beds): the policy's price × nights. */
function AddExtraBedForm({ slug, reservation, first, onDone }: ReservationFormProps) {
  const { t } = useTranslation('folio');
  const money = useMoney();
  const policies = useListExtraBedPoliciesQuery({ slug });
  const [add, { isLoading }] = useAddExtraBedMutation();
  const maxNights = Math.max(1, reservation.stayNights);
  const form = useCommandForm({
    schema: BED_SCHEMA,
    fields: BED_FIELDS,
    defaultValues: { policy: '', nights: String(maxNights) } satisfies BedValues,
    toRequest: (values: BedValues) => ({
      id: reservation.id,
      policy: { id: values.policy },
      nights: Number(values.nights),
    }),
    check: ({ policy, nights }) => {
      const n = Number(nights);
      return {
        ...(policy ? {} : { policy: t('extraBeds.choosePolicy') }),
        ...(n >= 1 && n <= maxNights
          ? {}
          : { nights: t('extraBeds.nightsRange', { max: maxNights }) }),
      };
    },
    send: async (request, idempotencyKey) => {
      await add({ slug, idempotencyKey, ...request }).unwrap();
      toastDone(t('extraBeds.added'));
      onDone();
    },
  });
  const [policyId, nights] = form.watch(['policy', 'nights']);
  const policyChoice: FieldSpec<BedValues> = {
    kind: 'select',
    name: 'policy',
    label: 'extraBeds.policy',
    required: true,
    loading: policies.isLoading,
    first: true,
    emptyOption: 'extraBeds.choosePolicy',
    options: (policies.data?.data ?? []).map((p) => ({
      value: p.id,
      text: `${t(`ageTypes.${p.ageType}`)} · ${
        p.priceType === 'mnt' ? money(p.price) : t('extraBeds.free')
      }`,
    })),
  };
  const policy = (policies.data?.data ?? []).find((p) => p.id === policyId) ?? null;
  const perNight = policy?.priceType === 'mnt' ? policy.price : 0;

  return (
    <DialogForm
      title={t('extraBeds.add')}
      description={t('extraBeds.description')}
      form={form}
      creating
      submitting={isLoading}
    >
      <FormFields form={form} fields={[policyChoice]} t={t} firstField={first} />
      <Grid templateColumns="1fr 1fr" gap="4">
        <TextField
          form={form}
          name="nights"
          label={t('extraBeds.nightsLabel')}
          helperText={t('extraBeds.nightsRange', { max: maxNights })}
          required
          type="number"
          min={1}
          max={maxNights}
          parse={(text) => digitsOf(text).slice(0, 3)}
        />
        <FormField label={t('extraBeds.amount')}>
          <Input readOnly value={money(perNight)} />
        </FormField>
      </Grid>
      <Text fontSize="sm" color="fg.muted">
        {t('extraBeds.total', { amount: money(perNight * (Number(nights) || 0)) })}
      </Text>
    </DialogForm>
  );
}
