import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Wider than a phone (481 px on): the bar gives way to the summary card's own Continue. */
export const ABOVE_PHONE = '@media screen and (min-width: 481px)';
const PHONE_ONLY = { [ABOVE_PHONE]: { display: 'none' } };

interface BookingBarProps {
  total: number;
  rooms: number;
  /** Nights of the dates chosen (0 while they are not valid). */
  nights: number;
  money: (value: number) => string;
  onContinue: () => void;
}

/**
 * The total and Continue at the bottom of a phone's screen (480 px or less) while the guest
 * chooses rooms: there the summary card sits under the whole room list, out of sight. The bar
 * stays in view as the list scrolls; a spacer as high as the bar keeps the page's end from
 * hiding under it. Wider, the summary card beside or under the list does this.
 */
export function BookingBar({ total, rooms, nights, money, onContinue }: BookingBarProps) {
  const { t } = useTranslation('online');
  return (
    <>
      <Box css={PHONE_ONLY} h="24" aria-hidden="true" />
      <Box
        css={PHONE_ONLY}
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="sticky"
        bg="bg"
        borderTopWidth="1px"
        shadow="lg"
        px="4"
        pt="3"
        pb="calc(0.75rem + env(safe-area-inset-bottom))"
        role="region"
        aria-label={t('summary.title')}
        data-testid="booking-bar"
      >
        <Flex align="center" justify="space-between" gap="3">
          <Stack gap="0" minW="0">
            <Text fontSize="xs" color="fg.muted">
              {t('summary.total')}
            </Text>
            <Text
              fontSize="lg"
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              data-testid="booking-bar-total"
            >
              {money(total)}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {rooms === 0
                ? t('summary.empty')
                : nights > 0
                  ? `${t('summary.rooms', { count: rooms })} · ${t('dates.nights', { count: nights })}`
                  : t('summary.rooms', { count: rooms })}
            </Text>
          </Stack>
          <Button flexShrink="0" disabled={rooms === 0} onClick={onContinue}>
            {t('summary.continue')}
          </Button>
        </Flex>
      </Box>
    </>
  );
}
