import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CalendarIcon, PlusIcon } from '../../components/icons';
import { ListHeader } from '../../components/list-table/list-header';
import { filteredEmptyOf } from '../../components/list-table/list-filter-bar';
import { ListTable } from '../../components/list-table/list-table';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDialog } from '../../components/use-dialog';
import { useLocalizedPath } from '../../components/use-localized-path';
import { browserToday } from '../../lib/dates';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useLocalName } from '../../lib/names';
import { httpStatusOf } from '../../lib/problem';
import { propertyPath } from '../../lib/property-pages';
import { toaster } from '../../lib/toaster';
import { useListRoomTypesQuery } from '../room-types';
import { useListPartnersQuery } from '../settings';
import { AllotmentDialog } from './allotment-dialog';
import { allotmentColumns } from './allotment-columns';
import {
  type Allotment,
  useCancelAllotmentMutation,
  useListAllotmentsQuery,
} from './allotments-api';
import { propertyPage } from '../../components/property-page';

/**
 * Route `/allotments` (manage-rates; docs/allotments.md): the contracts with tour operators,
 * their pick-up so far, a new contract, a change, a cancellation, and each one's pick-up report.
 */
export const AllotmentsPage = propertyPage(AllotmentsList);

function AllotmentsList({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('allotments');
  const local = useLocalName();
  const localized = useLocalizedPath();
  const { hotel } = useCurrentHotel();
  const list = useListAllotmentsQuery({ slug });
  const roomTypes = useListRoomTypesQuery({ slug });
  const partners = useListPartnersQuery({ slug });
  const dialog = useDialog<Allotment>();
  const cancellation = useDialog<Allotment>();
  const [cancel, canceling] = useCancelAllotmentMutation();
  const types = (roomTypes.data?.data ?? []).filter((type) => type.rooms.length > 0);
  const partnerList = partners.data?.data ?? [];
  const ready = types.length > 0 && partnerList.length > 0;

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;

  const confirmCancel = async () => {
    const allotment = cancellation.item;
    if (!allotment) return;
    try {
      await cancel({ slug, idempotencyKey: newIdempotencyKey(), id: allotment.id }).unwrap();
      toaster.create({ type: 'success', title: t('cancel.done'), closable: true });
      cancellation.onOpenChange(false);
    } catch {
      // The app's error notice shows the server's message; the dialog stays to try again.
    }
  };

  return (
    <Stack gap="5">
      <ListHeader description={t('description')}>
        <Button onClick={() => dialog.show(null)} disabled={!ready} flexShrink="0">
          <PlusIcon />
          {t('actions.create')}
        </Button>
      </ListHeader>
      {roomTypes.isSuccess && partners.isSuccess && !ready ? (
        <Text color="fg.muted" fontSize="sm">
          {t('notReady')}
        </Text>
      ) : null}
      <ListTable
        label={t('title')}
        query={list}
        columns={allotmentColumns(
          t,
          i18n.language,
          (a) => local({ name: a.roomTypeName, nameEn: a.roomTypeNameEn ?? null }),
          {
            reportPath: (a) => localized(propertyPath(slug, 'allotment', { id: a.id })),
            edit: dialog.show,
            cancel: cancellation.show,
          },
        )}
        rowProps={(a) => ({ 'data-testid': `allotment-${a.number}` })}
        skeleton={{ label: t('loading'), columns: [3, 2, 2, 1, 1, 2, 1, 1, 1, 1] }}
        error={t('error')}
        empty={filteredEmptyOf(t, false, <CalendarIcon />)}
      />
      <AllotmentDialog
        slug={slug}
        allotment={dialog.item}
        partners={partnerList}
        roomTypes={types}
        workingDate={hotel?.workingDate ?? browserToday()}
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
      />
      <ConfirmDialog
        dialog={cancellation}
        title={t('cancel.title', { number: cancellation.item?.number ?? '' })}
        description={t('cancel.description')}
        confirmLabel={t('cancel.confirm')}
        loading={canceling.isLoading}
        onConfirm={() => void confirmCancel()}
      />
    </Stack>
  );
}
