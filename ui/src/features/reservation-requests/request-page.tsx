import { Alert, Button, Flex, Grid, HStack, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CardIcon, CheckIcon, BanIcon, CalendarRangeIcon, MailIcon } from '../../components/icons';
import { NotFoundPage } from '../../components/not-found-page';
import { DetailSkeleton, PageQuery } from '../../components/page-query';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { newIdempotencyKey } from '../../lib/idempotency';
import { toaster } from '../../lib/toaster';
import {
  CancelRequestDialog,
  ConvertDialog,
  PaymentRequestDialog,
  RecordPaymentDialog,
} from './request-dialogs';
import {
  GuestBlock,
  PaymentBlock,
  ReservationsBlock,
  RoomTypesBlock,
  StayBlock,
} from './request-blocks';
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
  const { t } = useTranslation('requests');
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [changeStatus, statusChange] = useChangeRequestStatusMutation();
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
        <RequestActions request={request} open={setDialog} />
      </Flex>
      {request.status === 'pending' ? (
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>{t('detail.pendingHint')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="5" alignItems="start">
        <Stack gap="5">
          <StayBlock request={request} />
          <RoomTypesBlock request={request} />
          {request.reservations.length > 0 ? (
            <ReservationsBlock slug={slug} request={request} />
          ) : null}
        </Stack>
        <Stack gap="5">
          <GuestBlock request={request} />
          <PaymentBlock request={request} />
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

/** The request's actions its state allows; each opens its dialog. */
function RequestActions({
  request,
  open,
}: {
  request: ReservationRequestDetail;
  open: (dialog: DialogName) => void;
}) {
  const { t } = useTranslation('requests');
  const { allowed } = request;
  return (
    <HStack gap="2" wrap="wrap">
      {allowed.confirm ? (
        <Button size="sm" onClick={() => open('confirm')}>
          <CheckIcon />
          {t('actions.confirm')}
        </Button>
      ) : null}
      {request.paymentState === 'request' || (allowed.requestPayment && request.isFetchPayment) ? (
        <Button
          size="sm"
          variant={request.paymentState === 'request' ? 'solid' : 'outline'}
          onClick={() => open('payment')}
        >
          <MailIcon />
          {request.isFetchPayment ? t('actions.requestPaymentAgain') : t('actions.requestPayment')}
        </Button>
      ) : null}
      {allowed.recordPayment ? (
        <Button size="sm" variant="outline" onClick={() => open('paid')}>
          <CardIcon />
          {t('actions.recordPayment')}
        </Button>
      ) : null}
      {allowed.convert ? (
        <Button size="sm" colorPalette="green" onClick={() => open('convert')}>
          <CalendarRangeIcon />
          {t('actions.convert')}
        </Button>
      ) : null}
      {allowed.cancel ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => open('cancel')}>
          <BanIcon />
          {t('actions.cancel')}
        </Button>
      ) : null}
    </HStack>
  );
}
