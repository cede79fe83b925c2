import {
  Alert,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  SegmentGroup,
  Stack,
  Switch,
  Table,
  Text,
} from '@chakra-ui/react';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { TimeInput } from '../../components/date-input';
import { usePermission } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { formatMoney } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency';
import { errorMessageOf } from '../../lib/problem';
import { formatDateTime } from '../../shared/reservations/reservation-rules';
import { StatusBadge } from '../../shared/reservations/status';
import { AuditPanel } from './audit-panel';
import { nightAuditPage } from './night-audit-page';
import {
  type AuditLine,
  type NightAuditCheck,
  useSetNightAuditScheduleMutation,
} from './night-audit-api';
import { useLocalName } from '../../lib/names';
import { toastDone } from '../../components/done-toast';
import { ColumnHeaders } from '../../components/column-headers';
import { PageLink } from '../../components/page-link';

/** What the desk chose for an arrival that has not checked in. */
export type ArrivalChoice = 'leave' | 'noShow';

/** The perform page's router state: the arrivals to mark no-show. */
export interface PerformState {
  readonly noShows: readonly string[];
}

/**
 * Route `/check-night-audit` (operations spec §2 night audit): before the working date is
 * closed, the desk sees every arrival not checked in (and decides for each: leave it pending
 * for tomorrow, or mark it no-show — nothing happens to a guest silently), every departure not
 * checked out, guests with a balance due and the day's unpaid receivables, each linked to its
 * reservation. Continue goes to the perform page with the choices.
 */
export const CheckNightAuditPage = nightAuditPage(['24', '40', '40'], NightAuditChecklist);

/** The day's open ends, each linked to its reservation, and the arrivals' choices. */
function NightAuditChecklist({ slug, check }: { slug: string; check: NightAuditCheck }) {
  const { t } = useTranslation('night-audit');
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<Record<string, ArrivalChoice>>({});
  const noShows = check.arrivals
    .filter((line) => choices[line.id] === 'noShow')
    .map((line) => line.id);
  const state: PerformState = { noShows };

  return (
    <Stack gap="5" maxW="6xl">
      <DateCard check={check} />
      <LinesSection
        slug={slug}
        area="arrivals"
        lines={check.arrivals}
        date="checkIn"
        extra={{
          label: t('arrivals.choice'),
          render: (line) => (
            <SegmentGroup.Root
              size="xs"
              value={choices[line.id] ?? 'leave'}
              onValueChange={(details) =>
                setChoices((all) => ({ ...all, [line.id]: details.value as ArrivalChoice }))
              }
              aria-label={t('arrivals.choiceFor', { number: line.number })}
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={[
                  { value: 'leave', label: t('arrivals.leave') },
                  { value: 'noShow', label: t('arrivals.noShow') },
                ]}
              />
            </SegmentGroup.Root>
          ),
        }}
      />
      <LinesSection slug={slug} area="departures" lines={check.departures} date="checkOut" />
      <LinesSection slug={slug} area="balance" lines={check.balanceDue} date="checkOut" />
      <Section area="receivables" count={check.receivables.length}>
        {check.receivables.length === 0 ? (
          <Text color="fg.muted">{t('receivables.empty')}</Text>
        ) : (
          <Table.Root size="sm" variant="line">
            <ColumnHeaders
              columns={[
                { title: t('columns.number') },
                { title: t('receivables.payer') },
                { title: t('receivables.amount'), end: true },
              ]}
            />
            <Table.Body>
              {check.receivables.map((income) => (
                <Table.Row key={income.id}>
                  <Table.Cell>
                    <PageLink
                      to={localized(
                        propertyPath(slug, 'reservation', { id: income.reservationId }),
                      )}
                      colorPalette="brand"
                      fontWeight="medium"
                    >
                      №{income.reservation.number}
                    </PageLink>
                  </Table.Cell>
                  <Table.Cell>
                    {[income.payer.surname, income.payer.name].filter(Boolean).join(' ')}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Money value={income.amount} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Section>
      <ScheduleCard slug={slug} check={check} />
      <Flex
        position="sticky"
        bottom="0"
        bg="bg"
        borderTopWidth="1px"
        py="3"
        gap="3"
        align="center"
        justify="space-between"
        wrap="wrap"
      >
        <Text color="fg.muted" fontSize="sm">
          {noShows.length > 0
            ? t('summary.noShows', { count: noShows.length })
            : t('summary.none', { count: check.arrivals.length })}
        </Text>
        <Button
          colorPalette="brand"
          onClick={() =>
            void navigate(localized(propertyPath(slug, 'performNightAudit')), { state })
          }
        >
          {t('continue')}
        </Button>
      </Flex>
    </Stack>
  );
}

function DateCard({ check }: { check: NightAuditCheck }) {
  const { t } = useTranslation('night-audit');
  const localName = useLocalName();
  const ahead = check.workingDate > check.calendarDate;
  return (
    <Stack gap="3">
      <AuditPanel>
        <Text color="fg.muted" fontSize="sm">
          {t('workingDate')}
        </Text>
        <HStack gap="3" align="baseline" wrap="wrap">
          <Heading as="h2" size="2xl" fontVariantNumeric="tabular-nums">
            <time dateTime={check.workingDate}>{check.workingDate}</time>
          </Heading>
          <Text color="fg.muted">{dayjs(check.workingDate).format('dddd')}</Text>
        </HStack>
        <Text color="fg.muted" fontSize="sm" mt="2">
          {check.lastAuditedDate
            ? t('lastAudit', {
                date: check.lastAuditedDate,
                at: check.lastAuditedAt ? formatDateTime(check.lastAuditedAt) : '',
              })
            : t('noAuditYet')}
        </Text>
      </AuditPanel>
      {ahead ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            {t('ahead', { date: check.workingDate, today: check.calendarDate })}
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {check.failure ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {t('failure.title', {
                date: check.failure.date,
                at: formatDateTime(check.failure.at),
              })}
            </Alert.Title>
            <Alert.Description>
              {t(`failure.reasons.${check.failure.reason}`, {
                ...Object.fromEntries(
                  Object.entries(check.failure.params).map(([key, value]) => [
                    key,
                    typeof value === 'object' ? localName(value) : value,
                  ]),
                ),
                defaultValue: t('failure.reasons.nightAudit.failed'),
              })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

/** A part of the checklist: what it lists (`area`: its title, hint and words), how many. */
type Area = 'arrivals' | 'departures' | 'balance' | 'receivables';

function Section({ area, count, children }: { area: Area; count: number; children: ReactNode }) {
  const { t } = useTranslation('night-audit');
  return (
    <AuditPanel section title={t(`${area}.title`)} count={count} hint={t(`${area}.hint`)}>
      {children}
    </AuditPanel>
  );
}

function Money({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return (
    <Text as="span" fontVariantNumeric="tabular-nums">
      {formatMoney(value, i18n.language)}
    </Text>
  );
}

/** A part of the checklist listing reservations, with the date it is about (in or out). */
function LinesSection({
  slug,
  area,
  lines,
  date,
  extra,
}: {
  slug: string;
  area: Area;
  lines: AuditLine[];
  date: 'checkIn' | 'checkOut';
  /** A column of the section's own (the arrivals' choice). */
  extra?: { label: string; render: (line: AuditLine) => ReactNode };
}) {
  return (
    <Section area={area} count={lines.length}>
      <Lines slug={slug} lines={lines} empty={area} date={date} extra={extra} />
    </Section>
  );
}

function Lines({
  slug,
  lines,
  empty,
  date,
  extra,
}: {
  slug: string;
  lines: AuditLine[];
  /** Whose "none" it says when there are no lines. */
  empty: Area;
  date: 'checkIn' | 'checkOut';
  extra?: { label: string; render: (line: AuditLine) => ReactNode } | undefined;
}) {
  const { t } = useTranslation('night-audit');
  const localName = useLocalName();
  const localized = useLocalizedPath();
  if (lines.length === 0) return <Text color="fg.muted">{t(`${empty}.empty`)}</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="line">
        <ColumnHeaders
          columns={[
            { title: t('columns.number') },
            { title: t('columns.guest') },
            { title: t('columns.room') },
            { title: t(`columns.${date}`) },
            { title: t('columns.status') },
            { title: t('columns.balance'), end: true },
            ...(extra ? [{ title: extra.label }] : []),
          ]}
        />
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.id}>
              <Table.Cell>
                <PageLink
                  to={localized(propertyPath(slug, 'reservation', { id: line.id }))}
                  colorPalette="brand"
                  fontWeight="medium"
                >
                  №{line.number}
                </PageLink>
              </Table.Cell>
              <Table.Cell>{line.guestName}</Table.Cell>
              <Table.Cell>
                {line.roomName ?? t('columns.noRoom')}
                <Text as="span" color="fg.muted" ms="1">
                  · {localName({ name: line.roomTypeName, nameEn: line.roomTypeNameEn ?? null })}
                </Text>
              </Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{line[date]}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={line.status} />
              </Table.Cell>
              <Table.Cell textAlign="end" color={line.balance > 0 ? 'red.fg' : undefined}>
                <Money value={line.balance} />
              </Table.Cell>
              {extra ? <Table.Cell>{extra.render(line)}</Table.Cell> : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The automatic night audit: on or off, and the local time it runs (manage-settings). */
function ScheduleCard({ slug, check }: { slug: string; check: NightAuditCheck }) {
  const { t } = useTranslation('night-audit');
  const canManage = usePermission('manage-settings');
  const [auto, setAuto] = useState(check.schedule.isNightauditAuto);
  const [runAt, setRunAt] = useState(check.schedule.runAt);
  const [save, saving] = useSetNightAuditScheduleMutation();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setAuto(check.schedule.isNightauditAuto);
    setRunAt(check.schedule.runAt);
  }, [check.schedule.isNightauditAuto, check.schedule.runAt]);
  if (!canManage) return null;
  const submit = async () => {
    setError(null);
    try {
      await save({
        slug,
        idempotencyKey: newIdempotencyKey(),
        isNightauditAuto: auto,
        runAt,
      }).unwrap();
      toastDone(t('schedule.saved'));
    } catch (failure) {
      setError(errorMessageOf(failure, t));
    }
  };
  return (
    <AuditPanel section title={t('schedule.title')} hint={t('schedule.hint')}>
      <Flex gap="4" align="end" wrap="wrap">
        <Switch.Root checked={auto} onCheckedChange={(details) => setAuto(details.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('schedule.auto')}</Switch.Label>
        </Switch.Root>
        <Box>
          <Text asChild fontSize="sm" display="block" mb="1">
            <label htmlFor="night-audit-run-at">{t('schedule.runAt')}</label>
          </Text>
          <TimeInput
            id="night-audit-run-at"
            size="sm"
            w="32"
            value={runAt}
            disabled={!auto}
            onChange={(event) => setRunAt(event.target.value)}
          />
        </Box>
        <Button
          size="sm"
          variant="outline"
          loading={saving.isLoading}
          onClick={() => void submit()}
        >
          {t('schedule.save')}
        </Button>
      </Flex>
      {error ? (
        <Text color="fg.error" fontSize="sm" mt="2" role="alert">
          {error}
        </Text>
      ) : null}
    </AuditPanel>
  );
}
