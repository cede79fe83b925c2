import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FilterSelect, optionsOf } from '../../components/list-filters';
import { ListFilterBar, filterTextsOf } from '../../components/list-table/list-filter-bar';
import type { AddressChange } from '../../components/list-paging';
import { ACTIVITY_AREAS, type ActivityQuery, type ActivityUser } from './activity-api';
import { actorText } from './describe';

interface ActivityFiltersProps {
  query: ActivityQuery;
  /** The reservation filtered by, as the address names it (`reservationNumber`). */
  reservationNumber: string | null;
  users: readonly ActivityUser[];
  filtered: boolean;
  onChange: (change: AddressChange) => void;
  onClear: () => void;
}

/** The log's filters: who, which area, which dates, and the reservation picked from a row. */
export function ActivityFilters({
  query,
  reservationNumber,
  users,
  filtered,
  onChange,
  onClear,
}: ActivityFiltersProps) {
  const { t } = useTranslation('activity');
  /** A select of one of the address's filters (everything while empty). */
  const filterOf = (name: 'userId' | 'area') => ({
    name,
    value: query[name] ?? '',
    onChange: (value: string) => onChange({ [name]: value }),
  });
  return (
    <ListFilterBar
      texts={filterTextsOf(t, 'filters', { search: false })}
      query={{ start: query.from, end: query.to }}
      onChange={onChange}
      filtered={filtered}
      onClear={onClear}
      below={
        query.reservationId ? (
          <PickedReservation
            number={reservationNumber}
            onRemove={() => onChange({ reservationId: '', reservationNumber: '' })}
          />
        ) : null
      }
    >
      <FilterSelect
        w="44"
        label={t('filters.user')}
        {...filterOf('userId')}
        options={[
          { value: '', text: t('filters.everyone') },
          ...users.map((user) => ({ value: user.userId, text: actorText(user.actor, t) })),
        ]}
      />
      <FilterSelect
        w="40"
        label={t('filters.area')}
        {...filterOf('area')}
        options={[
          { value: '', text: t('filters.allAreas') },
          ...optionsOf(ACTIVITY_AREAS, (area) => t(`areas.${area}`)),
        ]}
      />
    </ListFilterBar>
  );
}

/** The reservation the log is filtered by (picked from a row), and the way to drop it. */
function PickedReservation({ number, onRemove }: { number: string | null; onRemove: () => void }) {
  const { t } = useTranslation('activity');
  return (
    <HStack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {t('filters.reservation')}
      </Text>
      <Badge size="lg" variant="subtle" colorPalette="blue">
        {number ? `№${number}` : t('filters.oneReservation')}
      </Badge>
      <Button size="xs" variant="ghost" colorPalette="gray" onClick={onRemove}>
        {t('filters.removeReservation')}
      </Button>
    </HStack>
  );
}
