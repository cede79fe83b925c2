import {
  Button,
  CloseButton,
  Drawer,
  Fieldset,
  Portal,
  RadioGroup,
  Stack,
  useDisclosure,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationStatus } from '../../shared/reservations/reservations-api';
import { StatusDot } from '../../shared/reservations/status';
import { type CalendarFilter, type Cleanliness, DEFAULT_FILTER, FILTER_STATUSES } from './timeline';
import { CheckboxItem } from '../../components/checkbox-item';

/**
 * What the calendar shows, changed in the filter's drawer: the filter (`value`), its change
 * (`set`) and the drawer's disclosure (the toolbar's button opens it).
 */
export function useCalendarFilter() {
  const [value, set] = useState<CalendarFilter>(DEFAULT_FILTER);
  const drawer = useDisclosure();
  return { value, set, drawer };
}

export type CalendarFilterState = ReturnType<typeof useCalendarFilter>;

const CLEANLINESS: readonly Cleanliness[] = ['all', 'clean', 'dirty'];

/** What the calendar shows: reservation statuses (canceled never) and clean or dirty rooms. */
export function FilterDrawer({
  filter: { value: filter, set: onChange, drawer },
}: {
  filter: CalendarFilterState;
}) {
  const { t } = useTranslation('calendar');
  const toggle = (status: ReservationStatus, on: boolean) => {
    const chosen = new Set(filter.statuses);
    if (on) chosen.add(status);
    else chosen.delete(status);
    onChange({ ...filter, statuses: FILTER_STATUSES.filter((s) => chosen.has(s)) });
  };
  return (
    <Drawer.Root
      open={drawer.open}
      onOpenChange={(details) => drawer.setOpen(details.open)}
      placement="end"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('filter.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <Fieldset.Root>
                  <Fieldset.Legend fontWeight="semibold">{t('filter.statuses')}</Fieldset.Legend>
                  <Stack gap="2.5" mt="2">
                    {FILTER_STATUSES.map((status) => (
                      <CheckboxItem
                        key={status}
                        size="sm"
                        checked={filter.statuses.includes(status)}
                        onChange={(checked) => toggle(status, checked)}
                        label={<StatusDot status={status} />}
                      />
                    ))}
                  </Stack>
                </Fieldset.Root>
                <Fieldset.Root>
                  <Fieldset.Legend fontWeight="semibold">{t('filter.rooms')}</Fieldset.Legend>
                  <RadioGroup.Root
                    size="sm"
                    mt="2"
                    value={filter.cleanliness}
                    onValueChange={(details) =>
                      onChange({ ...filter, cleanliness: (details.value ?? 'all') as Cleanliness })
                    }
                  >
                    <Stack gap="2.5">
                      {CLEANLINESS.map((value) => (
                        <RadioGroup.Item key={value} value={value}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>
                            {t(`filter.cleanliness.${value}`)}
                          </RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                </Fieldset.Root>
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button
                variant="outline"
                colorPalette="gray"
                onClick={() => onChange(DEFAULT_FILTER)}
              >
                {t('filter.reset')}
              </Button>
              <Drawer.ActionTrigger asChild>
                <Button>{t('filter.done')}</Button>
              </Drawer.ActionTrigger>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" colorPalette="gray" aria-label={t('common:actions.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
