import { Badge, Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { instantOf, localDateTimeOf } from '@hotel/events/dates';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../components/date-input';
import { FormField } from '../../components/form-field';
import { EyeIcon } from '../../components/icons';
import { QueryError } from '../../components/query-error';
import { formatMoney, formatPercent } from '../../lib/format';
import { formatDateTime } from '../../lib/time-zone';
import { Block } from '../../shared/reservations/detail-ui';
import {
  type FieldChange,
  type HistoryActor,
  type HistoryEntry,
  useGetReservationHistoryQuery,
} from './history-api';

type Order = 'newest' | 'oldest';

/**
 * The reservation's history (docs/reservations.md, "History and as-of"): every change, newest
 * first by default (what someone looks for is usually the latest change; the booking closes
 * the list), each with a sentence, who made it (named as they were then), when (the
 * property's time), and its fields before → after. A time opens the reservation as it stood
 * then; so does the "as of" field.
 */
export function HistoryPanel({
  slug,
  reservationId,
  onViewAsOf,
}: {
  slug: string;
  reservationId: string;
  onViewAsOf: (instant: string) => void;
}) {
  const { t } = useTranslation('history');
  const query = useGetReservationHistoryQuery({ slug, id: reservationId });
  const [order, setOrder] = useState<Order>('newest');
  if (query.isLoading) {
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height="16" borderRadius="lg" />
        <Skeleton height="16" borderRadius="lg" />
        <Skeleton height="16" borderRadius="lg" />
      </Stack>
    );
  }
  if (!query.data) {
    return (
      <QueryError
        title={t('error')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { entries, timeZone } = query.data;
  const shown = order === 'newest' ? [...entries].reverse() : entries;
  return (
    <Block
      title={t('title')}
      testId="history-panel"
      actions={
        <HStack gap="1" role="group" aria-label={t('order.label')}>
          {(['newest', 'oldest'] as const).map((value) => (
            <Button
              key={value}
              size="xs"
              variant={order === value ? 'solid' : 'outline'}
              aria-pressed={order === value}
              onClick={() => setOrder(value)}
            >
              {t(`order.${value}`)}
            </Button>
          ))}
        </HStack>
      }
    >
      <Stack gap="5">
        <AsOfForm
          timeZone={timeZone}
          initial={entries.at(-1)?.occurredAt ?? null}
          onViewAsOf={onViewAsOf}
        />
        <Text fontSize="xs" color="fg.muted">
          {t('timeZone', { timeZone })}
        </Text>
        {shown.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('empty')}
          </Text>
        ) : (
          <Box as="ol" listStyleType="none" m="0" p="0" aria-label={t('title')}>
            {shown.map((entry, index) => (
              <HistoryItem
                key={entry.id}
                entry={entry}
                timeZone={timeZone}
                last={index === shown.length - 1}
                onViewAsOf={onViewAsOf}
              />
            ))}
          </Box>
        )}
      </Stack>
    </Block>
  );
}

/** A date and time of the property's zone, sent as the instant it names. */
function AsOfForm({
  timeZone,
  initial,
  onViewAsOf,
}: {
  timeZone: string;
  initial: string | null;
  onViewAsOf: (instant: string) => void;
}) {
  const { t } = useTranslation('history');
  const [value, setValue] = useState(() => (initial ? localDateTimeOf(initial, timeZone) : ''));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const instant = instantOf(value, timeZone);
    if (!instant) {
      setError(t('asOf.invalid'));
      return;
    }
    setError(null);
    onViewAsOf(instant);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Box flex="1" minW="16rem" maxW="24rem">
          <FormField
            label={t('asOf.label')}
            errors={error ? [error] : undefined}
            helperText={t('asOf.help')}
          >
            <DateTimeInput withSeconds value={value} onChange={setValue} />
          </FormField>
        </Box>
        <Button type="submit" variant="outline" size="sm" mb={error ? '7' : '6'}>
          <EyeIcon />
          {t('asOf.show')}
        </Button>
      </Flex>
    </form>
  );
}

function HistoryItem({
  entry,
  timeZone,
  last,
  onViewAsOf,
}: {
  entry: HistoryEntry;
  timeZone: string;
  last: boolean;
  onViewAsOf: (instant: string) => void;
}) {
  const { t, i18n } = useTranslation('history');
  const formats = formatsOf(t, i18n.language);
  const at = formatDateTime(entry.occurredAt, timeZone, { seconds: true });
  const actor = actorOf(t, entry.actor);
  const extra = extraChanges(entry);
  return (
    <Box as="li" position="relative" pl="6" pb={last ? '0' : '5'} data-testid="history-entry">
      {/* The timeline: a dot per entry on a line down to the next. */}
      <Box
        position="absolute"
        left="1"
        top="1.5"
        w="2.5"
        h="2.5"
        borderRadius="full"
        bg="brand.solid"
        aria-hidden
      />
      {!last ? (
        <Box
          position="absolute"
          left="2"
          top="5"
          bottom="0"
          w="0.5"
          ml="-1px"
          bg="border"
          aria-hidden
        />
      ) : null}
      <Stack gap="1">
        <Flex justify="space-between" gap="3" wrap="wrap" align="baseline">
          <Text fontWeight="semibold">{sentenceOf(t, entry, formats)}</Text>
          <Button
            size="xs"
            variant="ghost"
            fontVariantNumeric="tabular-nums"
            title={t('viewAsOf')}
            aria-label={t('viewAsOfAt', { at })}
            onClick={() => onViewAsOf(entry.occurredAt)}
          >
            <time dateTime={entry.occurredAt}>{at}</time>
            <EyeIcon />
          </Button>
        </Flex>
        <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text data-testid="history-actor">{actor.name}</Text>
          {actor.email ? <Text>{actor.email}</Text> : null}
        </HStack>
        {entry.changes.length + extra.length > 0 ? (
          <Box
            as="dl"
            display="grid"
            gridTemplateColumns="minmax(7rem, max-content) 1fr"
            columnGap="4"
            rowGap="1"
            fontSize="sm"
            mt="1"
          >
            {[...extra, ...entry.changes].map((change) => (
              <ChangeRow key={change.field} change={change} formats={formats} />
            ))}
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}

/** Changes an event records of its own (an income's bill type and notes). */
const extraChanges = (entry: HistoryEntry): { field: string; before: unknown; after: unknown }[] =>
  (['billType', 'paymentNotes'] as const).flatMap((field) => {
    const pair = entry.details[field] as { before: unknown; after: unknown } | undefined;
    return pair && JSON.stringify(pair.before) !== JSON.stringify(pair.after)
      ? [{ field, before: pair.before, after: pair.after }]
      : [];
  });

function ChangeRow({
  change,
  formats,
}: {
  change: { field: string; before: unknown; after: unknown; beforeEn?: string; afterEn?: string };
  formats: Formats;
}) {
  const { t } = useTranslation('history');
  // In English a named field (room type, rate plan) shows its English name when it has one.
  const value = (v: unknown, english?: string) =>
    formats.english && english ? english : valueOf(t, change.field, v, formats);
  return (
    <>
      <Text as="dt" color="fg.muted">
        {t(`fields.${change.field}`)}
      </Text>
      <Box as="dd" minW="0">
        <HStack gap="2" wrap="wrap" data-testid={`change-${change.field}`}>
          <Text as="del" color="fg.muted" textDecoration="line-through">
            {value(change.before, change.beforeEn)}
          </Text>
          <Text as="span" aria-hidden>
            →
          </Text>
          <Text as="ins" textDecoration="none" fontWeight="medium">
            {value(change.after, change.afterEn)}
          </Text>
        </HStack>
      </Box>
    </>
  );
}

interface Formats {
  money: (value: unknown) => string;
  percent: (value: number) => string;
  /** The interface speaks English: a name's English copy (…En) is shown when it has one. */
  english: boolean;
}

const formatsOf = (t: TFunction, language: string): Formats => ({
  money: (value) => (typeof value === 'number' ? formatMoney(value, language) : t('none')),
  percent: (value) => formatPercent(value, language),
  english: language === 'en',
});

/** A field's value as the detail page would write it. */
const valueOf = (t: TFunction, field: string, value: unknown, formats: Formats): string => {
  const { money } = formats;
  if (value === null || value === undefined || value === '') return t('none');
  switch (field as FieldChange['field'] | 'billType' | 'paymentNotes') {
    case 'status':
      return t(`reservationStatus.${String(value)}`, { ns: 'common' });
    case 'stayType':
      return t(`stayType.${String(value)}`, { ns: 'common' });
    case 'billType':
      return t(`billTypes.${String(value)}`, { ns: 'folio' });
    case 'amount':
    case 'paid':
    case 'balance':
      return money(value);
    case 'discount': {
      const { discountType, discount } = value as { discountType: string; discount: number };
      return discountType === 'percent' ? formats.percent(discount) : money(discount);
    }
    case 'cancellationFee': {
      const { amount, isPaid } = value as { amount: number; isPaid: boolean };
      return t('cancellationFee', { amount: money(amount), paid: t(isPaid ? 'paid' : 'unpaid') });
    }
    default:
      return String(value);
  }
};

/** Who made a change, in words: a person's name, the night audit, the online page, the system. */
export const actorOf = (
  t: TFunction,
  actor: HistoryActor,
): { name: string; email: string | null } => {
  switch (actor.kind) {
    case 'user':
      return { name: actor.user.name ?? t('actor.unknown'), email: actor.user.email };
    case 'nightAudit':
      return actor.user
        ? {
            name: t('actor.nightAuditBy', { name: actor.user.name ?? t('actor.unknown') }),
            email: actor.user.email,
          }
        : { name: t('actor.nightAudit'), email: null };
    case 'onlineBooking':
      return { name: t('actor.onlineBooking'), email: null };
    case 'system':
      return {
        name: actor.name ? t('actor.systemNamed', { name: actor.name }) : t('actor.system'),
        email: null,
      };
    default: {
      const unexpected: never = actor;
      return unexpected;
    }
  }
};

/** The translated sentence of an entry. */
export const sentenceOf = (t: TFunction, entry: HistoryEntry, formats: Formats): string => {
  const d = entry.details;
  const { money } = formats;
  const text = (value: unknown) =>
    value === null || value === undefined ? t('none') : String(value);
  const listed = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
  /** A name, or in English its English copy when the entry has one. */
  const named = (value: unknown, english: unknown) =>
    text(formats.english && typeof english === 'string' && english.trim() ? english : value);
  switch (entry.type) {
    case 'ReservationCreated':
      return t(d.fromRequest ? 'event.ReservationCreatedFromRequest' : 'event.ReservationCreated', {
        number: d.number,
        guestName: text(d.guestName),
        roomType: named(d.roomType, d.roomTypeEn),
        checkIn: d.checkIn,
        checkOut: d.checkOut,
        amount: money(d.amount),
      });
    case 'ReservationStatusChanged':
      return t('event.ReservationStatusChanged', {
        from: t(`reservationStatus.${String(d.from)}`, { ns: 'common' }),
        to: t(`reservationStatus.${String(d.to)}`, { ns: 'common' }),
      });
    case 'ReservationRoomAssigned':
      if (typeof d.from === 'string' && d.room !== null && d.previousRoom !== null) {
        const moved = { from: text(d.previousRoom), room: text(d.room), date: d.from };
        return typeof d.keptRoom === 'string'
          ? t('event.ReservationRoomMovedMidStay', { ...moved, kept: d.keptRoom })
          : t('event.ReservationRoomMovedFrom', moved);
      }
      return d.room === null
        ? t('event.ReservationRoomCleared', { room: text(d.previousRoom) })
        : d.previousRoom === null
          ? t('event.ReservationRoomAssigned', { room: text(d.room) })
          : t('event.ReservationRoomChanged', { from: text(d.previousRoom), room: text(d.room) });
    case 'ReservationRoomTypeChanged':
      return typeof d.amount === 'number' && typeof d.previousAmount === 'number'
        ? t('event.ReservationRoomTypeChangedPrice', {
            roomType: named(d.roomType, d.roomTypeEn),
            from: money(d.previousAmount),
            to: money(d.amount),
            how: t(`roomTypeCalc.${String(d.calcType ?? 'ratePlan')}`),
          })
        : t('event.ReservationRoomTypeChanged', { roomType: named(d.roomType, d.roomTypeEn) });
    case 'ReservationDiscountSet':
      return t('event.ReservationDiscountSet', {
        discount: valueOf(t, 'discount', d, formats),
      });
    case 'PaymentPosted':
      // A payment of a partner's payer window also names the window and its payer.
      return t(
        typeof d.windowId === 'string' ? 'event.PaymentPostedWindow' : 'event.PaymentPosted',
        {
          amount:
            d.currency === 'MNT' ? money(d.amountMnt) : `${String(d.amount)} ${text(d.currency)}`,
          incomeType: t(`incomeTypes.${String(d.incomeType)}`, { ns: 'folio' }),
          methods: listed(formats.english && Array.isArray(d.methodsEn) ? d.methodsEn : d.methods),
          n: d.windowId,
          payer: text(d.payer),
        },
      );
    case 'FolioRoutingSet': {
      // Who paid which charges before → after ("Guest: Services; Monos LLC: Room, Taxes").
      const payers = (side: unknown) =>
        (Array.isArray(side) ? (side as { partner: string | null; kinds: string[] }[]) : [])
          .filter((payer) => payer.kinds.length > 0)
          .map(
            (payer) =>
              `${payer.partner ?? t('payers.guest')}: ${payer.kinds
                .map((kind) => t(`routing.kinds.${kind}`, { ns: 'folio' }))
                .join(', ')}`,
          )
          .join('; ');
      return t('event.FolioRoutingSet', { before: payers(d.before), after: payers(d.after) });
    }
    case 'PaymentWindowChanged': {
      const payer = (name: unknown) => (typeof name === 'string' ? name : t('payers.guest'));
      return t('event.PaymentWindowChanged', {
        amount: typeof d.amountMnt === 'number' ? money(d.amountMnt) : t('none'),
        from: d.from,
        to: d.to,
        fromPayer: payer(d.fromPayer),
        toPayer: payer(d.toPayer),
      });
    }
    case 'CancellationFeeChanged': {
      const side = (fee: unknown) => {
        const f = fee as {
          amount: number;
          isPaid: boolean;
          payment?: { paymentMethodClone: { name: string; nameEn?: string } } | null;
        };
        const text = valueOf(t, 'cancellationFee', f, formats);
        const method = f.payment?.paymentMethodClone;
        return method ? `${text}, ${named(method.name, method.nameEn)}` : text;
      };
      return t('event.CancellationFeeChanged', {
        before: side(d.before),
        after: side(d.after),
        reason: text(d.reason),
      });
    }
    case 'PaymentRefunded':
      return t('event.PaymentRefunded', {
        amount: money(d.amountMnt),
        method: named(d.method, d.methodEn),
        reason: text(d.reason),
      });
    case 'PaymentDeleted':
    case 'IncomeEdited':
    case 'ReceivablePaid':
      return t(`event.${entry.type}`, { amount: money(d.amountMnt), paidAt: d.paidAt });
    case 'ServiceItemAdded':
    case 'ServiceItemRemoved':
      return t(`event.${entry.type}`, {
        name: named(d.name, d.nameEn),
        quantity: d.quantity ?? 1,
      });
    case 'ExtraBedAdded':
      return t('event.ExtraBedAdded', {
        count: typeof d.nights === 'number' ? d.nights : 0,
        amount: money(d.totalAmount),
      });
    case 'ExtraBedRemoved':
      return t('event.ExtraBedRemoved');
    case 'ReservationTaxAdded':
    case 'ReservationTaxRemoved':
      return t(`event.${entry.type}`, {
        name: named(d.name, d.nameEn),
        percentage: d.percentage ?? '',
      });
    case 'StayGuestSaved':
      return t(d.added ? 'event.StayGuestAdded' : 'event.StayGuestChanged', { name: text(d.name) });
    case 'StayGuestRemoved':
      return t('event.StayGuestRemoved', { name: text(d.name) });
    case 'ReservationDatesChanged':
    case 'ReservationNotesChanged':
      return t(`event.${entry.type}`);
    default:
      return t('event.other', { type: entry.type });
  }
};

/** The badge of a reservation shown as it stood at a past instant. */
export function AsOfBadge() {
  const { t } = useTranslation('history');
  return (
    <Badge colorPalette="purple" variant="subtle" borderRadius="full">
      {t('asOf.badge')}
    </Badge>
  );
}
