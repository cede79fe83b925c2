import { Badge, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '../../components/list-states';
import { FormAlert } from '../../components/form-alert';
import { SectionCard } from '../../components/section-card';
import { AdultIcon, BedIcon, ChildIcon, PlusIcon } from '../../components/icons';
import type {
  AvailabilityRequest,
  RoomTypeAvailability,
} from '../../shared/reservations/reservations-api';
import { formatMoney } from '../../lib/format';
import { type BookingLine, newLine, roomsLeft } from './lines';
import type { BookingErrors } from './server-errors';
import { LineEditor } from './line-editor';
import { localName } from '../../lib/names';

interface RoomsStepProps {
  slug: string;
  /** The search the rooms answer. */
  stay: AvailabilityRequest;
  roomTypes: readonly RoomTypeAvailability[];
  lines: readonly BookingLine[];
  onLinesChange: (lines: BookingLine[], changedIndex?: number) => void;
  errors: Pick<BookingErrors, 'lines' | 'rooms'>;
}

/** What the room step's cards and lines share: the search answered and the lines with their change and messages. */
export interface StayLines {
  slug: string;
  stay: AvailabilityRequest;
  lines: readonly BookingLine[];
  onLinesChange: RoomsStepProps['onLinesChange'];
  errors: BookingErrors['lines'];
}

/**
 * Step 2: the free rooms of each room type with each rate plan's price, and the lines the
 * user adds (rate plan, guests per room, children's ages, rooms, optionally which rooms).
 */
export function RoomsStep({ slug, stay, roomTypes, lines, onLinesChange, errors }: RoomsStepProps) {
  const { t } = useTranslation('booking');
  const booking: StayLines = { slug, stay, lines, onLinesChange, errors: errors.lines };
  if (roomTypes.length === 0) {
    return (
      <EmptyList
        icon={<BedIcon />}
        title={t('rooms.noRoomTypes')}
        description={t('rooms.noRoomTypesHelp')}
      />
    );
  }
  return (
    <Stack gap="4">
      {errors.rooms.length > 0 ? <FormAlert messages={errors.rooms} /> : null}
      {roomTypes.map((roomType) => (
        <RoomTypeCard key={roomType.roomTypeId} booking={booking} roomType={roomType} />
      ))}
    </Stack>
  );
}

function RoomTypeCard({
  booking,
  roomType,
}: {
  booking: StayLines;
  roomType: RoomTypeAvailability;
}) {
  const { t, i18n } = useTranslation('booking');
  const { lines, onLinesChange } = booking;
  const headingId = useId();
  const left = roomsLeft(roomType, lines);
  const soldOut = roomType.available <= 0;

  const add = (ratePlanId: string | null) =>
    onLinesChange([...lines, newLine(roomType, ratePlanId)]);

  return (
    <SectionCard headingId={headingId} opacity={soldOut ? 0.75 : 1}>
      <Card.Header pb="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" minW="0">
            <Heading as="h3" size="md" id={headingId}>
              {localName(roomType, i18n.language)}
            </Heading>
            <HStack gap="3" color="fg.muted" fontSize="sm">
              <HStack gap="1" title={t('rooms.occupancy', { count: roomType.occupancy })}>
                <AdultIcon boxSize="4" />
                <Text as="span">{t('rooms.occupancy', { count: roomType.occupancy })}</Text>
              </HStack>
              {roomType.occupancyChildren > 0 ? (
                <HStack gap="1">
                  <ChildIcon boxSize="4" />
                  <Text as="span">
                    {t('rooms.occupancyChildren', { count: roomType.occupancyChildren })}
                  </Text>
                </HStack>
              ) : null}
            </HStack>
          </Stack>
          <Badge
            size="lg"
            variant="subtle"
            colorPalette={soldOut ? 'red' : 'green'}
            fontVariantNumeric="tabular-nums"
            data-testid={`free-${roomType.roomTypeId}`}
          >
            {t('rooms.free', { available: roomType.available, total: roomType.total })}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body pt="0" gap="4">
        <RatePlanList roomType={roomType} left={left} onAdd={add} />
        {lines.map((line, index) =>
          line.roomTypeId === roomType.roomTypeId ? (
            <LineEditor key={line.key} booking={booking} roomType={roomType} index={index} />
          ) : null,
        )}
      </Card.Body>
    </SectionCard>
  );
}

/**
 * A room type's rate plans (or its own price): each one's price for the stay, or why it
 * cannot be sold, and "add" while rooms are left.
 */
function RatePlanList({
  roomType,
  left,
  onAdd,
}: {
  roomType: RoomTypeAvailability;
  /** The rooms of the type not yet in a line. */
  left: number;
  onAdd: (ratePlanId: string | null) => void;
}) {
  const { t, i18n } = useTranslation('booking');
  return roomType.ratePlans.length === 0 ? (
    <Text color="fg.muted" fontSize="sm">
      {t('rooms.noPlans')}
    </Text>
  ) : (
    <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderRadius="lg">
      {roomType.ratePlans.map((plan, i) => {
        const name = plan.id ? localName(plan, i18n.language) : t('rooms.roomTypePrice');
        return (
          <HStack
            as="li"
            key={plan.id ?? 'none'}
            px="4"
            py="3"
            gap="3"
            justify="space-between"
            borderTopWidth={i > 0 ? '1px' : '0'}
            wrap="wrap"
          >
            <Stack gap="0.5" minW="0" flex="1 1 12rem">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{name}</Text>
                {plan.nonRef ? (
                  <Badge variant="subtle" colorPalette="orange">
                    {t('rooms.nonRef')}
                  </Badge>
                ) : null}
              </HStack>
              {plan.sellable ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('rooms.planPrice', { count: roomType.occupancy })}
                </Text>
              ) : (
                plan.reasons.map((reason) => (
                  <Text key={reason} fontSize="sm" color="fg.warning">
                    {reason}
                  </Text>
                ))
              )}
            </Stack>
            <HStack gap="3">
              {plan.sellable ? (
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {formatMoney(plan.total, i18n.language)}
                </Text>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                disabled={!plan.sellable || left <= 0}
                aria-label={t('rooms.addPlan', {
                  plan: name,
                  roomType: localName(roomType, i18n.language),
                })}
                onClick={() => onAdd(plan.id)}
              >
                <PlusIcon />
                {t('rooms.add')}
              </Button>
            </HStack>
          </HStack>
        );
      })}
    </Stack>
  );
}
