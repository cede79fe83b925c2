import { Alert, Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { DetailSkeleton, PageQuery } from '../../components/page-query';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { httpStatusOf } from '../../lib/problem';
import { formatDateTime } from '../../shared/reservations/reservation-rules';
import { useGetReservationQuery } from '../../shared/reservations/reservations-api';
import { useGetReservationAsOfQuery, useGetReservationHistoryQuery } from './history-api';
import { Detail, type Showing } from './reservation-detail';

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
  if (query.isLoading) return <DetailSkeleton label={t('asOf.loading')} height="96" />;
  if (!query.data) {
    return (
      <Stack gap="4">
        {banner}
        <QueryError title={t('asOf.error')} query={query} />
      </Stack>
    );
  }
  return <Detail slug={slug} reservation={query.data} asOfBanner={banner} />;
}

function ReservationDetail({ slug, id, showing }: { slug: string; id: string; showing: Showing }) {
  const { t } = useTranslation('reservations');
  const query = useGetReservationQuery({ slug, id });
  return (
    <PageQuery
      query={query}
      skeleton={<DetailSkeleton label={t('detail.loading')} height="96" />}
      errorTitle={t('detail.error')}
    >
      {(reservation) => <Detail slug={slug} reservation={reservation} showing={showing} />}
    </PageQuery>
  );
}
