import { Button, Grid, HStack, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { PlusIcon } from '../../components/icons';
import { useDialog } from '../../components/use-dialog';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { useLocalizedPath } from '../../components/use-localized-path';
import { digitsOf, formatMoney } from '../../lib/format';
import { toaster } from '../../lib/toaster';
import { useListExtraBedPoliciesQuery } from '../policies';
import { Block } from '../../shared/reservations/detail-ui';
import type { Reservation } from '../../shared/reservations/reservations-api';
import { Empty, PaidBy, RemoveButton, useRemoval } from './charges-ui';
import { useAddExtraBedMutation } from '../../shared/reservations/folio-api';

/**
 * The stay's extra beds (by the property's extra-bed policies): a row each with its nights and
 * total, an add dialog, delete; without a policy, a link to make one.
 */
export function ExtraBedsPanel({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const { t, i18n } = useTranslation('folio');
  const money = (value: number) => formatMoney(value, i18n.language);
  const localized = useLocalizedPath();
  const policies = useListExtraBedPoliciesQuery({ slug });
  const adding = useDialog<true>();
  const removal = useRemoval(slug, reservation.id, '/extra/beds');
  const beds = reservation.extraBeds ?? [];
  const noPolicy = !policies.isLoading && (policies.data?.data ?? []).length === 0;
  return (
    <Block
      title={t('extraBeds.title')}
      testId="extra-beds-panel"
      actions={
        <>
          <PaidBy reservation={reservation} kind="extraBed" />
          {reservation.allowed.addExtraBed && !noPolicy ? (
            <Button size="sm" variant="outline" onClick={() => adding.show(true)}>
              <PlusIcon />
              {t('extraBeds.add')}
            </Button>
          ) : null}
        </>
      }
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
            <Link asChild color="brand.fg">
              <RouterLink to={localized(propertyPath(slug, 'policies'))}>
                {t('extraBeds.policiesLink')}
              </RouterLink>
            </Link>
          </Text>
        ) : null}
      </Stack>
      {removal.element}
      <AddExtraBedDialog
        slug={slug}
        reservation={reservation}
        open={adding.open}
        onOpenChange={adding.onOpenChange}
      />
    </Block>
  );
}

const BED_FIELDS = ['policy.id', 'nights'] as const;

function AddExtraBedDialog({
  slug,
  reservation,
  open,
  onOpenChange,
}: {
  slug: string;
  reservation: Reservation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const first = useRef<HTMLSelectElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} size="sm">
      <AddExtraBedForm
        slug={slug}
        reservation={reservation}
        first={first}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function AddExtraBedForm({
  slug,
  reservation,
  first,
  onDone,
}: {
  slug: string;
  reservation: Reservation;
  first: RefObject<HTMLSelectElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('folio');
  const money = (value: number) => formatMoney(value, i18n.language);
  const policies = useListExtraBedPoliciesQuery({ slug });
  const [add, { isLoading }] = useAddExtraBedMutation();
  const form = useFormErrors(BED_FIELDS);
  const maxNights = Math.max(1, reservation.stayNights);
  const [policyId, setPolicyId] = useState('');
  const [nights, setNights] = useState(String(maxNights));
  const policy = (policies.data?.data ?? []).find((p) => p.id === policyId) ?? null;
  const perNight = policy?.priceType === 'mnt' ? policy.price : 0;

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      const errors: Partial<Record<(typeof BED_FIELDS)[number], string[]>> = {};
      if (!policyId) errors['policy.id'] = [t('extraBeds.choosePolicy')];
      const n = Number(nights);
      if (!(n >= 1 && n <= maxNights))
        errors.nights = [t('extraBeds.nightsRange', { max: maxNights })];
      if (Object.keys(errors).length > 0) {
        form.showFieldErrors(errors);
        return false;
      }
      return true;
    },
    send: async (idempotencyKey) => {
      form.clear();
      await add({
        slug,
        idempotencyKey,
        id: reservation.id,
        policy: { id: policyId },
        nights: Number(nights),
      }).unwrap();
      toaster.create({ type: 'success', title: t('extraBeds.added'), closable: true });
      onDone();
    },
    onError: form.showServerErrors,
  });

  return (
    <DialogForm
      title={t('extraBeds.add')}
      description={t('extraBeds.description')}
      onSubmit={onSubmit}
      creating
      submitting={isLoading}
      otherErrors={form.other}
    >
      <FormField label={t('extraBeds.policy')} errors={form.errors['policy.id']} required>
        <NativeSelect.Root disabled={policies.isLoading}>
          <NativeSelect.Field
            name="policy"
            value={policyId}
            ref={(element) => {
              form.inputRef('policy.id')(element);
              first.current = element;
            }}
            onChange={(e) => {
              edited();
              form.clearField('policy.id');
              setPolicyId(e.target.value);
            }}
          >
            <option value="">{t('extraBeds.choosePolicy')}</option>
            {(policies.data?.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {`${t(`ageTypes.${p.ageType}`)} · ${
                  p.priceType === 'mnt' ? money(p.price) : t('extraBeds.free')
                }`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Grid templateColumns="1fr 1fr" gap="4">
        <FormField
          label={t('extraBeds.nightsLabel')}
          errors={form.errors.nights}
          helperText={t('extraBeds.nightsRange', { max: maxNights })}
          required
        >
          <Input
            name="nights"
            type="number"
            min={1}
            max={maxNights}
            value={nights}
            ref={form.inputRef('nights')}
            onChange={(e) => {
              edited();
              form.clearField('nights');
              setNights(digitsOf(e.target.value).slice(0, 3));
            }}
          />
        </FormField>
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
