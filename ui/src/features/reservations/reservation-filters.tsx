import { useTranslation } from 'react-i18next';
import { FilterCheckbox, FilterSelect, optionsOf } from '../../components/list-filters';
import { StatusFilterRow } from '../../components/list-table/filter-chips';
import { filterTextsOf, ListFilterBar } from '../../components/list-table/list-filter-bar';
import { FILTER_TYPES, type FilterType } from '../../shared/reservations/reservation-rules';
import {
  RESERVATION_STATUSES,
  type ReservationListQuery,
  STAY_TYPES,
  type StayType,
} from '../../shared/reservations/reservations-api';
import { colorOf, textColorOf } from '../../shared/reservations/status';

/** The filters' part of the address: each name with its text ('' removes it). */
export type FilterChange = Partial<
  Record<
    'filterType' | 'start' | 'end' | 'statuses' | 'stayType' | 'isRequest' | 'notPaid' | 'search',
    string
  >
>;

interface ReservationFiltersProps {
  query: ReservationListQuery;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
}

/**
 * The "others" tab's filters (operations spec §2): which date the range applies to (created,
 * check-in, check-out), the range, statuses, stay type, request and not-paid flags, search.
 */
export function ReservationFilters({ query, onChange, onClear }: ReservationFiltersProps) {
  const { t } = useTranslation('reservations');
  const statuses = query.statuses ?? [];

  const filtered =
    !!query.start ||
    !!query.end ||
    statuses.length > 0 ||
    !!query.stayType ||
    !!query.isRequest ||
    !!query.notPaid ||
    !!query.search;

  return (
    <ListFilterBar
      texts={filterTextsOf(t)}
      query={query}
      onChange={onChange}
      afterDates={
        <FilterSelect
          w="36"
          label={t('filters.stayType')}
          name="stayType"
          value={query.stayType ?? ''}
          onChange={(value) => onChange({ stayType: value as StayType | '' })}
          options={[
            { value: '', text: t('filters.allStayTypes') },
            ...optionsOf(STAY_TYPES, (type) => t(`stayType.${type}`, { ns: 'common' })),
          ]}
        />
      }
      below={
        <StatusFilterRow
          label={t('filters.statuses')}
          values={RESERVATION_STATUSES}
          selected={statuses}
          onChange={onChange}
          text={(status) => t(`reservationStatus.${status}`, { ns: 'common' })}
          colorsOf={(status) => ({ background: colorOf(status), color: textColorOf(status) })}
          clear={{ label: t('filters.clear'), filtered, onClear }}
        >
          <FilterCheckbox
            label={t('filters.isRequest')}
            checked={!!query.isRequest}
            onChange={(on) => onChange({ isRequest: on ? '1' : '' })}
          />
          <FilterCheckbox
            label={t('filters.notPaid')}
            checked={!!query.notPaid}
            onChange={(on) => onChange({ notPaid: on ? '1' : '' })}
          />
        </StatusFilterRow>
      }
    >
      <FilterSelect
        w="44"
        label={t('filters.filterType')}
        name="filterType"
        value={query.filterType ?? 'createdAt'}
        onChange={(value) => onChange({ filterType: value as FilterType })}
        options={optionsOf(FILTER_TYPES, (type) => t(`filters.filterTypes.${type}`))}
      />
    </ListFilterBar>
  );
}
