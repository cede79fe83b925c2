import { Grid, Switch, Table, Text } from '@chakra-ui/react';
import type { ReservationFormProps } from '../../shared/reservations/reservation-dialog-props';
import { TableHead } from './table-head';
import { addServiceItemSchema } from '@hotel/events/folio/commands';
import { lessPercentUp } from '@hotel/events/pricing/money';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { BoundField, TextField } from '../../components/form/fields';
import { FramedField } from '../../components/form/framed-field';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { digitsOf } from '../../lib/format';
import { useLocalName } from '../../lib/names';
import type { Reservation } from '../../shared/reservations/reservations-api';
import { MoneyInput, useListServiceCategoriesQuery } from '../settings';
import { ChargePanel } from './charge-panel';
import { Empty, RemoveButton, useRemoval } from './charges-ui';
import { useAddServiceItemMutation } from '../../shared/reservations/folio-api';
import type { InDialogProps } from '../../components/form-in-dialog';
import { idsLeftToServer } from './server-ids';
import { toastDone } from '../../components/done-toast';
import { useMoney } from '../../components/use-money';

/** The stay's services (minibar, transfer…): a row each with its total, an add dialog, delete. */
export function ServicesPanel({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const { t } = useTranslation('folio');
  const local = useLocalName();
  const money = useMoney();
  const removal = useRemoval(slug, reservation.id, '/items');
  const items = reservation.items ?? [];
  return (
    <ChargePanel
      title={t('services.title')}
      testId="services-panel"
      reservation={reservation}
      kind="service"
      addLabel={t('services.add')}
      canAdd={reservation.allowed.charge}
      removal={removal}
      addForm={AddServiceForm}
      addFormProps={{ slug, reservation }}
    >
      {items.length === 0 ? (
        <Empty>{t('services.empty')}</Empty>
      ) : (
        <Table.Root size="sm" aria-label={t('services.title')}>
          <TableHead
            columns={[
              { title: t('services.service') },
              { title: t('services.quantity'), end: true },
              { title: t('services.price'), end: true },
              { title: t('services.total'), end: true },
            ]}
            actionsLabel={t('columns.actions')}
          />
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
    </ChargePanel>
  );
}

/** The form's values, named as the command's body names its fields (ids of the choices). */
interface ServiceValues {
  serviceCategory: string;
  service: string;
  /** As typed (digits). */
  quantity: string;
  /** Per unit, as typed; '' — the service's own price. */
  price: string;
  isDiscount: boolean;
}

const SERVICE_FIELDS = ['serviceCategory', 'service', 'quantity', 'price'] as const;

const NO_SERVICE: ServiceValues = {
  serviceCategory: '',
  service: '',
  quantity: '1',
  price: '',
  isDiscount: false,
};

const SERVICE_SCHEMA = idsLeftToServer(addServiceItemSchema, ['serviceCategory', 'service']);

/**
 * The add-service form's state: the category and service chosen, quantity, price (the
 * service's own unless typed) and the partner's discount, with the line's total as the server
 * will price it.
 */
function useServiceForm(slug: string, reservation: Reservation, onDone: () => void) {
  const { t } = useTranslation('folio');
  const categories = useListServiceCategoriesQuery({ slug });
  const [add, { isLoading }] = useAddServiceItemMutation();
  const form = useCommandForm({
    schema: SERVICE_SCHEMA,
    fields: SERVICE_FIELDS,
    defaultValues: NO_SERVICE,
    toRequest: (values: ServiceValues) => ({
      id: reservation.id,
      serviceCategory: { id: values.serviceCategory },
      service: { id: values.service },
      quantity: Number(values.quantity),
      price: values.price === '' ? null : Number(values.price),
      isDiscount: values.isDiscount,
    }),
    check: ({ serviceCategory, service, quantity }) => ({
      ...(serviceCategory ? {} : { serviceCategory: t('services.chooseCategory') }),
      ...(service ? {} : { service: t('services.chooseService') }),
      ...(Number(quantity) >= 1 ? {} : { quantity: t('services.quantityNeeded') }),
    }),
    send: async (item, idempotencyKey) => {
      await add({ slug, idempotencyKey, item }).unwrap();
      toastDone(t('services.added'));
      onDone();
    },
  });
  const [categoryId, serviceId, price, isDiscount] = form.watch([
    'serviceCategory',
    'service',
    'price',
    'isDiscount',
  ]);
  const partnerDiscount = reservation.partnerClone?.discount ?? 0;
  const withServices = (categories.data?.data ?? []).filter((c) => c.services.length > 0);
  const category = withServices.find((c) => c.id === categoryId) ?? null;
  const service = category?.services.find((s) => s.id === serviceId) ?? null;
  const unit = price === '' ? (service?.price ?? 0) : Number(price);
  // The server's own arithmetic (the one rule, events/src/pricing/money.ts).
  const discounted =
    isDiscount && partnerDiscount > 0 ? lessPercentUp(unit, partnerDiscount) : unit;
  return {
    form,
    categories,
    isLoading,
    partnerDiscount,
    withServices,
    category,
    service,
    discounted,
  };
}

type ServiceFormState = ReturnType<typeof useServiceForm>;

/** The add-service dialog's form: the service chosen, quantity and price, the line's total. */
function AddServiceForm({ slug, reservation, first, onDone }: ReservationFormProps) {
  const { t } = useTranslation('folio');
  const money = useMoney();
  const state = useServiceForm(slug, reservation, onDone);
  const { form, service, partnerDiscount, discounted } = state;

  return (
    <DialogForm
      title={t('services.add')}
      description={t('services.description')}
      form={form}
      creating
      submitting={state.isLoading}
    >
      {!state.categories.isLoading && state.withServices.length === 0 ? (
        <Empty>{t('services.none')}</Empty>
      ) : null}
      <ServiceChoice state={state} first={first} />
      <Grid templateColumns="1fr 1fr" gap="4">
        <TextField
          form={form}
          name="quantity"
          label={t('services.quantity')}
          required
          inputMode="numeric"
          parse={(text) => digitsOf(text).slice(0, 4)}
        />
        <FramedField
          form={form}
          name="price"
          label={t('services.price')}
          render={(price) => (
            <MoneyInput
              name="price"
              value={price.value === '' && service ? String(service.price) : price.value}
              ref={price.ref}
              onChange={price.onChange}
            />
          )}
        />
      </Grid>
      {partnerDiscount > 0 ? (
        <BoundField
          form={form}
          name="isDiscount"
          render={(isDiscount) => (
            <Switch.Root
              checked={isDiscount.value}
              onCheckedChange={(details) => isDiscount.onChange(details.checked)}
            >
              <Switch.HiddenInput ref={isDiscount.ref} />
              <Switch.Control />
              <Switch.Label>
                {t('services.partnerDiscount', { percent: partnerDiscount })}
              </Switch.Label>
            </Switch.Root>
          )}
        />
      ) : null}
      <Text fontSize="sm" color="fg.muted" data-testid="service-total">
        {t('services.lineTotal', {
          price: money(discounted),
          total: money(discounted * Math.max(0, Number(form.watch('quantity')) || 0)),
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
  first: InDialogProps['first'];
}) {
  const { t } = useTranslation('folio');
  const local = useLocalName();
  const money = useMoney();
  const { form, categories, withServices, category } = state;
  const choices: readonly FieldSpec<ServiceValues>[] = [
    {
      kind: 'select',
      name: 'serviceCategory',
      label: 'services.category',
      required: true,
      loading: categories.isLoading,
      first: true,
      onValueChange: () => {
        form.clearErrors();
        form.setValue('service', '');
        form.setValue('price', '');
      },
      emptyOption: 'services.chooseCategory',
      options: withServices.map((c) => ({ value: c.id, text: local(c) })),
    },
    {
      kind: 'select',
      name: 'service',
      label: 'services.service',
      required: true,
      // No category yet: the services wait for one.
      loading: !category,
      onValueChange: () => form.setValue('price', ''),
      emptyOption: 'services.chooseService',
      options: (category?.services ?? []).map((s) => ({
        value: s.id,
        text: `${local(s)} · ${money(s.price)}`,
      })),
    },
  ];
  return <FormFields form={form} fields={choices} t={t} firstField={first} />;
}
