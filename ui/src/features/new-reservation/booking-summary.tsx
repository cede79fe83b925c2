import { Box, Card, HStack, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type {
  AvailabilityRequest,
  RoomTypeAvailability,
} from '../../shared/reservations/reservations-api';
import { formatMoney } from '../../lib/format';
import { quoteArgsOf, useLineQuote, useLinePrices } from './line-quotes';
import { type BookingLine, bookingTotal, lineAmount } from './lines';
import { daysBetween } from './stay';
import { localName } from '../../lib/names';

interface BookingSummaryProps {
  slug: string;
  stay: AvailabilityRequest;
  roomTypes: readonly RoomTypeAvailability[];
  lines: readonly BookingLine[];
}

/** The side panel of steps 2 and 3: the stay, each line's amount and the booking's total. */
export function BookingSummary({ slug, stay, roomTypes, lines }: BookingSummaryProps) {
  const { t, i18n } = useTranslation('booking');
  const args = lines.map((line) => quoteArgsOf(slug, stay, line));
  const prices = useLinePrices(args);
  const missing = args.some((a) => a === null) || prices.some((price) => price === 'error');
  const known = prices.every((price) => typeof price === 'number');
  const total = bookingTotal(
    lines,
    prices.map((price) => (typeof price === 'number' ? price : undefined)),
  );
  const nights = stay.stayType === 'night' ? daysBetween(stay.checkIn, stay.checkOut) : 0;

  return (
    <Card.Root
      as="aside"
      aria-label={t('summary.title')}
      variant="outline"
      borderRadius="xl"
      position={{ lg: 'sticky' }}
      top={{ lg: '20' }}
    >
      <Card.Header pb="2">
        <Heading as="h2" size="md">
          {t('summary.title')}
        </Heading>
      </Card.Header>
      <Card.Body gap="4" pt="2">
        <Stack gap="1" fontSize="sm">
          <Text fontWeight="medium">{t(`common:stayType.${stay.stayType}`)}</Text>
          <Text color="fg.muted" fontVariantNumeric="tabular-nums">
            {stay.stayType === 'night'
              ? t('summary.nightDates', {
                  checkIn: stay.checkIn,
                  checkOut: stay.checkOut,
                  count: nights,
                })
              : stay.stayType === 'time'
                ? t('summary.timeDate', {
                    date: stay.checkIn,
                    from: stay.arrivalTime ?? '',
                    to: stay.exitTime ?? '',
                    count: stay.resTime ?? 0,
                  })
                : t('summary.dayDate', {
                    date: stay.checkIn,
                    from: stay.arrivalTime ?? '',
                    to: stay.exitTime ?? '',
                  })}
          </Text>
        </Stack>
        <Separator />
        {lines.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('summary.empty')}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {lines.map((line, i) => (
              <SummaryLine
                key={line.key}
                line={line}
                args={args[i] ?? null}
                roomType={roomTypes.find((r) => r.roomTypeId === line.roomTypeId)}
              />
            ))}
          </Stack>
        )}
        <Separator />
        <HStack justify="space-between" align="baseline">
          <Text fontWeight="semibold">{t('summary.total')}</Text>
          {missing ? (
            <Text fontSize="xl" fontWeight="bold" color="fg.subtle">
              {t('summary.unknown')}
            </Text>
          ) : known ? (
            <Text
              fontSize="xl"
              fontWeight="bold"
              fontVariantNumeric="tabular-nums"
              data-testid="booking-total"
            >
              {formatMoney(total, i18n.language)}
            </Text>
          ) : (
            <Skeleton h="6" w="28" aria-label={t('lines.pricing')} />
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function SummaryLine({
  line,
  args,
  roomType,
}: {
  line: BookingLine;
  args: ReturnType<typeof quoteArgsOf>;
  roomType: RoomTypeAvailability | undefined;
}) {
  const { t, i18n } = useTranslation('booking');
  const quote = useLineQuote(args);
  const plan = roomType?.ratePlans.find((p) => p.id === line.ratePlanId);
  const children = line.childrenAges.length;
  return (
    <HStack as="li" justify="space-between" align="flex-start" gap="3" fontSize="sm">
      <Box minW="0">
        <Text fontWeight="medium">
          {t('summary.line', {
            quantity: line.quantity,
            roomType: roomType ? localName(roomType, i18n.language) : '',
          })}
        </Text>
        <Text color="fg.muted">
          {plan?.id ? localName(plan, i18n.language) : t('rooms.roomTypePrice')}
          {' · '}
          {children > 0
            ? t('summary.guestsWithChildren', { adults: line.adults, count: children })
            : t('summary.guests', { count: line.adults })}
        </Text>
      </Box>
      {!args ? (
        <Text color="fg.subtle">{t('summary.unknown')}</Text>
      ) : quote.data ? (
        <Text
          fontWeight="medium"
          fontVariantNumeric="tabular-nums"
          whiteSpace="nowrap"
          opacity={quote.isFetching ? 0.5 : 1}
        >
          {formatMoney(lineAmount(quote.data.total, line.quantity), i18n.language)}
        </Text>
      ) : (
        <Skeleton h="4" w="16" />
      )}
    </HStack>
  );
}
