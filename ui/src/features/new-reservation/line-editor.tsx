import {
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Skeleton,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { TrashIcon } from '../../components/icons';
import { formatMoney } from '../../lib/format';
import { localName } from '../../lib/names';
import type { RoomTypeAvailability } from '../../shared/reservations/reservations-api';
import { quoteArgsOf, useLineQuote } from './line-quotes';
import {
  type BookingLine,
  CHILD_AGES,
  MAX_ADULTS,
  MAX_CHILDREN,
  lineAmount,
  roomsLeft,
  roomsToPick,
  toggleRoom,
  withChildren,
  withQuantity,
} from './lines';
import type { StayLines } from './rooms-step';
import type { BookingErrors } from './server-errors';
import { SelectBox } from '../../components/select-box';

/**
 * One booking line of step 2 (rate plan, guests per room, children's ages, rooms, optionally
 * which rooms): its price as quoted for the stay, and the server's messages about it.
 */
export function LineEditor({
  booking: { slug, stay, lines, onLinesChange, errors: lineErrors },
  roomType,
  index,
}: {
  booking: StayLines;
  roomType: RoomTypeAvailability;
  /** The line's place among the booking's lines. */
  index: number;
}) {
  const { t, i18n } = useTranslation('booking');
  const line = lines[index] as BookingLine;
  const errors = lineErrors[index] ?? {};
  const onChange = (next: BookingLine) =>
    onLinesChange(
      lines.map((l, i) => (i === index ? next : l)),
      index,
    );
  const onRemove = () => onLinesChange(lines.filter((_, i) => i !== index));
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

        <LineGuests line={line} maxQuantity={maxQuantity} errors={errors} onChange={onChange} />

        {rooms.length > 0 ? (
          <RoomPicker line={line} rooms={rooms} label={label} onChange={onChange} />
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

type LineErrors = NonNullable<BookingErrors['lines'][number]>;

/** A line's guests per room (adults, children and each child's age) and its rooms. */
function LineGuests({
  line,
  maxQuantity,
  errors,
  onChange,
}: {
  line: BookingLine;
  maxQuantity: number;
  errors: LineErrors;
  onChange: (line: BookingLine) => void;
}) {
  const { t } = useTranslation('booking');
  return (
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
  );
}

/** Which rooms a line takes (optional): one toggle per free room, up to the line's rooms. */
function RoomPicker({
  line,
  rooms,
  label,
  onChange,
}: {
  line: BookingLine;
  rooms: ReturnType<typeof roomsToPick>;
  label: string;
  onChange: (line: BookingLine) => void;
}) {
  const { t } = useTranslation('booking');
  return (
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
      <SelectBox value={value} onChange={(e) => onChange(e.target.value)} box={{ size: 'sm' }}>
        {children}
      </SelectBox>
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
