import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../components/export-button';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { hasPermission } from '../../lib/permissions';
import { toaster } from '../../lib/toaster';
import type { OnExportProgress } from '../../lib/xlsx';
import { type ReservationRequest, useLazyListRequestsQuery } from '../reservation-requests';
import { type ServiceTotal, reservationsWorkbook } from './export';
import { useLazyReservationItemsQuery } from './export-api';
import type { Reservation } from '../../shared/reservations/reservations-api';

/** Ids per call (the routes take at most 200; an address stays short). */
const IDS_PER_CALL = 100;

const batchesOf = <T,>(items: readonly T[], size: number): T[][] => {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
};

/** Sums the batches' services again, per category, name and price. */
const mergeServices = (batches: readonly ServiceTotal[][]): ServiceTotal[] => {
  const totals = new Map<string, ServiceTotal>();
  for (const service of batches.flat()) {
    const key = JSON.stringify([service.categoryName, service.name, service.price]);
    const total = totals.get(key);
    if (total) {
      total.totalQuantity += service.totalQuantity;
      total.amount += service.amount;
    } else totals.set(key, { ...service });
  }
  return [...totals.values()];
};

/**
 * The reservation list's export of its selection: one workbook with the sheets reservations,
 * additional services, reservation requests, guests and cash flow, named
 * `{hotel name}_{working date}.xlsx`. When the services cannot be fetched the spec's warning
 * shows and the file is made without that sheet.
 */
export function ReservationsExportButton({
  slug,
  selected,
  workingDate,
}: {
  slug: string;
  selected: readonly Reservation[];
  workingDate: string;
}) {
  const { t, i18n } = useTranslation(['reservations', 'requests', 'guests', 'folio', 'common']);
  const { hotel } = useCurrentHotel();
  const [fetchItems] = useLazyReservationItemsQuery();
  const [fetchRequests] = useLazyListRequestsQuery();

  const servicesOf = async (ids: string[]): Promise<ServiceTotal[] | null> => {
    try {
      const batches = await Promise.all(
        batchesOf(ids, IDS_PER_CALL).map((batch) => fetchItems({ slug, ids: batch }).unwrap()),
      );
      return mergeServices(batches);
    } catch {
      toaster.create({
        type: 'error',
        title: t('export.servicesFailed'),
        description: t('export.servicesSkipped'),
        closable: true,
      });
      return null;
    }
  };

  const requestsOf = async (ids: string[]): Promise<ReservationRequest[]> => {
    // Requests are read with manage-reservations; a viewer's file has that sheet empty.
    if (ids.length === 0 || !hasPermission(hotel, 'manage-reservations')) return [];
    const pages = await Promise.all(
      batchesOf(ids, IDS_PER_CALL).map((batch) =>
        fetchRequests({ slug, ids: batch, page: 1, rowsPerPage: 0 }).unwrap(),
      ),
    );
    return pages.flatMap((page) => page.data);
  };

  const run = async (onProgress: OnExportProgress) => {
    const reservations = [...selected];
    const requestIds = [...new Set(reservations.flatMap((r) => (r.resReqId ? [r.resReqId] : [])))];
    const [services, requests] = await Promise.all([
      servicesOf(reservations.map((r) => r.id)),
      requestsOf(requestIds),
    ]);
    return reservationsWorkbook({ reservations, services, requests }, t, i18n.language, onProgress);
  };

  return (
    <ExportButton
      count={selected.length}
      label={t('export.button', { count: selected.length })}
      failedMessage={t('export.failed')}
      workbook={run}
      fallbackName={t('export.sheets.reservations')}
      date={workingDate}
    />
  );
}
