import { Badge, Button, Grid, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONGOLIA, nationalityValue } from '@hotel/events/countries';
import { CountrySelect, useNationalityName } from '../../components/country-select';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { PencilIcon, PlusIcon } from '../../components/icons';
import { useDialog } from '../../components/use-dialog';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import { Block } from '../../shared/reservations/detail-ui';
import type { Reservation } from '../../shared/reservations/reservations-api';
import { RemoveButton, useRemoval } from './charges-ui';
import {
  type StayGuest,
  type StayGuestForm,
  useSaveStayGuestMutation,
} from '../../shared/reservations/folio-api';

/**
 * The guests staying: the reservation's guest (primary) and the others, each edited in a
 * dialog or removed.
 */
export function GuestsPanel({ slug, reservation }: { slug: string; reservation: Reservation }) {
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
