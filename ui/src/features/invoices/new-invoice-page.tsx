import { Box, Button, Card, Grid, HStack, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { createInvoiceSchema } from '@hotel/events/invoices/commands';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { CheckboxItem } from '../../components/checkbox-item';
import { FormAlert } from '../../components/form-alert';
import { BoundField, DateField, TextField } from '../../components/form/fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { addDays } from '@hotel/events/dates';
import { browserToday } from '../../lib/dates';
import { httpStatusOf } from '../../lib/problem';
import type { ChargeKind, FolioWindow } from '../../shared/reservations/folio-api';
import { useGetReservationQuery } from '../../shared/reservations/reservations-api';
import { InvoiceStayPicker } from './invoice-stay-picker';
import {
  type CreateInvoiceRequest,
  type InvoiceDraft,
  type InvoiceItem,
  useCreateInvoiceMutation,
  useGetInvoiceDraftQuery,
} from './invoices-api';
import { InvoicesBreadcrumb } from './invoices-breadcrumb';
import { toastDone } from '../../components/done-toast';
import { useMoney } from '../../components/use-money';

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

/** The charge kind an invoice line bills (docs/folio.md "Payer routing"). */
const kindOfLine = (line: InvoiceItem): ChargeKind =>
  line.itemType === 'room'
    ? 'room'
    : line.itemType === 'tax'
      ? 'tax'
      : line.key.startsWith('bed:')
        ? 'extraBed'
        : 'service';

/** The payer window an invoice bills: its charge kinds and who pays it. */
interface InvoicedWindow {
  windowId: string;
  kinds: readonly ChargeKind[];
  /** The partner's name, or the guest's. */
  payer: string;
}

/**
 * Route `/new/invoice?groupId=…&resId=…` (manage-invoices): an invoice for a group, or one of
 * its reservations (operations spec §2) — the customer, the dates, the lines to bill (every
 * room always; services, extra beds and taxes ticked). After saving, the invoice opens.
 * Without a group (the invoices list's "New invoice"), the stay is picked first. `&window=2`
 * (a reservation's payer window): only that window's charges, billed to its payer.
 */
export function NewInvoicePage() {
  const { slug } = useCurrentHotel();
  const [params] = useSearchParams();
  const groupId = params.get('groupId');
  if (!slug) return <NotFoundPage />;
  if (!groupId) return <InvoiceStayPicker slug={slug} />;
  const resId = params.get('resId') ?? undefined;
  const windowId = (resId && params.get('window')) || undefined;
  return <NewInvoice slug={slug} groupId={groupId} resId={resId} windowId={windowId} />;
}

function NewInvoice({
  slug,
  groupId,
  resId,
  windowId,
}: {
  slug: string;
  groupId: string;
  resId?: string;
  windowId?: string;
}) {
  const { t } = useTranslation('invoices');
  const draft = useGetInvoiceDraftQuery({
    slug,
    groupId,
    ...(resId ? { resId } : {}),
    ...(windowId ? { windowId } : {}),
  });
  // A payer window: which charges it pays and who pays it (the reservation's folio).
  const reservation = useGetReservationQuery({ slug, id: resId ?? '' }, { skip: !windowId });
  const payerWindow: FolioWindow | undefined = reservation.data?.windows?.find(
    (w) => w.windowId === windowId,
  );
  if (httpStatusOf(draft.error) === 404 || httpStatusOf(draft.error) === 422) {
    return <NotFoundPage />;
  }
  if (windowId && reservation.isSuccess && !payerWindow) return <NotFoundPage />;
  if (draft.isLoading || (windowId && reservation.isLoading)) {
    return <Skeleton height="96" borderRadius="xl" />;
  }
  if (!draft.data || (windowId && !reservation.data)) {
    return (
      <QueryError
        title={t('new.error')}
        error={draft.error ?? reservation.error}
        onRetry={() => void (draft.error ? draft.refetch() : reservation.refetch())}
        retrying={draft.isFetching || reservation.isFetching}
      />
    );
  }
  const invoiced =
    payerWindow && reservation.data
      ? {
          windowId: payerWindow.windowId,
          kinds: payerWindow.kinds,
          payer:
            payerWindow.partnerClone?.name ??
            [reservation.data.guestClone.name, reservation.data.guestClone.surname]
              .filter(Boolean)
              .join(' '),
        }
      : null;
  return <InvoiceForm slug={slug} draft={draft.data} payerWindow={invoiced} />;
}

type InvoiceValues = Omit<CreateInvoiceRequest, 'windowId'>;

/**
 * What a new invoice starts with: the stay's e-mail, the partner (or the window's payer) as the
 * customer, dated the working date and due `PAYMENT_DAYS` later, every optional line picked.
 */
const newInvoiceValues = (
  draft: InvoiceDraft,
  payerWindow: InvoicedWindow | null,
  today: string,
  optional: readonly InvoiceDraft['candidates'][number][],
): InvoiceValues => ({
  groupId: draft.groupId,
  resId: draft.resId,
  email: draft.email ?? '',
  customer: {
    customerName: payerWindow ? payerWindow.payer : (draft.partnerName ?? ''),
    registerNo: '',
    address: '',
    phoneNumber: '',
    contractNo: '',
    tourCode: '',
    voucherCode: '',
    invoiceDate: today,
    paymentPeriod: addDays(today, PAYMENT_DAYS),
  },
  items: optional.map((line) => line.key),
});

function InvoiceForm({
  slug,
  draft,
  payerWindow,
}: {
  slug: string;
  draft: InvoiceDraft;
  /** A payer window: only its charges, its payer the customer. */
  payerWindow: InvoicedWindow | null;
}) {
  const { t } = useTranslation('invoices');
  const { hotel } = useCurrentHotel();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateInvoiceMutation();
  const today = hotel?.workingDate ?? browserToday();
  // A payer window bills every charge routed to it, and only those (the server picks them).
  const fixed = payerWindow !== null;
  const candidates = payerWindow
    ? draft.candidates.filter((line) => payerWindow.kinds.includes(kindOfLine(line)))
    : draft.candidates;
  const optional = candidates.filter((line) => line.itemType !== 'room');
  const form = useCommandForm({
    schema: createInvoiceSchema,
    fields: FORM_FIELDS,
    defaultValues: newInvoiceValues(draft, payerWindow, today, optional),
    toRequest: (values: InvoiceValues): CreateInvoiceRequest => ({
      ...values,
      ...(payerWindow ? { windowId: payerWindow.windowId } : {}),
    }),
    check: ({ customer }) =>
      customer.customerName.trim() ? {} : { 'customer.customerName': t('new.customerNeeded') },
    send: async (invoice, idempotencyKey) => {
      const created = await create({ slug, idempotencyKey, invoice }).unwrap();
      toastDone(t('new.saved', { number: created.number }));
      void navigate(localized(propertyPath(slug, 'invoice', { id: created.id })));
    },
  });
  const picked = form.watch('items');

  const preview = previewOf(candidates, fixed, picked);

  const field = (name: CustomerField, type: 'text' | 'date' = 'text', required = false) =>
    type === 'date' ? (
      // The app's date field (YYYY-MM-DD in both languages), not the browser's (11/28/2026).
      <DateField
        form={form}
        name={`customer.${name}`}
        label={t(`fields.${name}`)}
        required={required}
        today={today}
      />
    ) : (
      <TextField
        form={form}
        name={`customer.${name}`}
        label={t(`fields.${name}`)}
        required={required}
      />
    );

  return (
    <Stack gap="5">
      <InvoicesBreadcrumb slug={slug} current={t('new.title')} />
      <InvoiceFor draft={draft} payerWindow={payerWindow} />
      <chakra.form onSubmit={form.onSubmit} noValidate>
        <Stack gap="5">
          {form.otherErrors.length > 0 ? <FormAlert messages={form.otherErrors} /> : null}
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
                <TextField form={form} name="email" type="email" label={t('fields.email')} />
              </Grid>
            </Card.Body>
          </Card.Root>
          <Card.Root borderRadius="xl">
            <Card.Header>
              <Text fontWeight="semibold">{t('new.items')}</Text>
              {fixed ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('new.windowItems')}
                </Text>
              ) : null}
            </Card.Header>
            <Card.Body>
              <BoundField
                form={form}
                name="items"
                render={(items) => (
                  <Stack gap="2" role="group" aria-label={t('new.items')}>
                    {candidates.map((line) => (
                      <CandidateLine
                        key={line.key}
                        line={line}
                        checked={
                          fixed || line.itemType === 'room' || items.value.includes(line.key)
                        }
                        disabled={fixed || line.itemType === 'room'}
                        onCheckedChange={(checked) =>
                          items.onChange(
                            checked
                              ? [...items.value.filter((key) => key !== line.key), line.key]
                              : items.value.filter((key) => key !== line.key),
                          )
                        }
                      />
                    ))}
                  </Stack>
                )}
              />
            </Card.Body>
          </Card.Root>
          <InvoiceFormFooter
            slug={slug}
            groupId={draft.groupId}
            preview={preview}
            submitting={isLoading}
          />
          <Box />
        </Stack>
      </chakra.form>
    </Stack>
  );
}

/** What the invoice will come to (the server computes the same; taxes on what is billed). */
const previewOf = (candidates: readonly InvoiceItem[], fixed: boolean, picked: readonly string[]) =>
  candidates
    .filter(
      (line) =>
        line.itemType === 'room' ||
        (line.itemType === 'item' && (fixed || picked.includes(line.key))),
    )
    .reduce((sum, line) => sum + line.amount, 0);

/** Whom the invoice is for: a payer window of a stay, a stay, or a group. */
function InvoiceFor({
  draft,
  payerWindow,
}: {
  draft: InvoiceDraft;
  payerWindow: InvoicedWindow | null;
}) {
  const { t } = useTranslation('invoices');
  return (
    <Text color="fg.muted" data-testid="invoice-for">
      {payerWindow
        ? t('new.forWindow', {
            number: draft.reservationNumbers[0] ?? '',
            n: payerWindow.windowId,
            payer: payerWindow.payer,
          })
        : draft.resId
          ? t('new.forReservation', {
              number: draft.reservationNumbers[0] ?? '',
              guest: [draft.guestName, draft.guestSurname].filter(Boolean).join(' '),
            })
          : t('new.forGroup', {
              number: draft.groupNumber,
              guest: [draft.guestName, draft.guestSurname].filter(Boolean).join(' '),
            })}
    </Text>
  );
}

/** A line the invoice may bill (a room night is always billed, a tax shows its rate). */
function CandidateLine({
  line,
  checked,
  disabled,
  onCheckedChange,
}: {
  line: InvoiceItem;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('invoices');
  const local = useLocalName();
  const money = useMoney();
  return (
    <HStack justify="space-between" data-testid="invoice-candidate">
      <CheckboxItem
        checked={checked}
        disabled={disabled}
        onChange={onCheckedChange}
        label={
          line.itemType === 'tax'
            ? t('new.tax', {
                name: local(line),
                percentage: line.percentage ?? 0,
                kind: line.inclusive ? t('inclusive') : t('exclusive'),
              })
            : t('new.line', { name: local(line), quantity: line.quantity })
        }
      />
      <Text fontVariantNumeric="tabular-nums" color="fg.muted">
        {line.itemType === 'tax' ? '' : money(line.amount)}
      </Text>
    </HStack>
  );
}

/** What the invoice comes to, and leave (back to the group) or save. */
function InvoiceFormFooter({
  slug,
  groupId,
  preview,
  submitting,
}: {
  slug: string;
  groupId: string;
  preview: number;
  submitting: boolean;
}) {
  const { t } = useTranslation('invoices');
  const localized = useLocalizedPath();
  const money = useMoney();
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text fontWeight="semibold" data-testid="invoice-preview">
        {t('new.subtotal', { amount: money(preview) })}
      </Text>
      <HStack gap="2">
        <Button asChild variant="outline" colorPalette="gray">
          <RouterLink to={localized(propertyPath(slug, 'group', { id: groupId }))}>
            {t('new.cancel')}
          </RouterLink>
        </Button>
        <Button type="submit" loading={submitting}>
          {t('new.submit')}
        </Button>
      </HStack>
    </HStack>
  );
}
