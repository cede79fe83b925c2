import { Box, Button, Circle, Grid, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import {
  type ChargeKind,
  GUEST_WINDOW,
  type Routing,
  UNROUTED,
  chargeKindOf,
  windowsOf as windowsOfRouting,
} from '@hotel/events/folio/routing';
import { setRoutingSchema } from '@hotel/events/folio/commands';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { SelectField } from '../../components/form/fields';
import { type CommandForm, useCommandForm } from '../../components/form/use-command-form';
import { PlusIcon, TrashIcon } from '../../components/icons';
import type { Reservation } from '../../shared/reservations/reservations-api';
import {
  reservationKey,
  type ReservationFormProps,
} from '../../shared/reservations/reservation-dialog-props';
import { type Partner, useListPartnersQuery } from '../settings';
import {
  type RoutingRequest,
  type WindowId,
  useSetFolioRoutingMutation,
} from '../../shared/reservations/folio-api';
import { formDialogOf, type InDialogProps } from '../../components/form-in-dialog';
import { idsLeftToServer } from './server-ids';
import { NoPartners, PartnerOptions } from './partner-options';
import { CHARGE_KINDS, paymentsOfWindow } from './windows';
import { toastDone } from '../../components/done-toast';
import { useMoney } from '../../components/use-money';

type PartnerWindowId = Exclude<WindowId, '1'>;
const PARTNER_WINDOWS: readonly PartnerWindowId[] = ['2', '3', '4'];

/** A payer window of the form: its partner ('' until one is chosen). */
interface PayerRow {
  windowId: PartnerWindowId;
  partnerId: string;
  /** The partner it had when the dialog opened (it may since have left the list). */
  name: string | null;
}

/** The form's values, named as the command's body names its fields. */
interface RoutingValues {
  windows: PayerRow[];
  routes: Routing['routes'];
}

const FIELDS = [
  ...PARTNER_WINDOWS.map((_, index) => `windows.${index}.partnerId` as const),
  'windows',
  ...CHARGE_KINDS.map((kind) => `routes.${kind}` as const),
  'routes',
] as const;

const SCHEMA = idsLeftToServer(setRoutingSchema, ['partnerId']);

const valuesOf = (routing: Routing): RoutingValues => ({
  windows: routing.windows.map((w) => ({
    windowId: w.windowId,
    partnerId: w.partnerClone.partnerId,
    name: w.partnerClone.name,
  })),
  routes: routing.routes,
});

/**
 * The payers of one stay (POST /api/folio/routing; docs/folio.md "Payer routing"): window 1 is
 * the guest; up to three more windows, each paid by a partner of the property; each kind of
 * charge (the room, the taxes, the services, the extra beds) goes to exactly one window. A
 * window that holds payments keeps its payer (the server's rule: move the payments first).
 * Each window's charges are shown as they would be, by the same arithmetic as the server's.
 */
export const RoutingDialog = formDialogOf(RoutingForm, reservationKey, 'lg');

function RoutingForm({ slug, reservation, first, onDone }: ReservationFormProps) {
  const { t } = useTranslation('folio');
  const partners = useListPartnersQuery({ slug });
  const [save, { isLoading }] = useSetFolioRoutingMutation();
  const form = useCommandForm({
    schema: SCHEMA,
    fields: FIELDS,
    defaultValues: valuesOf(reservation.routing ?? UNROUTED),
    toRequest: ({ windows, routes }: RoutingValues): RoutingRequest => ({
      reservationIds: [reservation.id],
      windows: windows.map((row) => ({ windowId: row.windowId, partnerId: row.partnerId })),
      routes,
    }),
    check: ({ windows }) => {
      const errors: Partial<Record<(typeof FIELDS)[number], string>> = {};
      windows.forEach((row, index) => {
        if (!row.partnerId) errors[`windows.${index}.partnerId`] = t('routing.choosePartner');
        else if (windows.findIndex((p) => p.partnerId === row.partnerId) < index) {
          errors[`windows.${index}.partnerId`] = t('routing.partnerTwice');
        }
      });
      return errors;
    },
    send: async (routing, idempotencyKey) => {
      await save({ slug, idempotencyKey, routing }).unwrap();
      toastDone(t('routing.saved'));
      onDone();
    },
  });
  const [payers, routes] = form.watch(['windows', 'routes']);
  const list: Partner[] = partners.data?.data ?? [];
  const nameOf = (row: PayerRow) =>
    list.find((p) => p.id === row.partnerId)?.name ?? row.name ?? t('routing.noPartner');
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
  const chargesOf = (windowId: WindowId) =>
    preview.find((w) => w.windowId === windowId)?.charges ?? 0;

  return (
    <DialogForm
      title={t('routing.title', { number: reservation.number })}
      description={t('routing.description')}
      form={form}
      submitting={isLoading}
    >
      <PayersFieldset
        form={form}
        reservation={reservation}
        partners={list}
        partnersLoading={partners.isLoading}
        partnersLoaded={partners.isSuccess}
        nameOf={nameOf}
        chargesOf={chargesOf}
        first={first}
      />
      <RoutesFieldset form={form} reservation={reservation} nameOf={nameOf} />
    </DialogForm>
  );
}

const guestNameOf = (reservation: Reservation) =>
  [reservation.guestClone.name, reservation.guestClone.surname].filter(Boolean).join(' ');

/** The payer windows: the guest's, then each partner's with its partner and what it is charged. */
function PayersFieldset({
  form,
  reservation,
  partners,
  partnersLoading,
  partnersLoaded,
  nameOf,
  chargesOf,
  first,
}: {
  form: CommandForm<RoutingValues>;
  reservation: Reservation;
  partners: readonly Partner[];
  partnersLoading: boolean;
  partnersLoaded: boolean;
  nameOf: (row: PayerRow) => string;
  chargesOf: (windowId: WindowId) => number;
  first: InDialogProps['first'];
}) {
  const { t } = useTranslation('folio');
  const money = useMoney();
  const payers = form.watch('windows');
  const hasPayments = (windowId: WindowId) =>
    (reservation.routing?.windows ?? []).some((w) => w.windowId === windowId) &&
    paymentsOfWindow(reservation, windowId).length > 0;
  const free = PARTNER_WINDOWS.filter((id) => !payers.some((p) => p.windowId === id));
  const addPayer = () => {
    const windowId = free[0];
    if (!windowId) return;
    form.changed('windows');
    form.setValue(
      'windows',
      [...payers, { windowId, partnerId: '', name: null }].sort((a, b) =>
        a.windowId.localeCompare(b.windowId),
      ),
    );
  };
  const removePayer = (windowId: PartnerWindowId) => {
    form.changed('windows');
    form.clearErrors();
    form.setValue(
      'windows',
      payers.filter((row) => row.windowId !== windowId),
    );
    // Its charges go back to the guest.
    const next = { ...form.getValues('routes') };
    for (const kind of CHARGE_KINDS) if (next[kind] === windowId) next[kind] = GUEST_WINDOW;
    form.setValue('routes', next);
  };

  return (
    <Stack gap="3" as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        {t('routing.payers')}
      </Text>
      <WindowRow
        n={GUEST_WINDOW}
        charges={chargesOf(GUEST_WINDOW)}
        money={money}
        testId="routing-window-1"
      >
        <Text fontWeight="semibold">{guestNameOf(reservation)}</Text>
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
            charges={chargesOf(row.windowId)}
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
            <SelectField
              form={form}
              name={`windows.${index}.partnerId`}
              label={t('routing.partner', { n: row.windowId })}
              helperText={locked ? t('routing.locked') : undefined}
              disabled={locked}
              loading={partnersLoading}
              required
              size="sm"
              inputRef={index === payers.length - 1 ? first : undefined}
            >
              <PartnerOptions
                partners={partners}
                kept={row.partnerId ? { id: row.partnerId, name: nameOf(row) } : null}
              />
            </SelectField>
          </WindowRow>
        );
      })}
      <NoPartners shown={partnersLoaded && partners.length === 0} />
      {free.length > 0 ? (
        <Box>
          <Button
            size="sm"
            variant="outline"
            onClick={addPayer}
            disabled={partnersLoaded && partners.length === 0}
          >
            <PlusIcon />
            {t('routing.add')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/** Which window pays each kind of charge. */
function RoutesFieldset({
  form,
  reservation,
  nameOf,
}: {
  form: CommandForm<RoutingValues>;
  reservation: Reservation;
  nameOf: (row: PayerRow) => string;
}) {
  const { t } = useTranslation('folio');
  const money = useMoney();
  const payers = form.watch('windows');
  const label = (windowId: WindowId) => {
    const row = payers.find((p) => p.windowId === windowId);
    return t('routing.windowName', {
      n: windowId,
      payer: row
        ? row.partnerId
          ? nameOf(row)
          : t('routing.noPartner')
        : guestNameOf(reservation),
    });
  };
  const kindAmount = (kind: ChargeKind) =>
    reservation.price.lines
      .filter((line) => chargeKindOf(line) === kind)
      .reduce((sum, line) => sum + line.amount, 0);
  const windowIds: WindowId[] = [GUEST_WINDOW, ...payers.map((p) => p.windowId)];
  return (
    <Stack gap="3" as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        {t('routing.charges')}
      </Text>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        {CHARGE_KINDS.map((kind) => (
          <SelectField
            key={kind}
            form={form}
            name={`routes.${kind}`}
            label={t(`routing.kinds.${kind}`)}
            helperText={t('routing.kindAmount', { amount: money(kindAmount(kind)) })}
            size="sm"
          >
            {windowIds.map((id) => (
              <option key={id} value={id}>
                {label(id)}
              </option>
            ))}
          </SelectField>
        ))}
      </Grid>
    </Stack>
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
      <Circle size="7" bg="brand.subtle" color="brand.fg" fontWeight="bold" fontSize="sm">
        <span aria-hidden="true">{n}</span>
        <Box as="span" srOnly>
          {t('routing.windowNumber', { n })}
        </Box>
      </Circle>
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
