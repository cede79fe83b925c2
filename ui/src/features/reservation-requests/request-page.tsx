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
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { nationalityName } from '@hotel/events/countries';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { CardIcon, CheckIcon, BanIcon, CalendarRangeIcon, MailIcon } from '../../components/icons';
import { NotFoundPage } from '../../components/not-found-page';
import { DetailSkeleton, PageQuery } from '../../components/page-query';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { newIdempotencyKey } from '../../lib/idempotency';
import { formatMoney } from '../../lib/format';
import { toaster } from '../../lib/toaster';
import { Block, Fact, Facts } from '../../shared/reservations/detail-ui';
import { formatDateTime } from '../../shared/reservations/reservation-rules';
import { StatusBadge } from '../../shared/reservations/status';
import type { ReservationStatus } from '../../shared/reservations/reservations-api';
import {
  CancelRequestDialog,
  ConvertDialog,
  PaymentRequestDialog,
  RecordPaymentDialog,
} from './request-dialogs';
import { PaymentChip, RequestStatusBadge } from './request-ui';
import {
  type ReservationRequestDetail,
  useChangeRequestStatusMutation,
  useGetRequestQuery,
} from './requests-api';

/**
 * Route `/res-request/{id}` (manage-reservations): one reservation request (operations spec
 * §2, §4) — its guest, dates and reserved room types; confirm or cancel; the payment request
 * (choose a bank account, e-mailed), the paid / waiting chips and the payment; and the
 * conversion into reservations through the date dialog, with links to what it became.
 */
export function RequestPage() {
  const { slug } = useCurrentHotel();
  const { id } = useParams();
  if (!slug || !id) return <NotFoundPage />;
  return <RequestDetailLoader slug={slug} id={id} />;
}

function RequestDetailLoader({ slug, id }: { slug: string; id: string }) {
  const { t } = useTranslation('requests');
  const query = useGetRequestQuery({ slug, id });
  return (
    <PageQuery
      query={query}
      skeleton={<DetailSkeleton label={t('detail.loading')} height="80" />}
      errorTitle={t('detail.error')}
    >
      {(request) => <Detail slug={slug} request={request} />}
    </PageQuery>
  );
}

type DialogName = 'payment' | 'paid' | 'convert' | 'confirm' | 'cancel';

function Detail({ slug, request }: { slug: string; request: ReservationRequestDetail }) {
  const { t, i18n } = useTranslation('requests');
  const local = useLocalName();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [changeStatus, statusChange] = useChangeRequestStatusMutation();
  const money = (value: number) => formatMoney(value, i18n.language);
  const { allowed } = request;
  const dialogProps = (name: DialogName) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  });

  const confirm = async () => {
    try {
      await changeStatus({
        slug,
        idempotencyKey: newIdempotencyKey(),
        id: request.id,
        status: 'confirmed',
      }).unwrap();
      toaster.create({ type: 'success', title: t('actions.confirmedDone') });
    } catch {
      // The server's message is notified globally; the page reads the request again.
    } finally {
      setDialog(null);
    }
  };

  return (
    <Stack gap="5">
      <Flex
        justify="space-between"
        align={{ base: 'flex-start', md: 'center' }}
        gap="3"
        wrap="wrap"
      >
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="xl">
            {t('detail.title', { label: request.label })}
          </Heading>
          <RequestStatusBadge status={request.status} />
          <PaymentChip state={request.paymentState} />
        </HStack>
        <HStack gap="2" wrap="wrap">
          {allowed.confirm ? (
            <Button size="sm" onClick={() => setDialog('confirm')}>
              <CheckIcon />
              {t('actions.confirm')}
            </Button>
          ) : null}
          {request.paymentState === 'request' ||
          (allowed.requestPayment && request.isFetchPayment) ? (
            <Button
              size="sm"
              variant={request.paymentState === 'request' ? 'solid' : 'outline'}
              onClick={() => setDialog('payment')}
            >
              <MailIcon />
              {request.isFetchPayment
                ? t('actions.requestPaymentAgain')
                : t('actions.requestPayment')}
            </Button>
          ) : null}
          {allowed.recordPayment ? (
            <Button size="sm" variant="outline" onClick={() => setDialog('paid')}>
              <CardIcon />
              {t('actions.recordPayment')}
            </Button>
          ) : null}
          {allowed.convert ? (
            <Button size="sm" colorPalette="green" onClick={() => setDialog('convert')}>
              <CalendarRangeIcon />
              {t('actions.convert')}
            </Button>
          ) : null}
          {allowed.cancel ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => setDialog('cancel')}
            >
              <BanIcon />
              {t('actions.cancel')}
            </Button>
          ) : null}
        </HStack>
      </Flex>
      {request.status === 'pending' ? (
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>{t('detail.pendingHint')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="5" alignItems="start">
        <Stack gap="5">
          <Block title={t('detail.stay')}>
            <Facts>
              <Fact label={t('columns.checkIn')}>{request.checkIn}</Fact>
              <Fact label={t('columns.checkOut')}>{request.checkOut}</Fact>
              <Fact label={t('columns.nights')}>
                {t('detail.nights', { count: request.stayNights })}
              </Fact>
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
          <Block title={t('detail.roomTypes')}>
            <DataTable label={t('detail.roomTypes')}>
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader>{t('detail.roomType')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('detail.ratePlan')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('columns.rooms')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('detail.adults')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('columns.amount')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {request.roomTypes.map((line) => (
                  <Table.Row key={line.roomTypeId}>
                    <Table.Cell fontWeight="medium">{local(line)}</Table.Cell>
                    <Table.Cell>{line.ratePlanName ?? '—'}</Table.Cell>
                    <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                    <Table.Cell textAlign="end">{line.numberOfGuests}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {money(line.amount)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </DataTable>
          </Block>
          {request.reservations.length > 0 ? (
            <Block
              title={t('detail.reservations')}
              actions={
                request.groupId ? (
                  <Button asChild size="sm" variant="outline">
                    <RouterLink
                      to={localized(propertyPath(slug, 'group', { id: request.groupId }))}
                    >
                      {t('detail.groupLink', { number: request.groupNumber })}
                    </RouterLink>
                  </Button>
                ) : null
              }
            >
              <Stack gap="2" as="ul" listStyleType="none">
                {request.reservations.map((reservation) => (
                  <Flex as="li" key={reservation.id} gap="3" align="center" wrap="wrap">
                    <Link asChild color="brand.fg" fontWeight="semibold">
                      <RouterLink
                        to={localized(propertyPath(slug, 'reservation', { id: reservation.id }))}
                      >
                        {t('detail.reservationLink', { number: reservation.number })}
                      </RouterLink>
                    </Link>
                    <StatusBadge status={reservation.status as ReservationStatus} />
                    <Text fontSize="sm" color="fg.muted">
                      {local({
                        name: reservation.roomTypeName,
                        nameEn: reservation.roomTypeNameEn ?? null,
                      })}
                      {reservation.roomName ? ` · ${reservation.roomName}` : ''} ·{' '}
                      {reservation.checkIn} – {reservation.checkOut}
                    </Text>
                  </Flex>
                ))}
              </Stack>
            </Block>
          ) : null}
        </Stack>
        <Stack gap="5">
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
        </Stack>
      </Grid>
      <PaymentRequestDialog slug={slug} request={request} {...dialogProps('payment')} />
      <RecordPaymentDialog slug={slug} request={request} {...dialogProps('paid')} />
      <ConvertDialog
        slug={slug}
        request={request}
        {...dialogProps('convert')}
        onConverted={(groupId, reservationIds) => {
          const [onlyOne] = reservationIds;
          void navigate(
            localized(
              reservationIds.length === 1 && onlyOne
                ? propertyPath(slug, 'reservation', { id: onlyOne })
                : propertyPath(slug, 'group', { id: groupId }),
            ),
          );
        }}
      />
      <ConfirmDialog
        {...dialogProps('confirm')}
        tone="default"
        title={t('confirmDialog.title', { label: request.label })}
        description={t('confirmDialog.description')}
        confirmLabel={t('actions.confirm')}
        loading={statusChange.isLoading}
        onConfirm={() => void confirm()}
      />
      <CancelRequestDialog slug={slug} request={request} {...dialogProps('cancel')} />
    </Stack>
  );
}
