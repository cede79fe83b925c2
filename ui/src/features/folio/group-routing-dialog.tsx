import { HStack, Stack, Text } from '@chakra-ui/react';
import { type ChargeKind, GUEST_WINDOW } from '@hotel/events/folio/routing';
import { setRoutingSchema } from '@hotel/events/folio/commands';
import { useTranslation } from 'react-i18next';
import { CheckboxItem, toggledIn } from '../../components/checkbox-item';
import { DialogForm } from '../../components/form-dialog';
import { BoundField, SelectField } from '../../components/form/fields';
import { useCommandForm } from '../../components/form/use-command-form';
import type { Group, Reservation } from '../../shared/reservations/reservations-api';
import { useListPartnersQuery } from '../settings';
import {
  type RoutingRequest,
  useSetFolioRoutingMutation,
} from '../../shared/reservations/folio-api';
import { formDialogOf, type InDialogProps } from '../../components/form-in-dialog';
import { idsLeftToServer } from './server-ids';
import { NoPartners, PartnerOptions } from './partner-options';
import { CHARGE_KINDS } from './windows';
import { toastDone } from '../../components/done-toast';

/** The group's window paid by its master payer. */
const MASTER_WINDOW = '2';

/** Rooms whose payers may still change (the server refuses checked-out, canceled, no-show). */
export const routableRooms = (group: Group): Reservation[] =>
  group.reservations.filter(
    (r) => r.status !== 'checked-out' && r.status !== 'canceled' && r.status !== 'no-show',
  );

/**
 * The form's values, named as the command's body names its fields: the master payer of the
 * windows (its partner's id) and the kinds of charge routed to it.
 */
interface GroupRoutingValues {
  windows: string;
  routes: ChargeKind[];
}

/** The rooms' ids are the group's: their errors go to the form's alert. */
const FIELDS = ['windows', 'routes'] as const;

const SCHEMA = idsLeftToServer(setRoutingSchema, ['partnerId']);

/** The group's partner (if it was booked with one) is the likely payer, of the room and its taxes. */
const valuesOf = (group: Group): GroupRoutingValues => ({
  windows: group.partnerClone?.partnerId ?? '',
  routes: ['room', 'tax'],
});

/**
 * Every room of a group to one master payer (POST /api/folio/routing with all the group's open
 * rooms, docs/folio.md "Payer routing"): a partner pays window 2 of each room, and the charges
 * ticked (the room and its taxes at first) go there; the rest stays with each room's guest.
 * It replaces each room's payers; rooms checked out, canceled or no-shows are left as they are.
 */
export const GroupRoutingDialog = formDialogOf(GroupRoutingForm, ({ group }) => group.id);

function GroupRoutingForm({
  slug,
  group,
  first,
  onDone,
}: InDialogProps & { slug: string; group: Group }) {
  const { t } = useTranslation('folio');
  const partners = useListPartnersQuery({ slug });
  const [save, { isLoading }] = useSetFolioRoutingMutation();
  const rooms = routableRooms(group);
  const list = partners.data?.data ?? [];
  const skipped = group.reservations.length - rooms.length;
  const form = useCommandForm({
    schema: SCHEMA,
    fields: FIELDS,
    defaultValues: valuesOf(group),
    toRequest: ({ windows, routes }: GroupRoutingValues): RoutingRequest => {
      const to = (kind: ChargeKind) => (routes.includes(kind) ? MASTER_WINDOW : GUEST_WINDOW);
      return {
        reservationIds: rooms.map((r) => r.id),
        windows: [{ windowId: MASTER_WINDOW, partnerId: windows }],
        routes: {
          room: to('room'),
          tax: to('tax'),
          service: to('service'),
          extraBed: to('extraBed'),
        },
      };
    },
    check: ({ windows, routes }) => ({
      ...(windows ? {} : { windows: t('routing.choosePartner') }),
      ...(routes.length > 0 ? {} : { routes: t('groupRouting.kindsNeeded') }),
    }),
    send: async (routing, idempotencyKey) => {
      await save({ slug, idempotencyKey, routing }).unwrap();
      const partnerId = routing.windows[0]?.partnerId;
      toastDone(
        t('groupRouting.saved', {
          count: rooms.length,
          partner: list.find((p) => p.id === partnerId)?.name ?? '',
        }),
      );
      onDone();
    },
  });

  return (
    <DialogForm
      title={t('groupRouting.title', { number: group.number })}
      description={t('groupRouting.description', { count: rooms.length })}
      form={form}
      submitting={isLoading}
      submitLabel={t('groupRouting.submit')}
      submitDisabled={rooms.length === 0}
    >
      <SelectField
        form={form}
        name="windows"
        label={t('groupRouting.partner')}
        required
        loading={partners.isLoading}
        inputRef={first}
      >
        <PartnerOptions partners={list} />
      </SelectField>
      <NoPartners shown={partners.isSuccess && list.length === 0} />
      <BoundField
        form={form}
        name="routes"
        render={(routes) => (
          <Stack gap="2" as="fieldset">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
              {t('groupRouting.kinds')}
            </Text>
            <HStack gap="5" wrap="wrap">
              {CHARGE_KINDS.map((kind, index) => (
                <CheckboxItem
                  key={kind}
                  checked={routes.value.includes(kind)}
                  invalid={routes.errors !== undefined}
                  onChange={(checked) => routes.onChange(toggledIn(routes.value, kind, checked))}
                  inputRef={index === 0 ? routes.ref : undefined}
                  label={t(`routing.kinds.${kind}`)}
                />
              ))}
            </HStack>
            {routes.errors ? (
              <Text fontSize="sm" color="fg.error" role="alert">
                {routes.errors.join(' ')}
              </Text>
            ) : null}
          </Stack>
        )}
      />
      {skipped > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('groupRouting.skipped', { count: skipped })}
        </Text>
      ) : null}
    </DialogForm>
  );
}
