import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CalendarIcon } from '../../components/icons';
import { CreateListHeader } from '../../components/list-table/create-list-header';
import { filteredEmptyOf } from '../../components/list-table/list-filter-bar';
import { ListTable } from '../../components/list-table/list-table';
import { NotFoundPage } from '../../components/not-found-page';
import { useDialog } from '../../components/use-dialog';
import { useConfirmedCommand } from '../../components/use-confirmed-command';
import { useLocalizedPath } from '../../components/use-localized-path';
import { useLocalName } from '../../lib/names';
import { httpStatusOf } from '../../lib/problem';
import { propertyPath } from '../../lib/property-pages';
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
  const list = useListAllotmentsQuery({ slug });
  const roomTypes = useListRoomTypesQuery({ slug });
  const partners = useListPartnersQuery({ slug });
  const dialog = useDialog<Allotment>();
  const [cancel] = useCancelAllotmentMutation();
  const cancellation = useConfirmedCommand(
    (allotment: Allotment, idempotencyKey) =>
      cancel({ slug, idempotencyKey, id: allotment.id }).unwrap(),
    () => t('cancel.done'),
  );
  const types = (roomTypes.data?.data ?? []).filter((type) => type.rooms.length > 0);
  const partnerList = partners.data?.data ?? [];
  const ready = types.length > 0 && partnerList.length > 0;

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;

  return (
    <Stack gap="5">
      <CreateListHeader
        description={t('description')}
        createLabel={t('actions.create')}
        onCreate={() => dialog.show(null)}
        disabled={!ready}
        note={roomTypes.isSuccess && partners.isSuccess && !ready ? t('notReady') : null}
      />
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
      <AllotmentDialog slug={slug} dialog={dialog} partners={partnerList} roomTypes={types} />
      <ConfirmDialog
        {...cancellation.confirmProps}
        title={t('cancel.title', { number: cancellation.item?.number ?? '' })}
        description={t('cancel.description')}
        confirmLabel={t('cancel.confirm')}
      />
    </Stack>
  );
}
