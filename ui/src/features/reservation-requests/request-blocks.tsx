import { Badge, Box, Button, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { nationalityName } from '@hotel/events/countries';
import { Link as RouterLink } from 'react-router';
import { HeadedTable } from '../../components/headed-table';
import { useLocalizedPath } from '../../components/use-localized-path';
import { useLocalName } from '../../lib/names';
import { propertyPath } from '../../lib/property-pages';
import { Block, Fact, Facts } from '../../shared/reservations/detail-ui';
import { formatDateTime } from '../../shared/reservations/reservation-rules';
import { StatusBadge } from '../../shared/reservations/status';
import type { ReservationStatus } from '../../shared/reservations/reservations-api';
import { PaymentChip } from './request-ui';
import type { ReservationRequestDetail } from './requests-api';
import { useMoney } from '../../components/use-money';
import { PageLink } from '../../components/page-link';

/* The blocks of a reservation request's page (./request-page.tsx): its stay, room types and
 * the reservations it became on the left; its guest and payment on the right. */

/** The stay asked for: dates, guests and rooms, channel, hold, notes. */
export function StayBlock({ request }: { request: ReservationRequestDetail }) {
  const { t } = useTranslation('requests');
  const local = useLocalName();
  return (
    <Block title={t('detail.stay')}>
      <Facts>
        <Fact label={t('columns.checkIn')}>{request.checkIn}</Fact>
        <Fact label={t('columns.checkOut')}>{request.checkOut}</Fact>
        <Fact label={t('columns.nights')}>{t('detail.nights', { count: request.stayNights })}</Fact>
        <Fact label={t('columns.guests')}>
          {t('detail.guestsRooms', {
            guests: request.numberOfGuests,
            count: request.numberOfRooms,
          })}
        </Fact>
        <Fact label={t('columns.channel')}>
          {local(request.sourceClone)}
          {request.syncId ? ` · ${request.syncId}` : ''}
        </Fact>
        <Fact label={t('columns.createdAt')}>{formatDateTime(request.createdAt)}</Fact>
        <Fact label={t('detail.hold')}>
          {request.hold === null
            ? t('detail.holdNone')
            : request.hold.until === null
              ? t('detail.holdKept')
              : t('detail.holdUntil', { until: formatDateTime(request.hold.until) })}
        </Fact>
        {request.notes ? <Fact label={t('detail.notes')}>{request.notes}</Fact> : null}
        {request.cancelReason ? (
          <Fact label={t('detail.cancelReason')}>{request.cancelReason}</Fact>
        ) : null}
      </Facts>
    </Block>
  );
}

/** The room types reserved, with rate plan, rooms, adults and amount. */
export function RoomTypesBlock({ request }: { request: ReservationRequestDetail }) {
  const { t } = useTranslation('requests');
  const local = useLocalName();
  const money = useMoney();
  return (
    <Block title={t('detail.roomTypes')}>
      <HeadedTable
        label={t('detail.roomTypes')}
        columns={[
          { title: t('detail.roomType') },
          { title: t('detail.ratePlan') },
          { title: t('columns.rooms'), end: true },
          { title: t('detail.adults'), end: true },
          { title: t('columns.amount'), end: true },
        ]}
        rows={request.roomTypes}
        row={(line) => (
          <Table.Row key={line.roomTypeId}>
            <Table.Cell fontWeight="medium">{local(line)}</Table.Cell>
            <Table.Cell>{line.ratePlanName ?? '—'}</Table.Cell>
            <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
            <Table.Cell textAlign="end">{line.numberOfGuests}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {money(line.amount)}
            </Table.Cell>
          </Table.Row>
        )}
      />
    </Block>
  );
}

/** The reservations the request became, with the group's link. */
export function ReservationsBlock({
  slug,
  request,
}: {
  slug: string;
  request: ReservationRequestDetail;
}) {
  const { t } = useTranslation('requests');
  const local = useLocalName();
  const localized = useLocalizedPath();
  return (
    <Block
      title={t('detail.reservations')}
      actions={
        request.groupId ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={localized(propertyPath(slug, 'group', { id: request.groupId }))}>
              {t('detail.groupLink', { number: request.groupNumber })}
            </RouterLink>
          </Button>
        ) : null
      }
    >
      <Stack gap="2" as="ul" listStyleType="none">
        {request.reservations.map((reservation) => (
          <Flex as="li" key={reservation.id} gap="3" align="center" wrap="wrap">
            <PageLink
              to={localized(propertyPath(slug, 'reservation', { id: reservation.id }))}
              color="brand.fg"
              fontWeight="semibold"
            >
              {t('detail.reservationLink', { number: reservation.number })}
            </PageLink>
            <StatusBadge status={reservation.status as ReservationStatus} />
            <Text fontSize="sm" color="fg.muted">
              {local({
                name: reservation.roomTypeName,
                nameEn: reservation.roomTypeNameEn ?? null,
              })}
              {reservation.roomName ? ` · ${reservation.roomName}` : ''} · {reservation.checkIn} –{' '}
              {reservation.checkOut}
            </Text>
          </Flex>
        ))}
      </Stack>
    </Block>
  );
}

/** The guest who asked: name, contacts, nationality and language. */
export function GuestBlock({ request }: { request: ReservationRequestDetail }) {
  const { t, i18n } = useTranslation('requests');
  return (
    <Block title={t('detail.guest')}>
      <Facts>
        <Fact label={t('columns.guest')}>{request.guestName}</Fact>
        <Fact label={t('columns.phone')}>{request.guest.phoneNumber ?? '—'}</Fact>
        <Fact label={t('columns.email')}>{request.guest.email ?? '—'}</Fact>
        <Fact label={t('detail.nationality')}>
          {nationalityName(request.guest.nationality, i18n.language)}
        </Fact>
        <Fact label={t('detail.language')}>{t(`detail.languages.${request.language}`)}</Fact>
      </Facts>
    </Block>
  );
}

/** The payment: amount, paid, when it was requested and to which account. */
export function PaymentBlock({ request }: { request: ReservationRequestDetail }) {
  const { t } = useTranslation('requests');
  const money = useMoney();
  return (
    <Block title={t('detail.payment')} testId="payment-block">
      <Stack gap="3">
        <Facts>
          <Fact label={t('columns.amount')}>
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {money(request.amount)}
            </Text>
          </Fact>
          <Fact label={t('columns.paid')}>
            <Text fontVariantNumeric="tabular-nums">{money(request.amountPaid)}</Text>
          </Fact>
          {request.paidAt ? (
            <Fact label={t('detail.paidAt')}>{formatDateTime(request.paidAt)}</Fact>
          ) : null}
          {request.paymentRequest ? (
            <Fact label={t('detail.paymentRequested')}>
              <Box>
                <Text>{formatDateTime(request.paymentRequest.at)}</Text>
                <Text color="fg.muted">
                  {request.paymentRequest.bankAccount.bankName} ·{' '}
                  {request.paymentRequest.bankAccount.number}
                </Text>
              </Box>
            </Fact>
          ) : null}
        </Facts>
        <HStack>
          {request.paymentState === 'none' ? (
            <Badge variant="outline" colorPalette="gray" borderRadius="full">
              {t('payment.none')}
            </Badge>
          ) : (
            <PaymentChip state={request.paymentState} />
          )}
        </HStack>
      </Stack>
    </Block>
  );
}
