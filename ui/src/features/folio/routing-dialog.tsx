import { Box, Button, Grid, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  type ChargeKind,
  GUEST_WINDOW,
  type Routing,
  UNROUTED,
  chargeKindOf,
  windowsOf as windowsOfRouting,
} from '@hotel/events/folio/routing';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { PlusIcon, TrashIcon } from '../../components/icons';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { formatMoney } from '../../lib/format';
import { toaster } from '../../lib/toaster';
import type { Reservation } from '../../shared/reservations/reservations-api';
import { type Partner, useListPartnersQuery } from '../settings';
import {
  type RoutingRequest,
  type WindowId,
  useSetFolioRoutingMutation,
} from '../../shared/reservations/folio-api';
import { CHARGE_KINDS, paymentsOfWindow } from './windows';

type PartnerWindowId = Exclude<WindowId, '1'>;
const PARTNER_WINDOWS: readonly PartnerWindowId[] = ['2', '3', '4'];

const FIELDS: readonly string[] = [
  ...PARTNER_WINDOWS.map((_, index) => `windows.${index}.partnerId`),
  'windows',
  ...CHARGE_KINDS.map((kind) => `routes.${kind}`),
  'routes',
];

interface PayerRow {
  windowId: PartnerWindowId;
  /** '' until one is chosen. */
  partnerId: string;
  /** The partner it had when the dialog opened (it may since have left the list). */
  name: string | null;
}

/**
 * The payers of one stay (POST /api/folio/routing; docs/folio.md "Payer routing"): window 1 is
 * the guest; up to three more windows, each paid by a partner of the property; each kind of
 * charge (the room, the taxes, the services, the extra beds) goes to exactly one window. A
 * window that holds payments keeps its payer (the server's rule: move the payments first).
 * Each window's charges are shown as they would be, by the same arithmetic as the server's.
 */
export function RoutingDialog({
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
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} size="lg">
      <RoutingForm
        slug={slug}
        reservation={reservation}
        first={first}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function RoutingForm({
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
  const partners = useListPartnersQuery({ slug });
  const [save, { isLoading }] = useSetFolioRoutingMutation();
  const form = useFormErrors(FIELDS);
  const current = reservation.routing ?? UNROUTED;
  const [payers, setPayers] = useState<PayerRow[]>(() =>
    current.windows.map((w) => ({
      windowId: w.windowId,
      partnerId: w.partnerClone.partnerId,
      name: w.partnerClone.name,
    })),
  );
  const [routes, setRoutes] = useState<Routing['routes']>(current.routes);

  const list: Partner[] = partners.data?.data ?? [];
  const guestName = [reservation.guestClone.name, reservation.guestClone.surname]
    .filter(Boolean)
    .join(' ');
  const nameOf = (row: PayerRow) =>
    list.find((p) => p.id === row.partnerId)?.name ?? row.name ?? t('routing.noPartner');
  const label = (windowId: WindowId) => {
    const row = payers.find((p) => p.windowId === windowId);
    return t('routing.windowName', {
      n: windowId,
      payer: row ? (row.partnerId ? nameOf(row) : t('routing.noPartner')) : guestName,
    });
  };
  // What each window would be charged and owe, by the server's own arithmetic.
  const preview = windowsOfRouting({
    routing: {
      windows: payers.map((row) => ({
        windowId: row.windowId,
        partnerClone: { partnerId: row.partnerId, name: nameOf(row), discount: 0 },
      })),
      routes,
    },
    price: reservation.price,
    fee: null,
    payments: (reservation.payments ?? []).map((p) => ({
      windowId: p.windowId ?? null,
      net: p.amountMnt - (p.refunds ?? []).reduce((sum, r) => sum + r.amount, 0),
    })),
  });
  const kindAmount = (kind: ChargeKind) =>
    reservation.price.lines
      .filter((line) => chargeKindOf(line) === kind)
      .reduce((sum, line) => sum + line.amount, 0);
  const hasPayments = (windowId: WindowId) =>
    (reservation.routing?.windows ?? []).some((w) => w.windowId === windowId) &&
    paymentsOfWindow(reservation, windowId).length > 0;

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      const errors: Record<string, string[]> = {};
      payers.forEach((row, index) => {
        if (!row.partnerId) errors[`windows.${index}.partnerId`] = [t('routing.choosePartner')];
        else if (payers.findIndex((p) => p.partnerId === row.partnerId) < index) {
          errors[`windows.${index}.partnerId`] = [t('routing.partnerTwice')];
        }
      });
      if (Object.keys(errors).length > 0) {
        form.showFieldErrors(errors);
        return false;
      }
      return true;
    },
    send: async (idempotencyKey) => {
      form.clear();
      const routing: RoutingRequest = {
        reservationIds: [reservation.id],
        windows: payers.map((row) => ({ windowId: row.windowId, partnerId: row.partnerId })),
        routes,
      };
      await save({ slug, idempotencyKey, routing }).unwrap();
      toaster.create({ type: 'success', title: t('routing.saved'), closable: true });
      onDone();
    },
    onError: form.showServerErrors,
  });

  const free = PARTNER_WINDOWS.filter((id) => !payers.some((p) => p.windowId === id));
  const addPayer = () => {
    const windowId = free[0];
    if (!windowId) return;
    edited();
    setPayers((rows) =>
      [...rows, { windowId, partnerId: '', name: null }].sort((a, b) =>
        a.windowId.localeCompare(b.windowId),
      ),
    );
  };
  const removePayer = (windowId: PartnerWindowId) => {
    edited();
    form.clear();
    setPayers((rows) => rows.filter((row) => row.windowId !== windowId));
    // Its charges go back to the guest.
    setRoutes((current) => {
      const next = { ...current };
      for (const kind of CHARGE_KINDS) if (next[kind] === windowId) next[kind] = GUEST_WINDOW;
      return next;
    });
  };
  const windowIds: WindowId[] = [GUEST_WINDOW, ...payers.map((p) => p.windowId)];
  const previewOf = (windowId: WindowId) => preview.find((w) => w.windowId === windowId);

  return (
    <DialogForm
      title={t('routing.title', { number: reservation.number })}
      description={t('routing.description')}
      onSubmit={onSubmit}
      creating={false}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <Stack gap="3" as="fieldset">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
          {t('routing.payers')}
        </Text>
        <WindowRow
          n={GUEST_WINDOW}
          charges={previewOf(GUEST_WINDOW)?.charges ?? 0}
          money={money}
          testId="routing-window-1"
        >
          <Text fontWeight="semibold">{guestName}</Text>
          <Text fontSize="xs" color="fg.muted">
            {t('routing.guestWindow')}
          </Text>
        </WindowRow>
        {payers.map((row, index) => {
          const locked = hasPayments(row.windowId);
          return (
            <WindowRow
              key={row.windowId}
              n={row.windowId}
              charges={previewOf(row.windowId)?.charges ?? 0}
              money={money}
              testId={`routing-window-${row.windowId}`}
              remove={
                <IconButton
                  variant="ghost"
                  colorPalette="red"
                  size="sm"
                  aria-label={t('routing.remove', { n: row.windowId })}
                  disabled={locked}
                  onClick={() => removePayer(row.windowId)}
                >
                  <TrashIcon />
                </IconButton>
              }
            >
              <FormField
                label={t('routing.partner', { n: row.windowId })}
                errors={form.errors[`windows.${index}.partnerId`]}
                helperText={locked ? t('routing.locked') : undefined}
                disabled={locked}
                required
              >
                <NativeSelect.Root size="sm" disabled={locked || partners.isLoading}>
                  <NativeSelect.Field
                    name={`windows.${index}.partnerId`}
                    value={row.partnerId}
                    ref={(element) => {
                      form.inputRef(`windows.${index}.partnerId`)(element);
                      if (index === payers.length - 1) first.current = element;
                    }}
                    onChange={(e) => {
                      edited();
                      form.clearField(`windows.${index}.partnerId`);
                      const partnerId = e.target.value;
                      setPayers((rows) =>
                        rows.map((r) => (r.windowId === row.windowId ? { ...r, partnerId } : r)),
                      );
                    }}
                  >
                    <option value="">{t('routing.choosePartner')}</option>
                    {row.partnerId && !list.some((p) => p.id === row.partnerId) ? (
                      <option value={row.partnerId}>{nameOf(row)}</option>
                    ) : null}
                    {list.map((partner) => (
                      <option key={partner.id} value={partner.id}>
                        {partner.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </WindowRow>
          );
        })}
        {partners.isSuccess && list.length === 0 ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {t('routing.noPartners')}
          </Text>
        ) : null}
        {free.length > 0 ? (
          <Box>
            <Button
              size="sm"
              variant="outline"
              onClick={addPayer}
              disabled={partners.isSuccess && list.length === 0}
            >
              <PlusIcon />
              {t('routing.add')}
            </Button>
          </Box>
        ) : null}
      </Stack>

      <Stack gap="3" as="fieldset">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
          {t('routing.charges')}
        </Text>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          {CHARGE_KINDS.map((kind) => (
            <FormField
              key={kind}
              label={t(`routing.kinds.${kind}`)}
              errors={form.errors[`routes.${kind}`]}
              helperText={t('routing.kindAmount', { amount: money(kindAmount(kind)) })}
            >
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  name={`routes.${kind}`}
                  value={routes[kind]}
                  ref={form.inputRef(`routes.${kind}`)}
                  onChange={(e) => {
                    edited();
                    form.clearField(`routes.${kind}`);
                    const windowId = e.target.value as WindowId;
                    setRoutes((current) => ({ ...current, [kind]: windowId }));
                  }}
                >
                  {windowIds.map((id) => (
                    <option key={id} value={id}>
                      {label(id)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          ))}
        </Grid>
      </Stack>
    </DialogForm>
  );
}

/** One payer window of the dialog: its number, who pays it, what it would be charged. */
function WindowRow({
  n,
  charges,
  money,
  remove,
  testId,
  children,
}: {
  n: WindowId;
  charges: number;
  money: (value: number) => string;
  remove?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('folio');
  return (
    <Grid
      templateColumns="auto 1fr auto auto"
      gap="3"
      alignItems="center"
      borderWidth="1px"
      borderRadius="lg"
      px="3"
      py="2"
      data-testid={testId}
    >
      <Box
        w="7"
        h="7"
        borderRadius="full"
        bg="brand.subtle"
        color="brand.fg"
        fontWeight="bold"
        fontSize="sm"
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        <span aria-hidden="true">{n}</span>
        <Box as="span" srOnly>
          {t('routing.windowNumber', { n })}
        </Box>
      </Box>
      <Stack gap="0" minW="0">
        {children}
      </Stack>
      <Stack gap="0" textAlign="end">
        <Text fontSize="xs" color="fg.muted">
          {t('window.charges')}
        </Text>
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {money(charges)}
        </Text>
      </Stack>
      <HStack minW="8">{remove}</HStack>
    </Grid>
  );
}
