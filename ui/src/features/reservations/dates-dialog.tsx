import { Alert, Grid, SimpleGrid, Text } from '@chakra-ui/react';
import { addDays, isIsoDate } from '@hotel/events/dates';
import { changeDatesSchema } from '@hotel/events/reservations/commands';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import {
  type DialogOpenProps,
  FormInDialog,
  type InDialogProps,
} from '../../components/form-in-dialog';
import { DateField, MoneyField, TextField } from '../../components/form/fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { formatMoney } from '../../lib/format';
import { toaster } from '../../lib/toaster';
import {
  type DatesCheck,
  type DatesRequest,
  type Reservation,
  useChangeDatesMutation,
  useCheckDatesMutation,
} from '../../shared/reservations/reservations-api';

const FIELDS = ['checkIn', 'checkOut', 'arrivalTime', 'exitTime', 'resTime', 'timePrice'] as const;

/** The form's values, named as the command's body names them (numbers as typed). */
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

interface DatesDialogProps extends DialogOpenProps {
  slug: string;
  reservation: Reservation;
  /** The property's working date: staff may start a stay from the day before it. */
  workingDate: string;
}

/**
 * New dates (times, hours) for the stay (operations spec §4): first the server checks them
 * (POST /api/check/reservation: availability, total and balance, nothing saved) — a refusal
 * shows its message in a warning —, then they are saved (POST /api/reservation/dates).
 * Changing check-in moves check-out to the next day (night stays) or the same day.
 */
export function DatesDialog({ slug, reservation, workingDate, ...dialog }: DatesDialogProps) {
  return (
    <FormInDialog
      {...dialog}
      form={DatesForm}
      formKey={reservation.id}
      props={{ slug, reservation, workingDate }}
    />
  );
}

function DatesForm({
  slug,
  reservation,
  workingDate,
  first,
  onDone,
}: InDialogProps & {
  slug: string;
  reservation: Reservation;
  workingDate: string;
}) {
  const { t } = useTranslation('reservations');
  const [checkDates, { isLoading: checking }] = useCheckDatesMutation();
  const [changeDates, { isLoading: saving }] = useChangeDatesMutation();
  /** The answer of the check and the request it was for (a change asks again). */
  const [checked, setChecked] = useState<{ result: DatesCheck; for: string } | null>(null);
  const { stayType } = reservation;
  const form = useCommandForm({
    schema: changeDatesSchema,
    fields: FIELDS,
    defaultValues: valuesOf(reservation),
    toRequest: (values: Values) => datesRequestOf(reservation, values),
    send: async (request, idempotencyKey) => {
      // First the check (nothing saved); once the dates are found free, the save.
      if (!canSave) {
        const answer = await checkDates({ slug, dates: request }).unwrap();
        setChecked({ result: answer, for: JSON.stringify(request) });
        return;
      }
      await changeDates({ slug, idempotencyKey, dates: request }).unwrap();
      toaster.create({ type: 'success', title: t('dates.saved'), closable: true });
      onDone();
    },
  });
  const values: Values = form.watch();
  const current = JSON.stringify(datesRequestOf(reservation, values));
  const result = checked && checked.for === current ? checked.result : null;
  const canSave = result?.available === true;
  const canChangeCheckIn = reservation.allowed.changeCheckIn;
  const earliest = workingDate ? addDays(workingDate, -1) : undefined;
  const unchanged = current === JSON.stringify(datesRequestOf(reservation, valuesOf(reservation)));
  /** The field focused when the dialog opens: check-in, or the first that can change. */
  const firstOf = (focused: boolean) => (focused ? { inputRef: first } : {});

  return (
    <DialogForm
      title={t('dates.title')}
      description={t(`dates.description.${stayType}`)}
      onSubmit={form.onSubmit}
      creating={false}
      submitting={canSave ? saving : checking}
      otherErrors={form.otherErrors}
      {...(canSave ? {} : { submitLabel: t('dates.check'), submittingLabel: t('dates.check') })}
      submitDisabled={!canSave && unchanged}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <DateField
          form={form}
          name="checkIn"
          label={t('dates.checkIn')}
          disabled={!canChangeCheckIn}
          helperText={canChangeCheckIn ? undefined : t('dates.checkInLocked')}
          required
          min={earliest}
          onValueChange={(checkIn) => {
            // Changing check-in moves check-out: the next day for nights, else the same day (a
            // date still being typed moves nothing).
            if (isIsoDate(checkIn)) {
              form.setValue('checkOut', stayType === 'night' ? addDays(checkIn, 1) : checkIn);
            }
          }}
          {...firstOf(canChangeCheckIn)}
        />
        {stayType === 'night' ? (
          <DateField
            form={form}
            name="checkOut"
            label={t('dates.checkOut')}
            required
            min={isIsoDate(values.checkIn) ? addDays(values.checkIn, 1) : undefined}
            {...firstOf(!canChangeCheckIn)}
          />
        ) : (
          <DateField
            form={form}
            name="arrivalTime"
            label={t('dates.arrivalTime')}
            disabled={!canChangeCheckIn}
            time
          />
        )}
        {stayType === 'day' ? (
          <DateField
            form={form}
            name="exitTime"
            label={t('dates.exitTime')}
            time
            {...firstOf(!canChangeCheckIn)}
          />
        ) : null}
        {stayType === 'time' ? (
          <>
            <TextField
              form={form}
              name="resTime"
              label={t('dates.hours')}
              required
              type="number"
              min={1}
              max={24}
              inputMode="numeric"
              parse={(text) => text.replace(/\D+/g, '')}
              {...firstOf(!canChangeCheckIn)}
            />
            <MoneyField
              form={form}
              name="timePrice"
              label={t('dates.price')}
              helperText={t('dates.priceHelp')}
              optionalText={t('optional')}
            />
          </>
        ) : null}
      </SimpleGrid>
      <DatesCheckResult result={result} unchanged={unchanged} />
    </DialogForm>
  );
}

/** What the check found: free with the new total and balance, or the server's refusal. */
function DatesCheckResult({
  result,
  unchanged,
}: {
  result: DatesCheck | null;
  unchanged: boolean;
}) {
  const { t, i18n } = useTranslation('reservations');
  const money = (value: number) => formatMoney(value, i18n.language);
  if (!result) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {unchanged ? t('dates.unchanged') : t('dates.checkFirst')}
      </Text>
    );
  }
  if (!result.available) {
    return (
      <Alert.Root status="warning" borderRadius="lg" data-testid="dates-check">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('dates.unavailable')}</Alert.Title>
          <Alert.Description>{result.message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
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
  );
}
