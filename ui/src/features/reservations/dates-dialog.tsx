import { Grid, SimpleGrid, Text } from '@chakra-ui/react';
import { addDays, isIsoDate } from '@hotel/events/dates';
import { changeDatesSchema } from '@hotel/events/reservations/commands';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { formDialogOf } from '../../components/form-in-dialog';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import {
  type DatesCheck,
  type DatesRequest,
  type Reservation,
  useChangeDatesMutation,
  useCheckDatesMutation,
} from '../../shared/reservations/reservations-api';
import {
  type ReservationFormProps,
  reservationKey,
} from '../../shared/reservations/reservation-dialog-props';
import { toastDone } from '../../components/done-toast';
import { TitledAlert } from '../../components/titled-alert';
import { useMoney } from '../../components/use-money';

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

interface WorkingDateProps {
  /** The property's working date: staff may start a stay from the day before it. */
  workingDate: string;
}

/**
 * New dates (times, hours) for the stay (operations spec §4): first the server checks them
 * (POST /api/check/reservation: availability, total and balance, nothing saved) — a refusal
 * shows its message in a warning —, then they are saved (POST /api/reservation/dates).
 * Changing check-in moves check-out to the next day (night stays) or the same day.
 */
export const DatesDialog = formDialogOf(DatesForm, reservationKey);

/**
 * The dialog's fields for the stay's type: check-in (locked once the guest is in), then
 * check-out for nights, the arrival (and the exit of a day use) for day and hour stays, and the
 * hours and their price for an hourly stay. The one focused on opening is check-in, or the
 * first after it that can change.
 */
export function datesFieldsOf({
  stayType,
  canChangeCheckIn,
  earliest,
  checkIn,
  onCheckIn,
}: {
  stayType: Reservation['stayType'];
  canChangeCheckIn: boolean;
  /** The earliest check-in (the day before the working date). */
  earliest: string | undefined;
  /** The check-in as typed (check-out's minimum once it is a date). */
  checkIn: string;
  onCheckIn: (checkIn: string) => void;
}): FieldSpec<Values>[] {
  const later = !canChangeCheckIn;
  return [
    {
      kind: 'date',
      name: 'checkIn',
      label: 'dates.checkIn',
      disabled: !canChangeCheckIn,
      helperText: canChangeCheckIn ? undefined : 'dates.checkInLocked',
      required: true,
      min: earliest,
      onValueChange: onCheckIn,
      first: canChangeCheckIn,
    },
    stayType === 'night'
      ? {
          kind: 'date',
          name: 'checkOut',
          label: 'dates.checkOut',
          required: true,
          min: isIsoDate(checkIn) ? addDays(checkIn, 1) : undefined,
          first: later,
        }
      : {
          kind: 'date',
          name: 'arrivalTime',
          label: 'dates.arrivalTime',
          disabled: !canChangeCheckIn,
          time: true,
        },
    ...(stayType === 'day'
      ? [
          {
            kind: 'date',
            name: 'exitTime',
            label: 'dates.exitTime',
            time: true,
            first: later,
          } as const,
        ]
      : []),
    ...(stayType === 'time'
      ? ([
          {
            kind: 'text',
            name: 'resTime',
            label: 'dates.hours',
            required: true,
            type: 'number',
            min: 1,
            max: 24,
            inputMode: 'numeric',
            parse: (text: string) => text.replace(/\D+/g, ''),
            first: later,
          },
          {
            kind: 'money',
            name: 'timePrice',
            label: 'dates.price',
            helperText: 'dates.priceHelp',
            optionalText: 'optional',
          },
        ] as const)
      : []),
  ];
}

function DatesForm({
  slug,
  reservation,
  workingDate,
  first,
  onDone,
}: ReservationFormProps & WorkingDateProps) {
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
      toastDone(t('dates.saved'));
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

  return (
    <DialogForm
      title={t('dates.title')}
      description={t(`dates.description.${stayType}`)}
      form={form}
      submitting={canSave ? saving : checking}
      {...(canSave ? {} : { submitLabel: t('dates.check'), submittingLabel: t('dates.check') })}
      submitDisabled={!canSave && unchanged}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormFields
          form={form}
          t={t}
          firstField={first}
          fields={datesFieldsOf({
            stayType,
            canChangeCheckIn,
            earliest,
            checkIn: values.checkIn,
            // Changing check-in moves check-out: the next day for nights, else the same day (a
            // date still being typed moves nothing).
            onCheckIn: (checkIn) => {
              if (isIsoDate(checkIn)) {
                form.setValue('checkOut', stayType === 'night' ? addDays(checkIn, 1) : checkIn);
              }
            },
          })}
        />
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
  const { t } = useTranslation('reservations');
  const money = useMoney();
  if (!result) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {unchanged ? t('dates.unchanged') : t('dates.checkFirst')}
      </Text>
    );
  }
  if (!result.available) {
    return (
      <TitledAlert
        status="warning"
        title={t('dates.unavailable')}
        description={result.message}
        testId="dates-check"
      />
    );
  }
  return (
    <TitledAlert status="success" title={t('dates.available')} testId="dates-check">
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
    </TitledAlert>
  );
}
