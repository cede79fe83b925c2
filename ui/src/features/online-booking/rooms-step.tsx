import { Alert, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { addDays, isIsoDate } from '../../lib/dates';
import type { OnlinePage } from './online-booking-api';
import { RoomTypeCard } from './room-type-card';
import type { OnlineBookingState } from './use-online-booking';

/**
 * Step 1: the dates, and each room type with its photos, what is free and the online rate's
 * price, a quantity per room type (operations spec §2 "Online booking").
 */
export function RoomsStep({ state }: { state: OnlineBookingState }) {
  const { t } = useTranslation('online');
  const { page } = state;
  return (
    <>
      <DatesCard page={page} state={state} />
      {state.dateError ? <FormAlert messages={[state.dateError]} /> : null}
      {page.roomTypes.length === 0 ? (
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>{t('rooms.none')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Stack gap="4" aria-busy={state.checking}>
        {page.roomTypes.map((type) => (
          <RoomTypeCard key={type.id} state={state} type={type} />
        ))}
      </Stack>
    </>
  );
}

/** Check-in and check-out within the booking window, and the nights between them. */
function DatesCard({ page, state }: { page: OnlinePage; state: OnlineBookingState }) {
  const { t } = useTranslation('online');
  const { booking } = page;
  const { checkIn, checkOut } = state;
  /** The date fields left with text that is no date (called invalid under them). */
  const [left, setLeft] = useState<{ checkIn?: boolean; checkOut?: boolean }>({});
  const dateProblem = (field: 'checkIn' | 'checkOut', value: string) =>
    left[field] && value.trim() !== '' && !isIsoDate(value)
      ? [t('dateInput.invalidDate', { ns: 'common' })]
      : undefined;
  /** The two dates: check-in within the booking window, check-out within the longest stay. */
  const dates = [
    {
      field: 'checkIn',
      value: checkIn,
      min: booking.minCheckIn,
      max: addDays(booking.minCheckIn, booking.maxDaysAhead),
      change: state.changeCheckIn,
    },
    {
      field: 'checkOut',
      value: checkOut,
      min: isIsoDate(checkIn) ? addDays(checkIn, 1) : booking.minCheckIn,
      max: isIsoDate(checkIn) ? addDays(checkIn, booking.maxNights) : undefined,
      change: state.changeCheckOut,
    },
  ] as const;
  return (
    <Card.Root borderRadius="xl">
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" alignItems="end">
          {dates.map(({ field, value, min, max, change }) => (
            <FormField
              key={field}
              label={t(`dates.${field}`)}
              errors={dateProblem(field, value)}
              required
            >
              <DateInput
                name={field}
                min={min}
                max={max}
                today={booking.minCheckIn}
                value={value}
                onChange={(e) => {
                  change(e.target.value);
                  setLeft((old) => ({ ...old, [field]: false }));
                }}
                onBlur={() => setLeft((old) => ({ ...old, [field]: true }))}
              />
            </FormField>
          ))}
          <Text color="fg.muted" pb="2">
            {state.datesValid ? t('dates.nights', { count: state.nights }) : t('dates.choose')}
          </Text>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
