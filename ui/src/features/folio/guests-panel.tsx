import { Badge, Button, Grid, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { saveStayGuestSchema } from '@hotel/events/folio/commands';
import { useTranslation } from 'react-i18next';
import { useNationalityName } from '../../components/country-select';
import { DialogForm } from '../../components/form-dialog';
import { CountryField } from '../../components/form/country-field';
import { TextField } from '../../components/form/fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { PencilIcon, PlusIcon } from '../../components/icons';
import { useDialog } from '../../components/use-dialog';
import { Block } from '../../shared/reservations/detail-ui';
import type { Reservation } from '../../shared/reservations/reservations-api';
import { RemoveButton, useRemoval } from './charges-ui';
import {
  type StayGuest,
  type StayGuestForm,
  useSaveStayGuestMutation,
} from '../../shared/reservations/folio-api';
import { FormInDialog, type InDialogProps } from '../../components/form-in-dialog';
import { toastDone } from '../../components/done-toast';
import { PERSON_FIELDS, personFormOf } from '../guests';

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
      <FormInDialog
        open={editing.open}
        onOpenChange={editing.onOpenChange}
        form={StayGuestFormView}
        formKey={editing.item?.guestCloneId ?? 'new'}
        props={{ slug, reservationId: reservation.id, guest: editing.item ?? null }}
      />
    </Block>
  );
}

/** A guest staying in the room, added or edited (POST /api/guest/clones). */
function StayGuestFormView({
  slug,
  reservationId,
  guest,
  first,
  onDone,
}: InDialogProps & { slug: string; reservationId: string; guest: StayGuest | null }) {
  const { t } = useTranslation('folio');
  const [save, { isLoading }] = useSaveStayGuestMutation();
  const form = useCommandForm({
    schema: saveStayGuestSchema,
    fields: PERSON_FIELDS,
    defaultValues: personFormOf(guest) satisfies StayGuestForm,
    toRequest: (values: StayGuestForm) => ({
      id: reservationId,
      guestCloneId: guest?.guestCloneId ?? null,
      ...values,
    }),
    check: ({ name }) => (name.trim() ? {} : { name: t('guests.nameNeeded') }),
    send: async ({ id, guestCloneId, ...values }, idempotencyKey) => {
      await save({ slug, idempotencyKey, id, guestCloneId, guest: values }).unwrap();
      toastDone(t('guests.saved'));
      onDone();
    },
  });
  const field = (
    name: Exclude<(typeof PERSON_FIELDS)[number], 'nationality'>,
    required = false,
  ) => (
    <TextField
      form={form}
      name={name}
      label={t(`guests.fields.${name}`)}
      required={required}
      {...(name === 'name' ? { inputRef: first } : {})}
    />
  );
  return (
    <DialogForm
      title={guest ? t('guests.editTitle') : t('guests.add')}
      description={t('guests.description')}
      form={form}
      creating={!guest}
      submitting={isLoading}
    >
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        {field('name', true)}
        {field('surname')}
        {field('phoneNumber')}
        {field('email')}
        {field('passportNumber')}
        <CountryField form={form} name="nationality" label={t('guests.fields.nationality')} />
      </Grid>
    </DialogForm>
  );
}
