import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '../../components/titled-card';
import { useTranslation } from 'react-i18next';
import { ABOVE_PHONE } from './booking-bar';
import type { OnlineBookingState } from './use-online-booking';

/**
 * Beside the steps (under them on a narrow screen): the dates, the rooms chosen with their
 * prices, the total, Continue (step 1, wider than a phone) and the property's times.
 */
export function BookingSummary({ state }: { state: OnlineBookingState }) {
  const { t } = useTranslation('online');
  const { page, money } = state;
  return (
    <TitledCard
      title={t('summary.title')}
      position={{ lg: 'sticky' }}
      top={{ lg: '4' }}
      data-testid="booking-summary"
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {state.datesValid
            ? t('summary.dates', {
                checkIn: state.checkIn,
                checkOut: state.checkOut,
                count: state.nights,
              })
            : t('dates.choose')}
        </Text>
        {state.chosen.length === 0 ? (
          <Text fontSize="sm">{t('summary.empty')}</Text>
        ) : (
          <Stack gap="2" as="ul" listStyleType="none">
            {state.chosen.map((line) => (
              <Flex as="li" key={line.type.id} justify="space-between" gap="3" fontSize="sm">
                <Text>
                  {line.quantity} × {line.type.name}
                </Text>
                <Text fontVariantNumeric="tabular-nums">
                  {money(line.quantity * (line.offer?.total ?? 0))}
                </Text>
              </Flex>
            ))}
          </Stack>
        )}
        <Flex justify="space-between" fontWeight="semibold" borderTopWidth="1px" pt="3">
          <Text>{t('summary.total')}</Text>
          <Text fontVariantNumeric="tabular-nums" data-testid="booking-total">
            {money(state.total)}
          </Text>
        </Flex>
        {state.step === 1 ? (
          // On a phone the booking bar has it (booking-bar.tsx).
          <Button
            display="none"
            css={{ [ABOVE_PHONE]: { display: 'inline-flex' } }}
            disabled={state.chosen.length === 0}
            onClick={() => state.setStep(2)}
          >
            {t('summary.continue')}
          </Button>
        ) : null}
        <Text fontSize="xs" color="fg.muted">
          {t('summary.times', {
            checkIn: page.property.checkInTime,
            checkOut: page.property.checkOutTime,
          })}
        </Text>
      </Stack>
    </TitledCard>
  );
}
