import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Heading,
  IconButton,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '../../components/list-states';
import { FormAlert } from '../../components/form-alert';
import { AdultIcon, BedIcon, ChildIcon, PlusIcon, TrashIcon } from '../../components/icons';
import type {
  AvailabilityRequest,
  RoomTypeAvailability,
} from '../../shared/reservations/reservations-api';
import { formatMoney } from '../../lib/format';
import { quoteArgsOf, useLineQuote } from './line-quotes';
import {
  type BookingLine,
  CHILD_AGES,
  MAX_ADULTS,
  MAX_CHILDREN,
  lineAmount,
  newLine,
  roomsLeft,
  roomsToPick,
  toggleRoom,
  withChildren,
  withQuantity,
} from './lines';
import type { BookingErrors } from './server-errors';
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

/**
 * Step 2: the free rooms of each room type with each rate plan's price, and the lines the
 * user adds (rate plan, guests per room, children's ages, rooms, optionally which rooms).
 */
export function RoomsStep({ slug, stay, roomTypes, lines, onLinesChange, errors }: RoomsStepProps) {
  const { t } = useTranslation('booking');
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
        <RoomTypeCard
          key={roomType.roomTypeId}
          slug={slug}
          stay={stay}
          roomType={roomType}
          lines={lines}
          onLinesChange={onLinesChange}
          errors={errors.lines}
        />
      ))}
    </Stack>
  );
}

function RoomTypeCard({
  slug,
  stay,
  roomType,
  lines,
  onLinesChange,
  errors,
}: {
  slug: string;
  stay: AvailabilityRequest;
  roomType: RoomTypeAvailability;
  lines: readonly BookingLine[];
  onLinesChange: RoomsStepProps['onLinesChange'];
  errors: BookingErrors['lines'];
}) {
  const { t, i18n } = useTranslation('booking');
  const headingId = useId();
  const left = roomsLeft(roomType, lines);
  const soldOut = roomType.available <= 0;

  const add = (ratePlanId: string | null) =>
    onLinesChange([...lines, newLine(roomType, ratePlanId)]);

  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      variant="outline"
      borderRadius="xl"
      opacity={soldOut ? 0.75 : 1}
    >
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
        {roomType.ratePlans.length === 0 ? (
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
                      onClick={() => add(plan.id)}
                    >
                      <PlusIcon />
                      {t('rooms.add')}
                    </Button>
                  </HStack>
                </HStack>
              );
            })}
          </Stack>
        )}
        {lines.map((line, index) =>
          line.roomTypeId === roomType.roomTypeId ? (
            <LineEditor
              key={line.key}
              slug={slug}
              stay={stay}
              roomType={roomType}
              lines={lines}
              index={index}
              errors={errors[index]}
              onChange={(next) =>
                onLinesChange(
                  lines.map((l, i) => (i === index ? next : l)),
                  index,
                )
              }
              onRemove={() => onLinesChange(lines.filter((_, i) => i !== index))}
            />
          ) : null,
        )}
      </Card.Body>
    </Card.Root>
  );
}

function LineEditor({
  slug,
  stay,
  roomType,
  lines,
  index,
  errors = {},
  onChange,
  onRemove,
}: {
  slug: string;
  stay: AvailabilityRequest;
  roomType: RoomTypeAvailability;
  lines: readonly BookingLine[];
  index: number;
  errors: BookingErrors['lines'][number] | undefined;
  onChange: (line: BookingLine) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('booking');
  const line = lines[index] as BookingLine;
  const plan = roomType.ratePlans.find((p) => p.id === line.ratePlanId);
  const planName = plan?.id ? localName(plan, i18n.language) : t('rooms.roomTypePrice');
  const args = quoteArgsOf(slug, stay, line);
  const quote = useLineQuote(args);
  const maxQuantity = Math.max(line.quantity, roomsLeft(roomType, lines, line.key));
  const rooms = roomsToPick(roomType, lines, line);
  const headingId = useId();
  const label = t('lines.label', { plan: planName, roomType: localName(roomType, i18n.language) });

  const serverMessages = [
    errors.line,
    errors.ratePlanId,
    errors.numberOfGuests,
    errors.ageOfChildren,
    errors.quantity,
    errors.roomIds,
  ].flatMap((messages) => messages ?? []);

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="brand.muted"
      bg="brand.subtle/40"
      borderRadius="lg"
      p="4"
      data-testid="booking-line"
    >
      <Stack gap="4">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0.5" minW="0">
            <Text id={headingId} fontWeight="semibold">
              {label}
            </Text>
            <LinePrice
              quote={args ? quote.data : undefined}
              loading={quote.isFetching}
              error={quote.isError}
              quantity={line.quantity}
            />
          </Stack>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="gray"
            aria-label={t('lines.remove', { line: label })}
            title={t('lines.remove', { line: label })}
            onClick={onRemove}
          >
            <TrashIcon />
          </IconButton>
        </HStack>

        <Wrap gap="4" align="flex-end">
          <LineSelect
            label={t('lines.adults')}
            w="28"
            invalid={!!errors.numberOfGuests}
            value={String(line.adults)}
            onChange={(value) => onChange({ ...line, adults: Number(value) })}
          >
            {numberOptions(1, Math.max(MAX_ADULTS, line.adults))}
          </LineSelect>
          <LineSelect
            label={t('lines.children')}
            w="28"
            value={String(line.childrenAges.length)}
            onChange={(value) => onChange(withChildren(line, Number(value)))}
          >
            {numberOptions(0, MAX_CHILDREN)}
          </LineSelect>
          {line.childrenAges.map((age, child) => (
            <LineSelect
              key={child}
              label={t('lines.childAge', { number: child + 1 })}
              w="36"
              invalid={age === null}
              value={age === null ? '' : String(age)}
              onChange={(value) =>
                onChange({
                  ...line,
                  childrenAges: line.childrenAges.map((a, i) =>
                    i === child ? (value === '' ? null : Number(value)) : a,
                  ),
                })
              }
            >
              <option value="">{t('lines.chooseAge')}</option>
              {CHILD_AGES.map((value) => (
                <option key={value} value={value}>
                  {t('lines.age', { count: value })}
                </option>
              ))}
            </LineSelect>
          ))}
          <LineSelect
            label={t('lines.quantity')}
            w="32"
            invalid={!!errors.quantity}
            value={String(line.quantity)}
            onChange={(value) => onChange(withQuantity(line, Number(value)))}
          >
            {numberOptions(1, Math.max(1, maxQuantity))}
          </LineSelect>
        </Wrap>

        {rooms.length > 0 ? (
          <Stack gap="1.5">
            <Text fontSize="sm" fontWeight="medium">
              {t('lines.pickRooms', { count: line.quantity })}
            </Text>
            <Wrap gap="1.5" role="group" aria-label={t('lines.pickRoomsLabel', { line: label })}>
              {rooms.map((room) => {
                const picked = line.roomIds.includes(room.id);
                const full = !picked && line.roomIds.length >= line.quantity;
                return (
                  <Button
                    key={room.id}
                    size="xs"
                    variant={picked ? 'solid' : 'outline'}
                    colorPalette={picked ? 'brand' : 'gray'}
                    aria-pressed={picked}
                    disabled={full}
                    onClick={() => onChange(toggleRoom(line, room.id))}
                  >
                    {room.name}
                  </Button>
                );
              })}
            </Wrap>
          </Stack>
        ) : null}

        {quote.data && !quote.data.sellable ? (
          <FormAlert status="warning" messages={quote.data.reasons.map((r) => r.message)} />
        ) : null}
        {line.childrenAges.some((age) => age === null) ? (
          <Text fontSize="sm" color="fg.warning">
            {t('lines.agesNeeded')}
          </Text>
        ) : null}
        {serverMessages.length > 0 ? <FormAlert messages={serverMessages} /> : null}
      </Stack>
    </Box>
  );
}

/** The whole numbers `from` to `to` as a select's options. */
const numberOptions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => (
    <option key={n} value={n}>
      {n}
    </option>
  ));

/** A small labelled select of a booking line (guests, a child's age, rooms). */
function LineSelect({
  label,
  w,
  invalid = false,
  value,
  onChange,
  children,
}: {
  label: string;
  w: string;
  invalid?: boolean;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root w={w} invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A line's price: one room's quote times the rooms. */
function LinePrice({
  quote,
  loading,
  error,
  quantity,
}: {
  quote: { total: number } | undefined;
  loading: boolean;
  error: boolean;
  quantity: number;
}) {
  const { t, i18n } = useTranslation('booking');
  if (!quote) {
    if (error) {
      return (
        <Text fontSize="sm" color="fg.error">
          {t('lines.priceFailed')}
        </Text>
      );
    }
    return loading ? <Skeleton h="4" w="40" aria-label={t('lines.pricing')} /> : null;
  }
  const unit = formatMoney(quote.total, i18n.language);
  const amount = formatMoney(lineAmount(quote.total, quantity), i18n.language);
  return (
    <Text
      fontSize="sm"
      color="fg.muted"
      fontVariantNumeric="tabular-nums"
      opacity={loading ? 0.5 : 1}
      aria-busy={loading}
      data-testid="line-price"
    >
      {quantity > 1
        ? t('lines.priceTimes', { unit, quantity, amount })
        : t('lines.price', { amount })}
    </Text>
  );
}
