import { Badge, Link } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { amountColumn, countColumn, dateColumn } from '../../components/list-table/columns';
import { actionsColumn } from '../../components/list-table/actions-column';
import type { ListColumn } from '../../components/list-table/list-table';
import { formatMoney } from '../../lib/format';
import type { Allotment } from './allotments-api';

interface ColumnActions {
  /** The pick-up report's address of a contract. */
  reportPath: (allotment: Allotment) => string;
  edit: (allotment: Allotment) => void;
  cancel: (allotment: Allotment) => void;
}

/** The contracts' columns: the contract, its terms, its pick-up, its actions. */
export const allotmentColumns = (
  t: TFunction<'allotments'>,
  language: string,
  roomTypeName: (allotment: Allotment) => string,
  actions: ColumnActions,
): ListColumn<Allotment>[] => [
  {
    id: 'contract',
    header: t('columns.contract'),
    sticky: true,
    cell: (a) => (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={actions.reportPath(a)}>
          {t('contract', { number: a.number, partner: a.partnerName })}
        </RouterLink>
      </Link>
    ),
  },
  { id: 'roomType', header: t('columns.roomType'), collapse: 2, cell: roomTypeName },
  dateColumn({
    id: 'nights',
    header: t('columns.nights'),
    cell: (a) => `${a.firstNight} – ${a.lastNight}`,
  }),
  countColumn({ id: 'rooms', header: t('columns.rooms'), cell: (a) => a.rooms }),
  countColumn({
    id: 'releaseDays',
    header: t('columns.releaseDays'),
    collapse: 3,
    cell: (a) => a.releaseDays,
  }),
  amountColumn({
    id: 'rate',
    header: t('columns.rate'),
    collapse: 4,
    cell: (a) => formatMoney(a.rate, language),
  }),
  countColumn({
    id: 'pickedUp',
    header: t('columns.pickedUp'),
    cell: (a) => `${a.totals.pickedUp} / ${a.totals.allotted}`,
  }),
  countColumn({
    id: 'released',
    header: t('columns.released'),
    collapse: 1,
    cell: (a) => a.totals.released,
  }),
  {
    id: 'status',
    header: t('columns.status'),
    cell: (a) =>
      a.canceledAt ? (
        <Badge colorPalette="gray">{t('status.canceled')}</Badge>
      ) : (
        <Badge colorPalette="green">{t('status.active')}</Badge>
      ),
  },
  actionsColumn(t('columns.actions'), (a) =>
    a.canceledAt ? null : (
      <EditDeleteButtons
        display="inline-flex"
        edit={{
          label: t('actions.edit', { number: a.number }),
          onClick: () => actions.edit(a),
        }}
        remove={{
          label: t('actions.cancel', { number: a.number }),
          onClick: () => actions.cancel(a),
        }}
      />
    ),
  ),
];
