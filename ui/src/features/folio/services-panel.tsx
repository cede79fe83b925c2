import { Box, Button, Grid, Input, NativeSelect, Switch, Table, Text } from '@chakra-ui/react';
import { lessPercentUp } from '@hotel/events/pricing/money';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { PlusIcon } from '../../components/icons';
import { useDialog } from '../../components/use-dialog';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { digitsOf, formatMoney } from '../../lib/format';
import { useLocalName } from '../../lib/names';
import { toaster } from '../../lib/toaster';
import { Block } from '../../shared/reservations/detail-ui';
import type { Reservation } from '../../shared/reservations/reservations-api';
import { MoneyInput, useListServiceCategoriesQuery } from '../settings';
import { Empty, PaidBy, RemoveButton, useRemoval } from './charges-ui';
import { useAddServiceItemMutation } from '../../shared/reservations/folio-api';

/** The stay's services (minibar, transfer…): a row each with its total, an add dialog, delete. */
export function ServicesPanel({ slug, reservation }: { slug: string; reservation: Reservation }) {
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

/**
 * The add-service form's state: the category and service chosen, quantity, price (the
 * service's own unless typed) and the partner's discount, with the line's total as the server
 * will price it.
 */
function useServiceForm(slug: string, reservation: Reservation, onDone: () => void) {
  const { t } = useTranslation('folio');
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

  return {
    categories,
    isLoading,
    form,
    categoryId,
    setCategoryId,
    serviceId,
    setServiceId,
    quantity,
    setQuantity,
    price,
    setPrice,
    isDiscount,
    setIsDiscount,
    partnerDiscount,
    withServices,
    category,
    service,
    discounted,
    onSubmit,
    edited,
  };
}

type ServiceFormState = ReturnType<typeof useServiceForm>;

/** The add-service dialog's form: the service chosen, quantity and price, the line's total. */
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
  const money = (value: number) => formatMoney(value, i18n.language);
  const state = useServiceForm(slug, reservation, onDone);
  const { form, quantity, setQuantity, price, setPrice, service, edited } = state;
  const { isDiscount, setIsDiscount, partnerDiscount, discounted } = state;

  return (
    <DialogForm
      title={t('services.add')}
      description={t('services.description')}
      onSubmit={state.onSubmit}
      creating
      submitting={state.isLoading}
      otherErrors={form.other}
    >
      {!state.categories.isLoading && state.withServices.length === 0 ? (
        <Empty>{t('services.none')}</Empty>
      ) : null}
      <ServiceChoice state={state} first={first} />
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

/** The category, then one of its services (its price beside its name). */
function ServiceChoice({
  state,
  first,
}: {
  state: ServiceFormState;
  first: RefObject<HTMLSelectElement | null>;
}) {
  const { t, i18n } = useTranslation('folio');
  const local = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
  const { form, categories, categoryId, setCategoryId, serviceId, setServiceId, setPrice } = state;
  const { withServices, category, edited } = state;
  return (
    <>
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
    </>
  );
}
