import {
  Box,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Grid,
  HStack,
  Input,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { propertyPath } from '../../app/property-nav';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { useLocalizedPath } from '../../components/use-localized-path';
import { addDays } from '../../lib/dates';
import { formatMoney } from '../../lib/format';
import { httpStatusOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import { InvoiceStayPicker } from './invoice-stay-picker';
import {
  type CreateInvoiceRequest,
  type InvoiceDraft,
  useCreateInvoiceMutation,
  useGetInvoiceDraftQuery,
} from './invoices-api';

const CUSTOMER_FIELDS = [
  'customerName',
  'registerNo',
  'address',
  'phoneNumber',
  'contractNo',
  'tourCode',
  'voucherCode',
  'invoiceDate',
  'paymentPeriod',
] as const;
type CustomerField = (typeof CUSTOMER_FIELDS)[number];
const FORM_FIELDS = [
  'groupId',
  'resId',
  ...CUSTOMER_FIELDS.map((f) => `customer.${f}` as const),
  'email',
  'items',
] as const;

/** Days an invoice gives to pay, unless staff set another date. */
const PAYMENT_DAYS = 14;

/**
 * Route `/new/invoice?groupId=…&resId=…` (manage-invoices): an invoice for a group, or one of
 * its reservations (operations spec §2) — the customer, the dates, the lines to bill (every
 * room always; services, extra beds and taxes ticked). After saving, the invoice opens.
 * Without a group (the invoices list's "New invoice"), the stay is picked first.
 */
export function NewInvoicePage() {
  const { slug } = useCurrentHotel();
  const [params] = useSearchParams();
  const groupId = params.get('groupId');
  if (!slug) return <NotFoundPage />;
  if (!groupId) return <InvoiceStayPicker slug={slug} />;
  const resId = params.get('resId') ?? undefined;
  return <NewInvoice slug={slug} groupId={groupId} resId={resId} />;
}

function NewInvoice({ slug, groupId, resId }: { slug: string; groupId: string; resId?: string }) {
  const { t } = useTranslation('invoices');
  const draft = useGetInvoiceDraftQuery({ slug, groupId, ...(resId ? { resId } : {}) });
  if (httpStatusOf(draft.error) === 404 || httpStatusOf(draft.error) === 422) {
    return <NotFoundPage />;
  }
  if (draft.isLoading) return <Skeleton height="96" borderRadius="xl" />;
  if (!draft.data) {
    return (
      <QueryError
        title={t('new.error')}
        error={draft.error}
        onRetry={() => void draft.refetch()}
        retrying={draft.isFetching}
      />
    );
  }
  return <InvoiceForm slug={slug} draft={draft.data} />;
}

function InvoiceForm({ slug, draft }: { slug: string; draft: InvoiceDraft }) {
  const { t, i18n } = useTranslation('invoices');
  const local = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
  const { hotel } = useCurrentHotel();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateInvoiceMutation();
  const form = useFormErrors(FORM_FIELDS);
  const today = hotel?.workingDate ?? new Date().toISOString().slice(0, 10);
  const [customer, setCustomer] = useState<Record<CustomerField, string>>({
    customerName: draft.partnerName ?? '',
    registerNo: '',
    address: '',
    phoneNumber: '',
    contractNo: '',
    tourCode: '',
    voucherCode: '',
    invoiceDate: today,
    paymentPeriod: addDays(today, PAYMENT_DAYS),
  });
  const [email, setEmail] = useState(draft.email ?? '');
  const optional = draft.candidates.filter((line) => line.itemType !== 'room');
  const [picked, setPicked] = useState<Set<string>>(() => new Set(optional.map((l) => l.key)));

  // What the invoice will come to (the server computes the same; taxes on what is billed).
  const preview = useMemo(() => {
    const billed = draft.candidates.filter(
      (line) => line.itemType === 'room' || (line.itemType === 'item' && picked.has(line.key)),
    );
    return billed.reduce((sum, line) => sum + line.amount, 0);
  }, [draft.candidates, picked]);

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      if (!customer.customerName.trim()) {
        form.showFieldErrors({ 'customer.customerName': [t('new.customerNeeded')] });
        return false;
      }
      return true;
    },
    send: async (idempotencyKey) => {
      form.clear();
      const invoice: CreateInvoiceRequest = {
        groupId: draft.groupId,
        resId: draft.resId,
        email,
        customer,
        items: [...picked],
      };
      const created = await create({ slug, idempotencyKey, invoice }).unwrap();
      toaster.create({
        type: 'success',
        title: t('new.saved', { number: created.number }),
        closable: true,
      });
      void navigate(localized(propertyPath(slug, 'invoice', { id: created.id })));
    },
    onError: form.showServerErrors,
  });

  const field = (name: CustomerField, type: 'text' | 'date' = 'text', required = false) => (
    <FormField
      label={t(`fields.${name}`)}
      errors={form.errors[`customer.${name}`]}
      required={required}
    >
      <Input
        name={name}
        type={type}
        value={customer[name]}
        ref={form.inputRef(`customer.${name}`)}
        onChange={(e) => {
          edited();
          form.clearField(`customer.${name}`);
          setCustomer((current) => ({ ...current, [name]: e.target.value }));
        }}
      />
    </FormField>
  );

  return (
    <Stack gap="5">
      <Breadcrumb.Root>
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={localized(propertyPath(slug, 'invoices'))}>{t('title')}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{t('new.title')}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Text color="fg.muted">
        {draft.resId
          ? t('new.forReservation', {
              number: draft.reservationNumbers[0] ?? '',
              guest: [draft.guestName, draft.guestSurname].filter(Boolean).join(' '),
            })
          : t('new.forGroup', {
              number: draft.groupNumber,
              guest: [draft.guestName, draft.guestSurname].filter(Boolean).join(' '),
            })}
      </Text>
      <chakra.form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
          <Card.Root borderRadius="xl">
            <Card.Header>
              <Text fontWeight="semibold">{t('new.customer')}</Text>
            </Card.Header>
            <Card.Body>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' }} gap="4">
                {field('customerName', 'text', true)}
                {field('registerNo')}
                {field('phoneNumber')}
                {field('address')}
                {field('contractNo')}
                {field('tourCode')}
                {field('voucherCode')}
                {field('invoiceDate', 'date', true)}
                {field('paymentPeriod', 'date', true)}
                <FormField label={t('fields.email')} errors={form.errors.email}>
                  <Input
                    name="email"
                    type="email"
                    value={email}
                    ref={form.inputRef('email')}
                    onChange={(e) => {
                      edited();
                      form.clearField('email');
                      setEmail(e.target.value);
                    }}
                  />
                </FormField>
              </Grid>
            </Card.Body>
          </Card.Root>
          <Card.Root borderRadius="xl">
            <Card.Header>
              <Text fontWeight="semibold">{t('new.items')}</Text>
            </Card.Header>
            <Card.Body>
              <Stack gap="2" role="group" aria-label={t('new.items')}>
                {draft.candidates.map((line) => (
                  <HStack key={line.key} justify="space-between" data-testid="invoice-candidate">
                    <Checkbox.Root
                      checked={line.itemType === 'room' || picked.has(line.key)}
                      disabled={line.itemType === 'room'}
                      onCheckedChange={(details) => {
                        edited();
                        setPicked((current) => {
                          const next = new Set(current);
                          if (details.checked === true) next.add(line.key);
                          else next.delete(line.key);
                          return next;
                        });
                      }}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {line.itemType === 'tax'
                          ? t('new.tax', {
                              name: local(line),
                              percentage: line.percentage ?? 0,
                              kind: line.inclusive ? t('inclusive') : t('exclusive'),
                            })
                          : t('new.line', { name: local(line), quantity: line.quantity })}
                      </Checkbox.Label>
                    </Checkbox.Root>
                    <Text fontVariantNumeric="tabular-nums" color="fg.muted">
                      {line.itemType === 'tax' ? '' : money(line.amount)}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text fontWeight="semibold" data-testid="invoice-preview">
              {t('new.subtotal', { amount: money(preview) })}
            </Text>
            <HStack gap="2">
              <Button asChild variant="outline" colorPalette="gray">
                <RouterLink to={localized(propertyPath(slug, 'group', { id: draft.groupId }))}>
                  {t('new.cancel')}
                </RouterLink>
              </Button>
              <Button type="submit" loading={isLoading}>
                {t('new.submit')}
              </Button>
            </HStack>
          </HStack>
          <Box />
        </Stack>
      </chakra.form>
    </Stack>
  );
}
