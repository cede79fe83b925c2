import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Grid,
  HStack,
  Heading,
  LinkBox,
  LinkOverlay,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PlusIcon, ShareIcon } from '../../components/icons';
import { propertyItemPage } from '../../components/property-item-page';
import { PageQuery } from '../../components/page-query';
import { usePermission } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { AmountGrid, Fact, Facts, SourceValue } from '../../shared/reservations/detail-ui';
import { balanceLine } from './balance-line';
import { propertyPath } from '../../lib/property-pages';
import {
  formatDateTime,
  guestNameOf,
  guestsText,
} from '../../shared/reservations/reservation-rules';
import {
  type Group,
  type Reservation,
  type ReservationStatus,
  useGetGroupQuery,
} from '../../shared/reservations/reservations-api';
import { useDialog } from '../../components/use-dialog';
import { StatusBadge } from '../../shared/reservations/status';
import { StatusActions } from './status-actions';
import { useStatusChange } from './status-change-dialog';
import { PrintMenu } from '../documents';
import { GroupRoutingDialog, routableRooms } from '../folio';
import { useLocalName } from '../../lib/names';
import { useMoney } from '../../components/use-money';

/**
 * Route `/group/{id}` (manage-reservations): the reservations booked together (operations
 * spec §2) — the group's guest, channel and totals, a card per reservation (a click opens it),
 * and the way to add another room to the group (`/new/reservation?gid=`).
 */
export const GroupPage = propertyItemPage(GroupDetail);

function GroupDetail({ slug, id }: { slug: string; id: string }) {
  const { t } = useTranslation('reservations');
  const query = useGetGroupQuery({ slug, id });
  return (
    <PageQuery
      query={query}
      skeleton={
        <Stack gap="4" role="status" aria-busy="true" aria-label={t('group.loading')}>
          <Skeleton height="24" borderRadius="xl" />
          <Grid templateColumns="repeat(auto-fill, minmax(18rem, 1fr))" gap="4">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height="48" borderRadius="xl" />
            ))}
          </Grid>
        </Stack>
      }
      errorTitle={t('group.error')}
    >
      {(group) => <GroupView slug={slug} group={group} />}
    </PageQuery>
  );
}

function GroupView({ slug, group }: { slug: string; group: Group }) {
  const { t } = useTranslation('reservations');
  const local = useLocalName();
  const localized = useLocalizedPath();
  const canInvoice = usePermission('manage-invoices');
  const statusChange = useStatusChange(slug);
  // Every open room of the group to one payer (issue 31: a group's master payer).
  const routing = useDialog<true>();
  const { t: folio } = useTranslation('folio');
  const canRoute = routableRooms(group).length > 0;
  const money = useMoney();
  const adults = group.reservations.reduce((sum, r) => sum + r.numberOfGuests, 0);
  const children = group.reservations.reduce((sum, r) => sum + r.numberOfChildren, 0);

  return (
    <Stack gap="5">
      <Card.Root
        borderRadius="xl"
        as="section"
        aria-label={t('group.title', { number: group.number })}
      >
        <Card.Body>
          <Flex justify="space-between" gap="5" wrap="wrap" align="flex-start">
            <Stack gap="3" minW="0">
              <Heading as="h2" size="xl">
                {t('group.title', { number: group.number })}
              </Heading>
              <Facts>
                <Fact label={t('general.guest')}>
                  <Text fontWeight="semibold">{guestNameOf(group.guestClone)}</Text>
                  {group.guestClone.phoneNumber ? (
                    <Text color="fg.muted">{group.guestClone.phoneNumber}</Text>
                  ) : null}
                </Fact>
                <Fact label={t('general.source')}>
                  <SourceValue color={group.sourceClone.color} name={local(group.sourceClone)} />
                </Fact>
                {group.partnerClone ? (
                  <Fact label={t('general.partner')}>{group.partnerClone.name}</Fact>
                ) : null}
                <Fact label={t('general.createdAt')}>{formatDateTime(group.createdAt)}</Fact>
              </Facts>
            </Stack>
            <Stack gap="3" align={{ base: 'stretch', sm: 'flex-end' }}>
              <HStack gap="2" wrap="wrap" justify={{ base: 'stretch', sm: 'flex-end' }}>
                <PrintMenu slug={slug} of="group" id={group.id} invoice={null} />
                {canRoute ? (
                  <Button variant="outline" onClick={() => routing.show(true)}>
                    <ShareIcon />
                    {folio('groupRouting.open')}
                  </Button>
                ) : null}
                {canInvoice ? (
                  <Button asChild variant="outline">
                    <RouterLink
                      to={localized(
                        `${propertyPath(slug, 'newInvoice')}?groupId=${encodeURIComponent(group.id)}`,
                      )}
                    >
                      {t('group.invoice')}
                    </RouterLink>
                  </Button>
                ) : null}
                <Button asChild>
                  <RouterLink
                    to={localized(
                      `${propertyPath(slug, 'newReservation')}?gid=${encodeURIComponent(group.id)}`,
                    )}
                  >
                    <PlusIcon />
                    {t('group.add')}
                  </RouterLink>
                </Button>
              </HStack>
              <AmountGrid
                templateColumns="auto auto"
                columnGap="5"
                testId="group-totals"
                lines={[
                  { label: t('group.rooms'), value: group.reservations.length },
                  { label: t('general.guests'), value: guestsText(t, adults, children) },
                  { label: t('money.total'), value: money(group.amount), strong: true },
                  balanceLine(t('money.balance'), group.balance, money),
                ]}
              />
            </Stack>
          </Flex>
        </Card.Body>
      </Card.Root>
      <Grid
        templateColumns="repeat(auto-fill, minmax(18rem, 1fr))"
        gap="4"
        as="ul"
        listStyleType="none"
        aria-label={t('group.reservations')}
      >
        {group.reservations.map((reservation) => (
          <Box as="li" key={reservation.id} minW="0">
            <ReservationCard
              slug={slug}
              reservation={reservation}
              onChoose={(status) => statusChange.choose(reservation, status)}
            />
          </Box>
        ))}
      </Grid>
      {statusChange.dialog}
      {canRoute ? (
        <GroupRoutingDialog
          slug={slug}
          group={group}
          open={routing.open}
          onOpenChange={routing.onOpenChange}
        />
      ) : null}
    </Stack>
  );
}

function ReservationCard({
  slug,
  reservation,
  onChoose,
}: {
  slug: string;
  reservation: Reservation;
  /** A next step chosen ("Check in", …): asks to confirm. */
  onChoose: (status: ReservationStatus) => void;
}) {
  const { t } = useTranslation('reservations');
  const nameOf = useLocalName();
  const localized = useLocalizedPath();
  const money = useMoney();
  return (
    <LinkBox
      as="article"
      layerStyle="panel"
      p="4"
      h="full"
      transition="box-shadow 0.15s, border-color 0.15s"
      _hover={{ shadow: 'md', borderColor: 'brand.muted' }}
      data-testid={`group-reservation-${reservation.number}`}
    >
      <Stack gap="3">
        <Flex justify="space-between" align="center" gap="2">
          <LinkOverlay asChild>
            <RouterLink to={localized(propertyPath(slug, 'reservation', { id: reservation.id }))}>
              <Heading as="h3" size="md">
                {t('detail.title', { number: reservation.number })}
              </Heading>
            </RouterLink>
          </LinkOverlay>
          <StatusBadge status={reservation.status} />
        </Flex>
        <Facts>
          <Fact label={t('room.roomType')}>{nameOf(reservation.roomTypeClone)}</Fact>
          <Fact label={t('room.room')}>
            {reservation.roomClone ? (
              reservation.roomClone.name
            ) : (
              <Text as="span" color="fg.subtle">
                {t('room.none')}
              </Text>
            )}
          </Fact>
          <Fact label={t('group.dates')}>
            <Text fontVariantNumeric="tabular-nums">
              {t('group.datesValue', {
                checkIn: reservation.checkIn,
                checkOut: reservation.checkOut,
              })}
            </Text>
            {reservation.stayType !== 'night' ? (
              <Badge size="sm" variant="subtle" colorPalette="gray">
                {t(`stayType.${reservation.stayType}`, { ns: 'common' })}
              </Badge>
            ) : null}
          </Fact>
          <Fact label={t('general.guests')}>
            {guestsText(t, reservation.numberOfGuests, reservation.numberOfChildren)}
          </Fact>
          <Fact label={t('money.total')}>
            <Text fontVariantNumeric="tabular-nums">{money(reservation.amount)}</Text>
          </Fact>
          <Fact label={t('money.balance')}>
            <Text
              fontVariantNumeric="tabular-nums"
              fontWeight="semibold"
              color={reservation.balance > 0 ? 'fg.error' : undefined}
            >
              {money(reservation.balance)}
            </Text>
          </Fact>
        </Facts>
        {/* Above the card's link, so the buttons are pressed rather than the card opened. */}
        <Box position="relative" zIndex="1">
          <StatusActions reservation={reservation} onChoose={onChoose} />
        </Box>
      </Stack>
    </LinkBox>
  );
}
