import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Grid,
  Input,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, TimeInput } from '../../components/date-input';
import { FormAlert } from '../../components/form-alert';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import { addDays, isIsoDate } from '@hotel/events/dates';
import { formatMoney } from '../../lib/format';
import { MoneyInput } from '../settings';
import {
  type DatesCheck,
  type DatesRequest,
  type Reservation,
  useChangeDatesMutation,
  useCheckDatesMutation,
} from '../../shared/reservations/reservations-api';

const FIELDS = ['checkIn', 'checkOut', 'arrivalTime', 'exitTime', 'resTime', 'timePrice'] as const;

interface Values {
  checkIn: string;
  checkOut: string;
  arrivalTime: string;
  exitTime: string;
  resTime: string;
  timePrice: string;
}

const valuesOf = (reservation: Reservation): Values => ({
  checkIn: reservation.checkIn,
  checkOut: reservation.checkOut,
  arrivalTime: reservation.arrivalTime,
  exitTime: reservation.exitTime,
  resTime: reservation.hours === null ? '' : String(reservation.hours),
  timePrice: reservation.timePrice === null ? '' : String(reservation.timePrice),
});

/** The request for the values (both the check and the save send it). */
export const datesRequestOf = (reservation: Reservation, values: Values): DatesRequest => {
  const { stayType } = reservation;
  const base = { id: reservation.id, stayType, checkIn: values.checkIn };
  if (stayType === 'night') return { ...base, checkOut: values.checkOut };
  if (stayType === 'day') {
    return {
      ...base,
      checkOut: values.checkIn,
      arrivalTime: values.arrivalTime || null,
      exitTime: values.exitTime || null,
    };
  }
  return {
    ...base,
    checkOut: values.checkIn,
    arrivalTime: values.arrivalTime || null,
    resTime: values.resTime ? Number(values.resTime) : null,
    timePrice: values.timePrice ? Number(values.timePrice) : null,
  };
};

interface DatesDialogProps {
  slug: string;
  reservation: Reservation;
  /** The property's working date: staff may start a stay from the day before it. */
  workingDate: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * New dates (times, hours) for the stay (operations spec §4): first the server checks them
 * (POST /api/check/reservation: availability, total and balance, nothing saved) — a refusal
 * shows its message in a warning —, then they are saved (POST /api/reservation/dates).
 * Changing check-in moves check-out to the next day (night stays) or the same day.
 */
export function DatesDialog({
  slug,
  reservation,
  workingDate,
  open,
  onOpenChange,
}: DatesDialogProps) {
  const first = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first}>
      <DatesForm
        key={reservation.id}
        slug={slug}
        reservation={reservation}
        workingDate={workingDate}
        first={first}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function DatesForm({
  slug,
  reservation,
  workingDate,
  first,
  onDone,
}: {
  slug: string;
  reservation: Reservation;
  workingDate: string;
  first: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('reservations');
  const [checkDates, { isLoading: checking }] = useCheckDatesMutation();
  const [changeDates, { isLoading: saving }] = useChangeDatesMutation();
  const form = useFormErrors(FIELDS);
  const [values, setValues] = useState<Values>(() => valuesOf(reservation));
  /** The answer of the check and the values it was for (a change asks again). */
  const [checked, setChecked] = useState<{ result: DatesCheck; for: string } | null>(null);
  const money = (value: number) => formatMoney(value, i18n.language);
  const { stayType } = reservation;
  const request = datesRequestOf(reservation, values);
  const current = JSON.stringify(request);
  const result = checked && checked.for === current ? checked.result : null;
  const canSave = result?.available === true;
  const canChangeCheckIn = reservation.allowed.changeCheckIn;
  const earliest = workingDate ? addDays(workingDate, -1) : undefined;

  const change = <K extends keyof Values>(field: K, value: Values[K]) => {
    edited();
    form.clearField(field);
    setValues((old) => {
      const next = { ...old, [field]: value };
      // Changing check-in moves check-out: the next day for nights, else the same day (a date
      // still being typed moves nothing).
      if (field === 'checkIn' && isIsoDate(value)) {
        next.checkOut = stayType === 'night' ? addDays(value, 1) : value;
      }
      return next;
    });
  };

  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      if (!canSave) {
        const answer = await checkDates({ slug, dates: request }).unwrap();
        setChecked({ result: answer, for: current });
        return;
      }
      await changeDates({ slug, idempotencyKey, dates: request }).unwrap();
      toaster.create({ type: 'success', title: t('dates.saved'), closable: true });
      onDone();
    },
    onError: form.showServerErrors,
  });

  const unchanged = current === JSON.stringify(datesRequestOf(reservation, valuesOf(reservation)));

  return (
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>{t('dates.title')}</Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {t(`dates.description.${stayType}`)}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField
              label={t('dates.checkIn')}
              errors={form.errors.checkIn}
              disabled={!canChangeCheckIn}
              helperText={canChangeCheckIn ? undefined : t('dates.checkInLocked')}
              required
            >
              <DateInput
                name="checkIn"
                value={values.checkIn}
                min={earliest}
                ref={(element) => {
                  form.inputRef('checkIn')(element);
                  if (canChangeCheckIn) first.current = element;
                }}
                onChange={(e) => change('checkIn', e.target.value)}
              />
            </FormField>
            {stayType === 'night' ? (
              <FormField label={t('dates.checkOut')} errors={form.errors.checkOut} required>
                <DateInput
                  name="checkOut"
                  value={values.checkOut}
                  min={isIsoDate(values.checkIn) ? addDays(values.checkIn, 1) : undefined}
                  ref={(element) => {
                    form.inputRef('checkOut')(element);
                    if (!canChangeCheckIn) first.current = element;
                  }}
                  onChange={(e) => change('checkOut', e.target.value)}
                />
              </FormField>
            ) : (
              <FormField
                label={t('dates.arrivalTime')}
                errors={form.errors.arrivalTime}
                disabled={!canChangeCheckIn}
              >
                <TimeInput
                  name="arrivalTime"
                  value={values.arrivalTime}
                  ref={form.inputRef('arrivalTime')}
                  onChange={(e) => change('arrivalTime', e.target.value)}
                />
              </FormField>
            )}
            {stayType === 'day' ? (
              <FormField label={t('dates.exitTime')} errors={form.errors.exitTime}>
                <TimeInput
                  name="exitTime"
                  value={values.exitTime}
                  ref={(element) => {
                    form.inputRef('exitTime')(element);
                    if (!canChangeCheckIn) first.current = element;
                  }}
                  onChange={(e) => change('exitTime', e.target.value)}
                />
              </FormField>
            ) : null}
            {stayType === 'time' ? (
              <FormField label={t('dates.hours')} errors={form.errors.resTime} required>
                <Input
                  type="number"
                  name="resTime"
                  min={1}
                  max={24}
                  inputMode="numeric"
                  value={values.resTime}
                  ref={(element) => {
                    form.inputRef('resTime')(element);
                    if (!canChangeCheckIn) first.current = element;
                  }}
                  onChange={(e) => change('resTime', e.target.value.replace(/\D+/g, ''))}
                />
              </FormField>
            ) : null}
            {stayType === 'time' ? (
              <FormField
                label={t('dates.price')}
                errors={form.errors.timePrice}
                helperText={t('dates.priceHelp')}
                optionalText={t('optional')}
              >
                <MoneyInput
                  name="timePrice"
                  value={values.timePrice}
                  ref={form.inputRef('timePrice')}
                  onChange={(digits) => change('timePrice', digits)}
                />
              </FormField>
            ) : null}
          </SimpleGrid>
          {result && result.available ? (
            <Alert.Root status="success" borderRadius="lg" data-testid="dates-check">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('dates.available')}</Alert.Title>
                <Grid templateColumns="auto auto" justifyContent="start" columnGap="6" mt="1">
                  <Text>{t('money.total')}</Text>
                  <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {money(result.total)}
                  </Text>
                  <Text>{t('money.balance')}</Text>
                  <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {money(result.balance)}
                  </Text>
                </Grid>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {result && !result.available ? (
            <Alert.Root status="warning" borderRadius="lg" data-testid="dates-check">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('dates.unavailable')}</Alert.Title>
                <Alert.Description>{result.message}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {!result ? (
            <Text fontSize="sm" color="fg.muted">
              {unchanged ? t('dates.unchanged') : t('dates.checkFirst')}
            </Text>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray" disabled={saving}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
        </Dialog.ActionTrigger>
        {canSave ? (
          <Button
            type="submit"
            loading={saving}
            loadingText={t('actions.saving', { ns: 'common' })}
          >
            {t('actions.save', { ns: 'common' })}
          </Button>
        ) : (
          <Button type="submit" loading={checking} disabled={unchanged}>
            {t('dates.check')}
          </Button>
        )}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton
          size="sm"
          colorPalette="gray"
          aria-label={t('actions.close', { ns: 'common' })}
        />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}
