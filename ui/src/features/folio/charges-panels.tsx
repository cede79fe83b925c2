import {
  Badge,
  Box,
  Button,
  Grid,
  HStack,
  IconButton,
  Input,
  Link,
  NativeSelect,
  Stack,
  Switch,
  Table,
  Text,
} from '@chakra-ui/react';
import { lessPercentUp } from '@hotel/events/pricing/money';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { MONGOLIA, nationalityValue } from '../../components/countries';
import { CountrySelect, useNationalityName } from '../../components/country-select';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '../../app/property-nav';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { PencilIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { useDialog } from '../../components/use-dialog';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { useLocalizedPath } from '../../components/use-localized-path';
import { digitsOf, formatMoney } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency';
import { toaster } from '../../lib/toaster';
import { useListExtraBedPoliciesQuery } from '../policies/policies-api';
import { Block } from '../reservations/detail-ui';
import type { Reservation } from '../reservations/reservations-api';
import { MoneyInput } from '../settings/money-input';
import { useListServiceCategoriesQuery, useListTaxesQuery } from '../settings/settings-api';
import {
  type ChargeKind,
  type FolioList,
  type StayGuest,
  type StayGuestForm,
  useAddExtraBedMutation,
  useAddReservationTaxMutation,
  useAddServiceItemMutation,
  useRemoveFromFolioMutation,
  useSaveStayGuestMutation,
} from './folio-api';
import { isSplit, payerNameOf, windowsOf } from './windows';

/**
 * The reservation's charges besides the room and the guests staying (operations spec §2
 * reservation detail; settings spec §5 reservation panels): services, extra beds, taxes,
 * guests — each a panel with its add dialog and a confirmed delete. The server re-prices the
 * stay; the price breakdown and the balance follow.
 */
export function ChargesPanels({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const showExtraBeds = reservation.roomTypeClone.hasExtraBed && reservation.stayType !== 'time';
  return (
    <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="5" alignItems="start">
      <ServicesPanel slug={slug} reservation={reservation} />
      {showExtraBeds ? <ExtraBedsPanel slug={slug} reservation={reservation} /> : null}
      <GuestsPanel slug={slug} reservation={reservation} />
      <TaxesPanel slug={slug} reservation={reservation} />
    </Grid>
  );
}

/** A delete button with its confirmation, for one entry of a folio list. */
function useRemoval(slug: string, reservationId: string, list: FolioList) {
  const { t } = useTranslation('folio');
  const dialog = useDialog<{ id: string; label: string }>();
  const [remove, state] = useRemoveFromFolioMutation();
  const confirm = async () => {
    if (!dialog.item) return;
    try {
      await remove({
        slug,
        idempotencyKey: newIdempotencyKey(),
        list,
        id: dialog.item.id,
        reservationId,
      }).unwrap();
      toaster.create({ type: 'success', title: t('charges.removed'), closable: true });
      dialog.onOpenChange(false);
    } catch {
      // The app's error notice shows the server's message; the dialog stays.
    }
  };
  const element = (
    <ConfirmDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={t('charges.removeTitle')}
      description={t('charges.removeDescription', { name: dialog.item?.label ?? '' })}
      confirmLabel={t('charges.remove')}
      loading={state.isLoading}
      onConfirm={() => void confirm()}
    />
  );
  return { ask: (id: string, label: string) => dialog.show({ id, label }), element };
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={label} onClick={onClick}>
      <TrashIcon />
    </IconButton>
  );
}

/**
 * On a split folio (docs/folio.md "Payer routing"): who pays this kind of charge, beside the
 * panel's title ("Paid by Monos LLC"); nothing with one payer.
 */
function PaidBy({ reservation, kind }: { reservation: Reservation; kind: ChargeKind }) {
  const { t } = useTranslation('folio');
  if (!isSplit(reservation)) return null;
  const payer = windowsOf(reservation).find((w) => w.kinds.includes(kind));
  if (!payer) return null;
  return (
    <Badge
      size="md"
      variant="subtle"
      colorPalette={payer.partnerClone ? 'purple' : 'gray'}
      alignSelf="center"
      data-testid="paid-by"
    >
      {t('window.paidBy', {
        window: t('routing.windowName', {
          n: payer.windowId,
          payer: payerNameOf(payer, reservation),
        }),
      })}
    </Badge>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}

// ---------------------------------------------------------------------------------------------
// Services

function ServicesPanel({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const { t, i18n } = useTranslation('folio');
  const local = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
  const adding = useDialog<true>();
  const removal = useRemoval(slug, reservation.id, '/items');
  const items = reservation.items ?? [];
  return (
    <Block
      title={t('services.title')}
      testId="services-panel"
      actions={
        <>
          <PaidBy reservation={reservation} kind="service" />
          {reservation.allowed.charge ? (
            <Button size="sm" variant="outline" onClick={() => adding.show(true)}>
              <PlusIcon />
              {t('services.add')}
            </Button>
          ) : null}
        </>
      }
    >
      {items.length === 0 ? (
        <Empty>{t('services.empty')}</Empty>
      ) : (
        <Table.Root size="sm" aria-label={t('services.title')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('services.service')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('services.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('services.price')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('services.total')}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Box as="span" srOnly>
                  {t('columns.actions')}
                </Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={item.itemId} data-testid="service-row">
                <Table.Cell>
                  <Text fontWeight="medium">{local(item.serviceClone)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {local(item.serviceCategoryClone)}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {money(item.price)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                  {money(item.price * item.quantity)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <RemoveButton
                    label={t('services.remove', { name: local(item.serviceClone) })}
                    onClick={() => removal.ask(item.itemId, local(item.serviceClone))}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {removal.element}
      <AddServiceDialog
        slug={slug}
        reservation={reservation}
        open={adding.open}
        onOpenChange={adding.onOpenChange}
      />
    </Block>
  );
}

const SERVICE_FIELDS = ['serviceCategory.id', 'service.id', 'quantity', 'price'] as const;

function AddServiceDialog({
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
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} size="md">
      <AddServiceForm
        slug={slug}
        reservation={reservation}
        first={first}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function AddServiceForm({
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
  const local = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
  const categories = useListServiceCategoriesQuery({ slug });
  const [add, { isLoading }] = useAddServiceItemMutation();
  const form = useFormErrors(SERVICE_FIELDS);
  const [categoryId, setCategoryId] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const [isDiscount, setIsDiscount] = useState(false);
  const partnerDiscount = reservation.partnerClone?.discount ?? 0;
  const withServices = (categories.data?.data ?? []).filter((c) => c.services.length > 0);
  const category = withServices.find((c) => c.id === categoryId) ?? null;
  const service = category?.services.find((s) => s.id === serviceId) ?? null;
  const unit = price === '' ? (service?.price ?? 0) : Number(price);
  // The server's own arithmetic (the one rule, events/src/pricing/money.ts).
  const discounted =
    isDiscount && partnerDiscount > 0 ? lessPercentUp(unit, partnerDiscount) : unit;

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      const errors: Partial<Record<(typeof SERVICE_FIELDS)[number], string[]>> = {};
      if (!categoryId) errors['serviceCategory.id'] = [t('services.chooseCategory')];
      if (!serviceId) errors['service.id'] = [t('services.chooseService')];
      if (!(Number(quantity) >= 1)) errors.quantity = [t('services.quantityNeeded')];
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
        item: {
          id: reservation.id,
          serviceCategory: { id: categoryId },
          service: { id: serviceId },
          quantity: Number(quantity),
          price: price === '' ? null : Number(price),
          isDiscount,
        },
      }).unwrap();
      toaster.create({ type: 'success', title: t('services.added'), closable: true });
      onDone();
    },
    onError: form.showServerErrors,
  });

  return (
    <DialogForm
      title={t('services.add')}
      description={t('services.description')}
      onSubmit={onSubmit}
      creating
      submitting={isLoading}
      otherErrors={form.other}
    >
      {!categories.isLoading && withServices.length === 0 ? (
        <Empty>{t('services.none')}</Empty>
      ) : null}
      <FormField label={t('services.category')} errors={form.errors['serviceCategory.id']} required>
        <NativeSelect.Root disabled={categories.isLoading}>
          <NativeSelect.Field
            name="serviceCategory"
            value={categoryId}
            ref={(element) => {
              form.inputRef('serviceCategory.id')(element);
              first.current = element;
            }}
            onChange={(e) => {
              edited();
              form.clear();
              setCategoryId(e.target.value);
              setServiceId('');
              setPrice('');
            }}
          >
            <option value="">{t('services.chooseCategory')}</option>
            {withServices.map((c) => (
              <option key={c.id} value={c.id}>
                {local(c)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('services.service')} errors={form.errors['service.id']} required>
        <NativeSelect.Root disabled={!category}>
          <NativeSelect.Field
            name="service"
            value={serviceId}
            ref={form.inputRef('service.id')}
            onChange={(e) => {
              edited();
              form.clearField('service.id');
              setServiceId(e.target.value);
              setPrice('');
            }}
          >
            <option value="">{t('services.chooseService')}</option>
            {(category?.services ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {`${local(s)} · ${money(s.price)}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Grid templateColumns="1fr 1fr" gap="4">
        <FormField label={t('services.quantity')} errors={form.errors.quantity} required>
          <Input
            name="quantity"
            inputMode="numeric"
            value={quantity}
            ref={form.inputRef('quantity')}
            onChange={(e) => {
              edited();
              form.clearField('quantity');
              setQuantity(digitsOf(e.target.value).slice(0, 4));
            }}
          />
        </FormField>
        <FormField label={t('services.price')} errors={form.errors.price}>
          <MoneyInput
            name="price"
            value={price === '' && service ? String(service.price) : price}
            ref={form.inputRef('price')}
            onChange={(digits) => {
              edited();
              form.clearField('price');
              setPrice(digits);
            }}
          />
        </FormField>
      </Grid>
      {partnerDiscount > 0 ? (
        <Switch.Root
          checked={isDiscount}
          onCheckedChange={(details) => {
            edited();
            setIsDiscount(details.checked);
          }}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('services.partnerDiscount', { percent: partnerDiscount })}</Switch.Label>
        </Switch.Root>
      ) : null}
      <Text fontSize="sm" color="fg.muted" data-testid="service-total">
        {t('services.lineTotal', {
          price: money(discounted),
          total: money(discounted * Math.max(0, Number(quantity) || 0)),
        })}
      </Text>
    </DialogForm>
  );
}

// ---------------------------------------------------------------------------------------------
// Extra beds

function ExtraBedsPanel({ slug, reservation }: { slug: string; reservation: Reservation }) {
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

// ---------------------------------------------------------------------------------------------
// Taxes

function TaxesPanel({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const { t, i18n } = useTranslation('folio');
  const local = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
  const taxes = useListTaxesQuery({ slug });
  const [add, adding] = useAddReservationTaxMutation();
  const removal = useRemoval(slug, reservation.id, '/tax/clones');
  const [choice, setChoice] = useState('');
  const onStay = new Set(reservation.taxClones.map((tax) => tax.taxId));
  const choices = (taxes.data?.data ?? []).filter((tax) => !onStay.has(tax.id));
  const amountOf = (taxId: string) =>
    reservation.price.taxes.find((tax) => tax.id === taxId)?.amount ?? 0;

  const addTax = async () => {
    if (!choice) return;
    try {
      await add({
        slug,
        idempotencyKey: newIdempotencyKey(),
        id: reservation.id,
        tax: { id: choice },
      }).unwrap();
      setChoice('');
      toaster.create({ type: 'success', title: t('taxes.added'), closable: true });
    } catch {
      // The app's error notice shows the server's message.
    }
  };

  return (
    <Block
      title={t('taxes.title')}
      testId="taxes-panel"
      actions={<PaidBy reservation={reservation} kind="tax" />}
    >
      <Stack gap="3">
        {reservation.taxClones.length === 0 ? <Empty>{t('taxes.empty')}</Empty> : null}
        {reservation.taxClones.map((tax) => (
          <HStack key={tax.taxId} justify="space-between" data-testid="tax-row">
            <HStack gap="2">
              <Text fontWeight="medium">{`${local(tax)} ${tax.percentage}%`}</Text>
              <Badge size="sm" variant="subtle" colorPalette={tax.inclusive ? 'gray' : 'orange'}>
                {tax.inclusive ? t('taxes.inclusive') : t('taxes.exclusive')}
              </Badge>
            </HStack>
            <HStack>
              <Text fontVariantNumeric="tabular-nums">{money(amountOf(tax.taxId))}</Text>
              {!tax.isDefault && reservation.allowed.removeTax ? (
                <RemoveButton
                  label={t('taxes.remove', { name: local(tax) })}
                  onClick={() => removal.ask(tax.taxId, local(tax))}
                />
              ) : (
                <Box w="8" />
              )}
            </HStack>
          </HStack>
        ))}
        {reservation.allowed.charge && choices.length > 0 ? (
          <HStack gap="2">
            <NativeSelect.Root size="sm" flex="1">
              <NativeSelect.Field
                aria-label={t('taxes.choose')}
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
              >
                <option value="">{t('taxes.choose')}</option>
                {choices.map((tax) => (
                  <option key={tax.id} value={tax.id}>
                    {`${local(tax)} ${tax.percentage}%`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              size="sm"
              variant="outline"
              disabled={!choice}
              loading={adding.isLoading}
              onClick={() => void addTax()}
            >
              <PlusIcon />
              {t('taxes.add')}
            </Button>
          </HStack>
        ) : null}
      </Stack>
      {removal.element}
    </Block>
  );
}

// ---------------------------------------------------------------------------------------------
// Guests

function GuestsPanel({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const { t } = useTranslation('folio');
  const nationalityOf = useNationalityName();
  const editing = useDialog<StayGuest | null>();
  const removal = useRemoval(slug, reservation.id, '/guest/clones');
  const primary = reservation.guestClone;
  const nameOf = (g: { name: string; surname: string | null }) =>
    [g.name, g.surname].filter(Boolean).join(' ');
  return (
    <Block
      title={t('guests.title')}
      testId="guests-panel"
      actions={
        <Button size="sm" variant="outline" onClick={() => editing.show(null)}>
          <PlusIcon />
          {t('guests.add')}
        </Button>
      }
    >
      <Stack gap="3">
        <HStack justify="space-between">
          <Stack gap="0">
            <HStack gap="2">
              <Text fontWeight="medium">{nameOf(primary)}</Text>
              <Badge size="sm" colorPalette="blue" variant="subtle">
                {t('guests.primary')}
              </Badge>
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {[nationalityOf(primary.nationality), primary.phoneNumber, primary.email]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </HStack>
        {(reservation.guestClones ?? []).map((guest) => (
          <HStack key={guest.guestCloneId} justify="space-between" data-testid="stay-guest-row">
            <Stack gap="0">
              <Text fontWeight="medium">{nameOf(guest)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {[
                  nationalityOf(guest.nationality),
                  guest.passportNumber,
                  guest.phoneNumber,
                  guest.email,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <HStack gap="0">
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="gray"
                aria-label={t('guests.edit', { name: nameOf(guest) })}
                onClick={() => editing.show(guest)}
              >
                <PencilIcon />
              </IconButton>
              <RemoveButton
                label={t('guests.remove', { name: nameOf(guest) })}
                onClick={() => removal.ask(guest.guestCloneId, nameOf(guest))}
              />
            </HStack>
          </HStack>
        ))}
      </Stack>
      {removal.element}
      <StayGuestDialog
        slug={slug}
        reservationId={reservation.id}
        guest={editing.item ?? null}
        open={editing.open}
        onOpenChange={editing.onOpenChange}
      />
    </Block>
  );
}

const GUEST_FIELDS = [
  'name',
  'surname',
  'phoneNumber',
  'email',
  'passportNumber',
  'nationality',
] as const satisfies readonly (keyof StayGuestForm)[];

function StayGuestDialog({
  slug,
  reservationId,
  guest,
  open,
  onOpenChange,
}: {
  slug: string;
  reservationId: string;
  guest: StayGuest | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const first = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} size="md">
      <StayGuestFormView
        key={guest?.guestCloneId ?? 'new'}
        slug={slug}
        reservationId={reservationId}
        guest={guest}
        first={first}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function StayGuestFormView({
  slug,
  reservationId,
  guest,
  first,
  onDone,
}: {
  slug: string;
  reservationId: string;
  guest: StayGuest | null;
  first: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('folio');
  const [save, { isLoading }] = useSaveStayGuestMutation();
  const form = useFormErrors(GUEST_FIELDS);
  const [values, setValues] = useState<StayGuestForm>({
    name: guest?.name ?? '',
    surname: guest?.surname ?? '',
    phoneNumber: guest?.phoneNumber ?? '',
    email: guest?.email ?? '',
    passportNumber: guest?.passportNumber ?? '',
    nationality: guest ? (nationalityValue(guest.nationality) ?? '') : MONGOLIA,
  });
  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      if (!values.name.trim()) {
        form.showFieldErrors({ name: [t('guests.nameNeeded')] });
        return false;
      }
      return true;
    },
    send: async (idempotencyKey) => {
      form.clear();
      await save({
        slug,
        idempotencyKey,
        id: reservationId,
        guestCloneId: guest?.guestCloneId ?? null,
        guest: values,
      }).unwrap();
      toaster.create({ type: 'success', title: t('guests.saved'), closable: true });
      onDone();
    },
    onError: form.showServerErrors,
  });
  const change = (name: (typeof GUEST_FIELDS)[number], value: string) => {
    edited();
    form.clearField(name);
    setValues((current) => ({ ...current, [name]: value }));
  };
  const field = (name: (typeof GUEST_FIELDS)[number], required = false) => (
    <FormField label={t(`guests.fields.${name}`)} errors={form.errors[name]} required={required}>
      {name === 'nationality' ? (
        <CountrySelect
          name={name}
          value={values.nationality}
          inputRef={form.inputRef(name)}
          onChange={(value) => change(name, value)}
        />
      ) : (
        <Input
          name={name}
          value={values[name]}
          ref={(element) => {
            form.inputRef(name)(element);
            if (name === 'name') first.current = element;
          }}
          onChange={(e) => change(name, e.target.value)}
        />
      )}
    </FormField>
  );
  return (
    <DialogForm
      title={guest ? t('guests.editTitle') : t('guests.add')}
      description={t('guests.description')}
      onSubmit={onSubmit}
      creating={!guest}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        {field('name', true)}
        {field('surname')}
        {field('phoneNumber')}
        {field('email')}
        {field('passportNumber')}
        {field('nationality')}
      </Grid>
    </DialogForm>
  );
}
