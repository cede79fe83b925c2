import { Button, Checkbox, HStack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  DateRangeFields,
  FilterBar,
  FilterRow,
  FilterSelect,
  SearchField,
} from '../../components/list-filters';
import { ClearFilters } from '../../components/list-table/list-header';
import { FILTER_TYPES, type FilterType } from '../../shared/reservations/reservation-rules';
import {
  RESERVATION_STATUSES,
  type ReservationListQuery,
  type ReservationStatus,
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

  const toggleStatus = (status: ReservationStatus) => {
    const next = statuses.includes(status)
      ? statuses.filter((s) => s !== status)
      : RESERVATION_STATUSES.filter((s) => s === status || statuses.includes(s));
    onChange({ statuses: next.join(',') });
  };

  const filtered =
    !!query.start ||
    !!query.end ||
    statuses.length > 0 ||
    !!query.stayType ||
    !!query.isRequest ||
    !!query.notPaid ||
    !!query.search;

  return (
    <FilterBar label={t('filters.label')}>
      <FilterRow>
        <FilterSelect
          w="44"
          label={t('filters.filterType')}
          name="filterType"
          value={query.filterType ?? 'createdAt'}
          onChange={(value) => onChange({ filterType: value as FilterType })}
        >
          {FILTER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`filters.filterTypes.${type}`)}
            </option>
          ))}
        </FilterSelect>
        <DateRangeFields
          start={query.start}
          end={query.end}
          startLabel={t('filters.start')}
          endLabel={t('filters.end')}
          onChange={onChange}
        />
        <FilterSelect
          w="36"
          label={t('filters.stayType')}
          name="stayType"
          value={query.stayType ?? ''}
          onChange={(value) => onChange({ stayType: value as StayType | '' })}
        >
          <option value="">{t('filters.allStayTypes')}</option>
          {STAY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`stayType.${type}`, { ns: 'common' })}
            </option>
          ))}
        </FilterSelect>
        <SearchField
          value={query.search}
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          onSearch={(search) => onChange({ search })}
        />
      </FilterRow>
      <FilterRow align="center" justify="space-between">
        <HStack gap="2" wrap="wrap" role="group" aria-label={t('filters.statuses')}>
          <Text fontSize="sm" color="fg.muted">
            {t('filters.statuses')}
          </Text>
          <Wrap gap="1.5">
            {RESERVATION_STATUSES.map((status) => {
              const on = statuses.includes(status);
              return (
                <Button
                  key={status}
                  size="xs"
                  borderRadius="full"
                  variant={on ? 'solid' : 'outline'}
                  colorPalette="gray"
                  aria-pressed={on}
                  onClick={() => toggleStatus(status)}
                  style={
                    on ? { background: colorOf(status), color: textColorOf(status) } : undefined
                  }
                >
                  {t(`reservationStatus.${status}`, { ns: 'common' })}
                </Button>
              );
            })}
          </Wrap>
        </HStack>
        <HStack gap="4" wrap="wrap">
          <Checkbox.Root
            size="sm"
            checked={!!query.isRequest}
            onCheckedChange={(details) => onChange({ isRequest: details.checked ? '1' : '' })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('filters.isRequest')}</Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root
            size="sm"
            checked={!!query.notPaid}
            onCheckedChange={(details) => onChange({ notPaid: details.checked ? '1' : '' })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('filters.notPaid')}</Checkbox.Label>
          </Checkbox.Root>
          <ClearFilters
            size="xs"
            label={t('filters.clear')}
            filtered={filtered}
            onClear={onClear}
          />
        </HStack>
      </FilterRow>
    </FilterBar>
  );
}
