import {
  Alert,
  Badge,
  Box,
  Button,
  Flex,
  Grid,
  HStack,
  Heading,
  Link,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { CalendarRangeIcon, PencilIcon, PercentIcon, UsersIcon } from '../../components/icons';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDialog } from '../../components/use-dialog';
import { useLocalizedPath } from '../../components/use-localized-path';
import { httpStatusOf } from '../../lib/problem';
import { formatMoney } from '../../lib/format';
import { Block, Fact, Facts } from '../../shared/reservations/detail-ui';
import { CancellationFeeDialog } from './cancellation-fee-dialog';
import { DatesDialog } from './dates-dialog';
import { feeRuleText } from './fee-rule';
import { DiscountDialog } from './discount-dialog';
import { NotesField } from './notes-field';
import { propertyPath } from '../../lib/property-pages';
import { PrintMenu } from '../documents';
import { hasPermission } from '../../lib/permissions';
import { PriceBreakdown } from './price-breakdown';
import { PaymentsPanel, ChargesPanels } from '../folio';
import {
  formatDateTime,
  guestNameOf,
  guestsText,
  menuActionsOf,
} from '../../shared/reservations/reservation-rules';
import { useGetReservationAsOfQuery, useGetReservationHistoryQuery } from './history-api';
import { AsOfBadge, HistoryPanel } from './history-panel';
import {
  type Reservation,
  useGetReservationQuery,
} from '../../shared/reservations/reservations-api';
import { RoomAssignment, RoomValue } from './room-assignment';
import { RoomTypeDialog } from './room-type-dialog';
import { StatusBadge } from '../../shared/reservations/status';
import { StatusActions, useRefusalText } from './status-actions';
import { StatusChangeDialog, type StatusChangeTarget } from './status-change-dialog';
import { StatusMenu } from './status-menu';
import { localName, localShortName, useLocalName } from '../../lib/names';
import { nationalityName } from '@hotel/events/countries';

type View = 'details' | 'history';

/** What the detail page is showing: a tab, or the reservation as of an instant (in the URL). */
interface Showing {
  view: View;
  onView: (view: View) => void;
  onViewAsOf: (instant: string) => void;
}

/**
 * Route `/reservation/{id}` (manage-reservations): one reservation (operations spec §2) —
 * general facts, the room (assign / change / clear, another room type, the discount), dates
 * and status (the status menu and the dates dialog), the price line by line, and notes saved
 * as they are typed, and the folio: payments, services, extra beds, the guests staying, taxes.
 * The History tab (`?tab=history`) lists every change; `?asOf={instant}` shows the
 * reservation read-only as it stood then.
 */
export function ReservationPage() {
  const { slug } = useCurrentHotel();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  if (!slug || !id) return <NotFoundPage />;
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const asOf = params.get('asOf');
  if (asOf) {
    return <AsOfDetail slug={slug} id={id} asOf={asOf} onBack={() => update({ asOf: null })} />;
  }
  const showing: Showing = {
    view: params.get('tab') === 'history' ? 'history' : 'details',
    onView: (view) => update({ tab: view === 'history' ? 'history' : null }),
    onViewAsOf: (instant) => update({ asOf: instant }),
  };
  return <ReservationDetail slug={slug} id={id} showing={showing} />;
}

function DetailSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height="8" width="40%" />
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="5">
        <Skeleton height="96" borderRadius="xl" />
        <Skeleton height="96" borderRadius="xl" />
      </Grid>
    </Stack>
  );
}

/**
 * The reservation as it stood at `asOf`: the same page, read-only (the server allows nothing
 * in it and every control is disabled), under a banner that leads back to the present.
 */
function AsOfDetail({
  slug,
  id,
  asOf,
  onBack,
}: {
  slug: string;
  id: string;
  asOf: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('history');
  const query = useGetReservationAsOfQuery({ slug, id, asOf });
  // The history knows the property's time zone (and is usually cached: the user came from it).
  const history = useGetReservationHistoryQuery({ slug, id });
  const at = history.data ? formatDateTime(asOf, history.data.timeZone, { seconds: true }) : asOf;
  const status = httpStatusOf(query.error);
  const banner = (
    <Alert.Root status="info" variant="surface" borderRadius="lg" data-testid="as-of-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('asOf.banner', { at })}</Alert.Title>
        {status === 404 ? <Alert.Description>{t('asOf.notYet')}</Alert.Description> : null}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onBack}>
        {t('asOf.back')}
      </Button>
    </Alert.Root>
  );
  if (status === 404) return banner;
  if (query.isLoading) return <DetailSkeleton label={t('asOf.loading')} />;
  if (!query.data) {
    return (
      <Stack gap="4">
        {banner}
        <QueryError
          title={t('asOf.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }
  return <Detail slug={slug} reservation={query.data} asOfBanner={banner} />;
}

function ReservationDetail({ slug, id, showing }: { slug: string; id: string; showing: Showing }) {
  const { t } = useTranslation('reservations');
  const query = useGetReservationQuery({ slug, id });
  if (httpStatusOf(query.error) === 404) return <NotFoundPage />;
  if (query.isLoading) {
    return <DetailSkeleton label={t('detail.loading')} />;
  }
  if (!query.data) {
    return (
      <QueryError
        title={t('detail.error')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <Detail slug={slug} reservation={query.data} showing={showing} />;
}

function Detail({
  slug,
  reservation,
  showing,
  asOfBanner,
}: {
  slug: string;
  reservation: Reservation;
  /** The tabs (the present reservation). */
  showing?: Showing;
  /** A past state: read-only, under this banner. */
  asOfBanner?: ReactNode;
}) {
  const { t, i18n } = useTranslation('reservations');
  const { t: th } = useTranslation('history');
  const local = useLocalName();
  const readOnly = asOfBanner !== undefined;
  const { hotel } = useCurrentHotel();
  const canInvoice = hasPermission(hotel, 'manage-invoices');
  const canChangeFee =
    !readOnly && allowedFee(reservation) && hasPermission(hotel, 'edit-cancellation-fees');
  const localized = useLocalizedPath();
  const statusDialog = useDialog<StatusChangeTarget>();
  const [dialog, setDialog] = useState<'dates' | 'roomType' | 'discount' | 'fee' | null>(null);
  const money = (value: number) => formatMoney(value, i18n.language);
  const { allowed } = reservation;
  const reasonOf = useRefusalText();
  const refusedMoves = menuActionsOf(reservation).flatMap(({ status, refusal }) =>
    refusal ? [{ status, reason: reasonOf(refusal, reservation) }] : [],
  );
  const guest = reservation.guestClone;
  const language = i18n.language === 'en' ? 'en' : 'mn';
  const dialogProps = (name: 'dates' | 'roomType' | 'discount' | 'fee') => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  });

  return (
    <Stack gap="5">
      {asOfBanner}
      <Flex
        justify="space-between"
        align={{ base: 'flex-start', md: 'center' }}
        gap="3"
        wrap="wrap"
      >
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="xl">
            {t('detail.title', { number: reservation.number })}
          </Heading>
          <StatusBadge status={reservation.status} />
          <Badge variant="subtle" colorPalette="gray" borderRadius="full">
            {t(`stayType.${reservation.stayType}`, { ns: 'common' })}
          </Badge>
          {readOnly ? <AsOfBadge /> : null}
        </HStack>
        <HStack gap="2" wrap="wrap">
          {readOnly ? null : (
            <PrintMenu
              slug={slug}
              of="reservation"
              id={reservation.id}
              invoice={
                canInvoice && reservation.stayType !== 'time'
                  ? `/p/${slug}/p/invoice/${reservation.groupId}/${reservation.id}`
                  : null
              }
            />
          )}
          {reservation.resReqId ? (
            <Button asChild variant="outline" size="sm">
              <RouterLink
                to={localized(propertyPath(slug, 'resRequest', { id: reservation.resReqId }))}
              >
                {t('detail.requestLink')}
              </RouterLink>
            </Button>
          ) : null}
          <Button asChild variant="outline" size="sm">
            <RouterLink to={localized(propertyPath(slug, 'group', { id: reservation.groupId }))}>
              <UsersIcon />
              {t('detail.groupLink', { number: reservation.groupNumber })}
            </RouterLink>
          </Button>
        </HStack>
      </Flex>

      {readOnly ? null : (
        <StatusActions
          reservation={reservation}
          onChoose={(status) => statusDialog.show({ reservation, status })}
        />
      )}

      {showing ? (
        <Tabs.Root
          // The tabs switch the view below (its panel).
          ids={{ content: (view) => `reservation-${view}` }}
          value={showing.view}
          onValueChange={(details) => showing.onView(details.value as View)}
          variant="line"
          colorPalette="brand"
        >
          <Tabs.List aria-label={th('tabs.label')}>
            <Tabs.Trigger value="details">{th('tabs.details')}</Tabs.Trigger>
            <Tabs.Trigger value="history">{th('tabs.history')}</Tabs.Trigger>
          </Tabs.List>
        </Tabs.Root>
      ) : null}

      {showing?.view === 'history' ? (
        <Box id="reservation-history">
          <HistoryPanel
            slug={slug}
            reservationId={reservation.id}
            onViewAsOf={showing.onViewAsOf}
          />
        </Box>
      ) : (
        <ReadOnly when={readOnly}>
          <Grid
            id="reservation-details"
            templateColumns={{ base: '1fr', xl: '3fr 2fr' }}
            gap="5"
            alignItems="start"
          >
            <Stack gap="5">
              <Block title={t('general.title')}>
                <Facts>
                  <Fact label={t('general.number')}>
                    <Text fontWeight="semibold">{reservation.number}</Text>
                  </Fact>
                  <Fact label={t('general.group')}>
                    <Link asChild color="brand.fg">
                      <RouterLink
                        to={localized(propertyPath(slug, 'group', { id: reservation.groupId }))}
                      >
                        {t('general.groupValue', {
                          number: reservation.groupNumber,
                          count: reservation.groupSize,
                        })}
                      </RouterLink>
                    </Link>
                  </Fact>
                  <Fact label={t('general.guest')}>
                    <Stack gap="0.5">
                      <Text fontWeight="semibold">{guestNameOf(guest)}</Text>
                      {guest.phoneNumber ? (
                        <Link href={`tel:${guest.phoneNumber.replace(/\s+/g, '')}`} color="fg">
                          {guest.phoneNumber}
                        </Link>
                      ) : null}
                      {guest.email ? (
                        <Link href={`mailto:${guest.email}`} color="fg">
                          {guest.email}
                        </Link>
                      ) : null}
                      <Text color="fg.muted">
                        {nationalityName(guest.nationality, i18n.language)}
                      </Text>
                    </Stack>
                  </Fact>
                  <Fact label={t('general.guests')}>
                    {guestsText(t, reservation.numberOfGuests, reservation.numberOfChildren)}
                  </Fact>
                  <Fact label={t('general.source')}>
                    <HStack gap="1.5">
                      <Box
                        w="2.5"
                        h="2.5"
                        borderRadius="full"
                        style={{
                          background:
                            reservation.sourceClone.color ?? 'var(--chakra-colors-gray-400)',
                        }}
                      />
                      <Text>{local(reservation.sourceClone)}</Text>
                    </HStack>
                  </Fact>
                  <Fact label={t('general.partner')}>
                    {reservation.partnerClone ? (
                      reservation.partnerClone.discount > 0 ? (
                        t('general.partnerValue', {
                          name: reservation.partnerClone.name,
                          discount: reservation.partnerClone.discount,
                        })
                      ) : (
                        reservation.partnerClone.name
                      )
                    ) : (
                      <Text color="fg.subtle">{t('general.none')}</Text>
                    )}
                  </Fact>
                  <Fact label={t('general.ratePlan')}>
                    {reservation.ratePlanClone ? (
                      <HStack gap="2">
                        <Text>{local(reservation.ratePlanClone)}</Text>
                        {reservation.ratePlanClone.nonRef ? (
                          <Badge size="sm" colorPalette="orange" variant="subtle">
                            {t('general.nonRef')}
                          </Badge>
                        ) : null}
                      </HStack>
                    ) : (
                      <Text color="fg.subtle">{t('general.noRatePlan')}</Text>
                    )}
                  </Fact>
                  <Fact label={t('general.createdBy')}>
                    {reservation.userClone.name ?? reservation.userClone.email ?? ''}
                  </Fact>
                  <Fact label={t('general.createdAt')}>
                    {formatDateTime(reservation.createdAt)}
                  </Fact>
                </Facts>
              </Block>

              <Block
                title={t('room.title')}
                testId="room-block"
                actions={
                  allowed.changeRoomType ? (
                    <>
                      <Button size="sm" variant="outline" onClick={() => setDialog('roomType')}>
                        <PencilIcon />
                        {t('roomType.open')}
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setDialog('discount')}>
                        <PercentIcon />
                        {t('discount.open')}
                      </Button>
                    </>
                  ) : null
                }
              >
                <Stack gap="4">
                  <Facts>
                    <Fact label={t('room.roomType')}>
                      <Text fontWeight="semibold">
                        {t('room.roomTypeValue', {
                          name: localName(reservation.roomTypeClone, i18n.language),
                          shortName: localShortName(reservation.roomTypeClone, i18n.language),
                        })}
                      </Text>
                    </Fact>
                    <Fact label={t('room.room')}>
                      <RoomValue reservation={reservation} />
                    </Fact>
                    <Fact label={t('discount.label')}>
                      {reservation.discount > 0
                        ? reservation.discountType === 'percent'
                          ? t('discount.percentValue', {
                              value: reservation.discount,
                              amount: money(reservation.price.discountAmount),
                            })
                          : money(reservation.discount)
                        : t('general.none')}
                    </Fact>
                  </Facts>
                  {readOnly ? null : (
                    <RoomAssignment
                      key={reservation.roomClone?.roomId ?? 'none'}
                      slug={slug}
                      reservation={reservation}
                      workingDate={hotel?.workingDate ?? ''}
                    />
                  )}
                  {!allowed.changeRoomType && !readOnly ? (
                    <Text fontSize="xs" color="fg.muted" data-testid="room-type-locked">
                      {t('roomType.locked')}
                    </Text>
                  ) : null}
                </Stack>
              </Block>

              <Block
                title={t('stay.title')}
                actions={
                  readOnly ? null : (
                    <StatusMenu
                      size="sm"
                      text={t('status.changeStatus')}
                      statuses={allowed.statuses}
                      refused={refusedMoves}
                      label={t('status.changeFor', { number: reservation.number })}
                      onChoose={(status) => statusDialog.show({ reservation, status })}
                    />
                  )
                }
              >
                <Stack gap="4">
                  <Facts>
                    <Fact label={t('stay.status')}>
                      <HStack gap="2" wrap="wrap">
                        <StatusBadge status={reservation.status} />
                        <Text fontSize="xs" color="fg.muted">
                          {t('stay.since', { at: formatDateTime(reservation.statusAt) })}
                        </Text>
                      </HStack>
                    </Fact>
                    <Fact label={t('stay.checkIn')}>
                      <Text fontVariantNumeric="tabular-nums">
                        {t('stay.dateTime', {
                          date: reservation.checkIn,
                          time: reservation.arrivalTime,
                        })}
                      </Text>
                    </Fact>
                    <Fact label={t('stay.checkOut')}>
                      <Text fontVariantNumeric="tabular-nums">
                        {t('stay.dateTime', {
                          date: reservation.checkOut,
                          time: reservation.exitTime,
                        })}
                      </Text>
                    </Fact>
                    <Fact label={t('stay.length')}>
                      {reservation.stayType === 'night'
                        ? t('stay.nights', { count: reservation.stayNights })
                        : reservation.stayType === 'time'
                          ? t('stay.hours', { count: reservation.hours ?? 0 })
                          : t('stay.dayUse')}
                    </Fact>
                    {reservation.cancellation ? (
                      <Fact
                        label={
                          reservation.status === 'no-show'
                            ? t('fee.noShow')
                            : t('stay.cancellationFee')
                        }
                      >
                        <Stack gap="1">
                          <HStack gap="2" wrap="wrap">
                            <Text fontVariantNumeric="tabular-nums" data-testid="fee-amount">
                              {money(reservation.cancellation.amount)}
                            </Text>
                            <Badge
                              size="sm"
                              variant="subtle"
                              colorPalette={reservation.cancellation.isPaid ? 'green' : 'orange'}
                            >
                              {reservation.cancellation.isPaid
                                ? t('stay.feePaid')
                                : t('stay.feeUnpaid')}
                            </Badge>
                            {canChangeFee ? (
                              <Button size="xs" variant="outline" onClick={() => setDialog('fee')}>
                                <PencilIcon />
                                {t('fee.edit.open')}
                              </Button>
                            ) : null}
                          </HStack>
                          <Text fontSize="xs" color="fg.muted" data-testid="fee-rule">
                            {feeRuleText(t, reservation.cancellation.rule, money)}
                          </Text>
                        </Stack>
                      </Fact>
                    ) : null}
                    <Fact label={t('stay.policy')}>
                      {reservation.cancellationPolicyClone ? (
                        reservation.cancellationPolicyClone.summaries[language]
                      ) : (
                        <Text color="fg.subtle">{t('general.none')}</Text>
                      )}
                    </Fact>
                  </Facts>
                  {readOnly ? null : (
                    <HStack gap="3" wrap="wrap">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={!allowed.changeDates}
                        onClick={() => setDialog('dates')}
                      >
                        <CalendarRangeIcon />
                        {t('dates.open')}
                      </Button>
                      {!allowed.changeDates ? (
                        <Text fontSize="xs" color="fg.muted">
                          {reservation.sourceClone.serviceName
                            ? t('dates.lockedChannel', { channel: local(reservation.sourceClone) })
                            : t('dates.locked')}
                        </Text>
                      ) : null}
                    </HStack>
                  )}
                </Stack>
              </Block>
            </Stack>

            <Stack gap="5">
              <Block title={t('price.title')}>
                <PriceBreakdown reservation={reservation} />
              </Block>
              <Block title={t('notes.title')}>
                {readOnly ? (
                  <Text
                    fontSize="sm"
                    whiteSpace="pre-wrap"
                    color={reservation.notes ? 'fg' : 'fg.subtle'}
                  >
                    {reservation.notes || t('general.none')}
                  </Text>
                ) : (
                  <NotesField slug={slug} id={reservation.id} notes={reservation.notes} />
                )}
              </Block>
            </Stack>
          </Grid>

          <PaymentsPanel slug={slug} reservation={reservation} />

          <ChargesPanels slug={slug} reservation={reservation} />
        </ReadOnly>
      )}

      <StatusChangeDialog
        slug={slug}
        target={statusDialog.item}
        open={statusDialog.open}
        onOpenChange={statusDialog.onOpenChange}
      />
      {allowed.changeDates ? (
        <DatesDialog
          slug={slug}
          reservation={reservation}
          workingDate={hotel?.workingDate ?? ''}
          {...dialogProps('dates')}
        />
      ) : null}
      {allowed.changeRoomType ? (
        <RoomTypeDialog slug={slug} reservation={reservation} {...dialogProps('roomType')} />
      ) : null}
      {allowed.changeRoomType ? (
        <DiscountDialog slug={slug} reservation={reservation} {...dialogProps('discount')} />
      ) : null}
      {canChangeFee ? (
        <CancellationFeeDialog slug={slug} reservation={reservation} {...dialogProps('fee')} />
      ) : null}
    </Stack>
  );
}

/** The fee of this stay may be changed (a canceled or no-show stay with a fee). */
const allowedFee = (reservation: Reservation): boolean => reservation.allowed.changeFee ?? false;

/**
 * A past state's page: every control inside is disabled (a disabled fieldset), links still
 * lead where they lead.
 */
function ReadOnly({ when, children }: { when: boolean; children: ReactNode }) {
  if (!when) return <>{children}</>;
  return (
    <fieldset
      disabled
      data-testid="read-only"
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <Stack gap="5">{children}</Stack>
    </fieldset>
  );
}
