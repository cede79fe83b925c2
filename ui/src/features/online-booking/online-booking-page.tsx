import { Box, Container, Flex, Grid, Skeleton, Stack, Steps } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { LanguageSwitch } from '../../components/language-switch';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryError } from '../../components/query-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { httpStatusOf } from '../../lib/problem';
import { type OnlinePage, useGetOnlinePageQuery } from './online-booking-api';
import { BookingBar } from './booking-bar';
import { BookingSummary } from './booking-summary';
import { GuestStep } from './guest-step';
import { PropertyHeader } from './property-header';
import { RoomsStep } from './rooms-step';
import { ScrollToTop } from './scroll-to-top';
import { SuccessDialog } from './success-dialog';
import { useOnlineBooking } from './use-online-booking';

/**
 * What Chakra's steps list says as tabs, taken off where the steps are a progress line (null
 * overrides and React leaves the attribute out).
 */
const NOT_TABS = { 'aria-owns': null, 'aria-orientation': null } as object;

/**
 * Routes `/online/book/{slug}` and `/online/book/{slug}/{roomTypeId}` (public, no login;
 * operations spec §2 "Online booking", §4): step 1 dates and rooms (photos, what is free and
 * the online rate's price, a quantity per room type), step 2 the guest, the house rules (shown
 * once per browser), the bank accounts with their QR codes, and the request. A 404 when the
 * property has no online booking.
 */
export function OnlineBookingPage() {
  const { slug, roomTypeId } = useParams();
  const { t } = useTranslation('online');
  const page = useGetOnlinePageQuery({ slug: slug ?? '' }, { skip: !slug });
  useDocumentTitle(page.data ? page.data.property.name : t('title'));
  if (!slug || httpStatusOf(page.error) === 404) return <NotFoundPage />;
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px">
        <Container maxW="6xl" py="3">
          <Flex justify="space-between" align="center" gap="3">
            <BrandMark showName="always" />
            <LanguageSwitch />
          </Flex>
        </Container>
      </Box>
      <Container as="main" maxW="6xl" py={{ base: '5', md: '8' }}>
        {page.isLoading ? (
          <Stack gap="4" role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton height="48" borderRadius="xl" />
            <Skeleton height="64" borderRadius="xl" />
          </Stack>
        ) : page.data ? (
          <Booking slug={slug} page={page.data} focusRoomTypeId={roomTypeId ?? null} />
        ) : (
          <QueryError title={t('error')} query={page} />
        )}
      </Container>
      <ScrollToTop />
    </Box>
  );
}

/**
 * The booking under the property's header: the two steps as a progress line, the step shown
 * (rooms-step.tsx, guest-step.tsx) beside the summary, the phone's booking bar while rooms are
 * chosen, and the success dialog once the request is sent.
 */
function Booking({
  slug,
  page,
  focusRoomTypeId,
}: {
  slug: string;
  page: OnlinePage;
  focusRoomTypeId: string | null;
}) {
  const { t } = useTranslation('online');
  const state = useOnlineBooking(slug, page, focusRoomTypeId);
  const { step, setStep, money } = state;
  const stepsRef = useRef<HTMLDivElement | null>(null);
  return (
    <Stack gap="6">
      <PropertyHeader slug={slug} page={page} />
      <Steps.Root ref={stepsRef} step={step - 1} count={2} size="sm" colorPalette="brand">
        {/* A progress line, not tabs (nothing here is clicked): a list of its two steps. */}
        <Steps.List role="list" {...NOT_TABS}>
          {[t('steps.rooms'), t('steps.guest')].map((title, index) => (
            <Steps.Item key={title} index={index} role="listitem">
              <Steps.Indicator />
              <Steps.Title>{title}</Steps.Title>
              <Steps.Separator />
            </Steps.Item>
          ))}
        </Steps.List>
      </Steps.Root>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 22rem' }} gap="6" alignItems="start">
        <Stack gap="5">
          {step === 1 ? <RoomsStep state={state} /> : <GuestStep state={state} />}
        </Stack>
        <BookingSummary state={state} />
      </Grid>
      {step === 1 ? (
        <BookingBar
          total={state.total}
          rooms={state.roomsChosen}
          nights={state.nights}
          money={money}
          onContinue={() => {
            setStep(2);
            // The guest's form replaces the room list: show it from its top.
            requestAnimationFrame(() => stepsRef.current?.scrollIntoView({ block: 'start' }));
          }}
        />
      ) : null}
      <SuccessDialog answer={state.success} onClose={state.closeSuccess} money={money} />
    </Stack>
  );
}
