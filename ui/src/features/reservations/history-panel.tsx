import { Badge, Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { instantOf, localDateTimeOf } from '@hotel/events/dates';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../components/date-input';
import { FormField } from '../../components/form-field';
import { EyeIcon } from '../../components/icons';
import { QueryError } from '../../components/query-error';
import { formatDateTime } from '../../lib/time-zone';
import { Block } from '../../shared/reservations/detail-ui';
import { type HistoryEntry, useGetReservationHistoryQuery } from './history-api';
import { actorOf, type Formats, formatsOf, sentenceOf, valueOf } from './history-sentences';

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
    return <QueryError title={t('error')} query={query} />;
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

/** The badge of a reservation shown as it stood at a past instant. */
export function AsOfBadge() {
  const { t } = useTranslation('history');
  return (
    <Badge colorPalette="purple" variant="subtle" borderRadius="full">
      {t('asOf.badge')}
    </Badge>
  );
}
