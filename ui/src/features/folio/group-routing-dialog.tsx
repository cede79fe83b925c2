import { Checkbox, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type ChargeKind, GUEST_WINDOW } from '@hotel/events/folio/routing';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import type { Group, Reservation } from '../../shared/reservations/reservations-api';
import { useListPartnersQuery } from '../settings';
import {
  type RoutingRequest,
  useSetFolioRoutingMutation,
} from '../../shared/reservations/folio-api';
import { CHARGE_KINDS } from './windows';

const FIELDS: readonly string[] = ['windows', 'routes', 'reservationIds'];

/** The group's window paid by its master payer. */
const MASTER_WINDOW = '2';

/** Rooms whose payers may still change (the server refuses checked-out, canceled, no-show). */
export const routableRooms = (group: Group): Reservation[] =>
  group.reservations.filter(
    (r) => r.status !== 'checked-out' && r.status !== 'canceled' && r.status !== 'no-show',
  );

/**
 * Every room of a group to one master payer (POST /api/folio/routing with all the group's open
 * rooms, docs/folio.md "Payer routing"): a partner pays window 2 of each room, and the charges
 * ticked (the room and its taxes at first) go there; the rest stays with each room's guest.
 * It replaces each room's payers; rooms checked out, canceled or no-shows are left as they are.
 */
export function GroupRoutingDialog({
  slug,
  group,
  open,
  onOpenChange,
}: {
  slug: string;
  group: Group;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const first = useRef<HTMLSelectElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} size="md">
      <GroupRoutingForm
        slug={slug}
        group={group}
        first={first}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function GroupRoutingForm({
  slug,
  group,
  first,
  onDone,
}: {
  slug: string;
  group: Group;
  first: RefObject<HTMLSelectElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('folio');
  const partners = useListPartnersQuery({ slug });
  const [save, { isLoading }] = useSetFolioRoutingMutation();
  const form = useFormErrors(FIELDS);
  const rooms = routableRooms(group);
  // The group's partner (if it was booked with one) is the likely payer.
  const [partnerId, setPartnerId] = useState(group.partnerClone?.partnerId ?? '');
  const [kinds, setKinds] = useState<Set<ChargeKind>>(() => new Set(['room', 'tax']));
  const list = partners.data?.data ?? [];
  const skipped = group.reservations.length - rooms.length;

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      const errors: Record<string, string[]> = {};
      if (!partnerId) errors.windows = [t('routing.choosePartner')];
      if (kinds.size === 0) errors.routes = [t('groupRouting.kindsNeeded')];
      if (Object.keys(errors).length > 0) {
        form.showFieldErrors(errors);
        return false;
      }
      return true;
    },
    send: async (idempotencyKey) => {
      form.clear();
      const to = (kind: ChargeKind) => (kinds.has(kind) ? MASTER_WINDOW : GUEST_WINDOW);
      const routing: RoutingRequest = {
        reservationIds: rooms.map((r) => r.id),
        windows: [{ windowId: MASTER_WINDOW, partnerId }],
        routes: {
          room: to('room'),
          tax: to('tax'),
          service: to('service'),
          extraBed: to('extraBed'),
        },
      };
      await save({ slug, idempotencyKey, routing }).unwrap();
      toaster.create({
        type: 'success',
        title: t('groupRouting.saved', {
          count: rooms.length,
          partner: list.find((p) => p.id === partnerId)?.name ?? '',
        }),
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
  });

  return (
    <DialogForm
      title={t('groupRouting.title', { number: group.number })}
      description={t('groupRouting.description', { count: rooms.length })}
      onSubmit={onSubmit}
      creating={false}
      submitting={isLoading}
      otherErrors={form.other}
      submitLabel={t('groupRouting.submit')}
      submitDisabled={rooms.length === 0}
    >
      <FormField label={t('groupRouting.partner')} errors={form.errors.windows} required>
        <NativeSelect.Root disabled={partners.isLoading}>
          <NativeSelect.Field
            name="partnerId"
            value={partnerId}
            ref={(element) => {
              form.inputRef('windows')(element);
              first.current = element;
            }}
            onChange={(e) => {
              edited();
              form.clearField('windows');
              setPartnerId(e.target.value);
            }}
          >
            <option value="">{t('routing.choosePartner')}</option>
            {list.map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partner.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {partners.isSuccess && list.length === 0 ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t('routing.noPartners')}
        </Text>
      ) : null}
      <Stack gap="2" as="fieldset">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
          {t('groupRouting.kinds')}
        </Text>
        <HStack gap="5" wrap="wrap">
          {CHARGE_KINDS.map((kind) => (
            <Checkbox.Root
              key={kind}
              checked={kinds.has(kind)}
              invalid={form.errors.routes !== undefined}
              onCheckedChange={(details) => {
                edited();
                form.clearField('routes');
                setKinds((current) => {
                  const next = new Set(current);
                  if (details.checked === true) next.add(kind);
                  else next.delete(kind);
                  return next;
                });
              }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`routing.kinds.${kind}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
        {form.errors.routes ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {form.errors.routes.join(' ')}
          </Text>
        ) : null}
      </Stack>
      {skipped > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('groupRouting.skipped', { count: skipped })}
        </Text>
      ) : null}
    </DialogForm>
  );
}
