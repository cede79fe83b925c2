import {
  Badge,
  Box,
  type BoxProps,
  Button,
  Group,
  HStack,
  Stack,
  Text,
  type UseDisclosureReturn,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DateStepperWithToday } from '../../components/date-stepper-with-today';
import { ListIcon, SettingsIcon } from '../../components/icons';
import { LEGEND, STATUS_COLORS, StatusDot } from '../../shared/reservations/status';
import { SETTLED_HATCH } from './calendar-rows';
import { addDays } from './dates';
import { CALENDAR_VIEWS, type CalendarView, VIEW_DAYS, activeFilterCount } from './timeline';
import type { CalendarFilterState } from './filter-drawer';
import type { CalendarModel } from './use-calendar-model';
import type { ShownDates } from './use-shown-dates';

interface CalendarToolbarProps {
  /** The view and date asked for (the range holds it), `show` for another, the working date. */
  shown: ShownDates;
  /** The filter: the button counts the choices that hide something and opens its drawer. */
  filter: Pick<CalendarFilterState, 'value' | 'drawer'>;
  /** The side panel of unassigned bookings, which its button shows and hides. */
  panel: Pick<UseDisclosureReturn, 'open' | 'onToggle'>;
  /**
   * From the calendar's model: the unassigned bookings (counted on the panel's button), and
   * what the legend explains while it is shown (a stay moved mid-stay, the sites' held
   * bookings and conflicts).
   */
  model: Pick<CalendarModel, 'unassigned' | 'movedShown' | 'holds' | 'conflicts'>;
}

/**
 * The calendar's toolbar above the grid: the view (day, week, month), the date with previous
 * and next, back to the working date, the dates shown, the filter and the unassigned list,
 * and the legend of the colours.
 */
export function CalendarToolbar({
  shown: { view, date, range, show: onShow, workingDate },
  filter,
  panel,
  model,
}: CalendarToolbarProps) {
  const { t } = useTranslation('calendar');
  const step = VIEW_DAYS[view];
  const last = range.dates[range.dates.length - 1] ?? range.from;
  const filters = activeFilterCount(filter.value);
  const unassigned = model.unassigned.length;
  const panelOpen = panel.open;
  return (
    <Stack layerStyle="panel" gap="3" px="4" py="3">
      <HStack gap="2" wrap="wrap">
        <Group attached role="radiogroup" aria-label={t('toolbar.view')}>
          {CALENDAR_VIEWS.map((option) => (
            <Button
              key={option}
              role="radio"
              aria-checked={option === view}
              size="sm"
              variant={option === view ? 'solid' : 'outline'}
              colorPalette={option === view ? 'brand' : 'gray'}
              onClick={() => onShow({ view: option })}
            >
              {t(`toolbar.views.${option}`)}
            </Button>
          ))}
        </Group>
        <DateStepperWithToday
          value={date}
          label={t('toolbar.date')}
          previousLabel={t(`toolbar.previous.${view}`)}
          nextLabel={t(`toolbar.next.${view}`)}
          onPrevious={() => onShow({ date: addDays(date, -step) })}
          onNext={() => onShow({ date: addDays(date, step) })}
          onChange={(picked) => onShow({ date: picked })}
          today={workingDate}
          todayLabel={t('toolbar.today')}
        />
        <Text
          fontSize="sm"
          color="fg.muted"
          fontVariantNumeric="tabular-nums"
          data-testid="calendar-range"
        >
          {view === 'day' ? range.from : t('toolbar.range', { from: range.from, to: last })}
        </Text>
        <HStack gap="2" ms={{ base: '0', md: 'auto' }}>
          <Button
            size="sm"
            variant="outline"
            colorPalette="gray"
            onClick={filter.drawer.onOpen}
            aria-label={t('toolbar.filterLabel', { count: filters })}
          >
            <SettingsIcon />
            {t('toolbar.filter')}
            {filters > 0 ? (
              <Badge size="xs" colorPalette="brand" variant="solid">
                {filters}
              </Badge>
            ) : null}
          </Button>
          <Button
            size="sm"
            variant={panelOpen ? 'solid' : 'outline'}
            colorPalette={panelOpen ? 'brand' : 'gray'}
            aria-pressed={panelOpen}
            aria-label={t('toolbar.unassignedLabel', { count: unassigned })}
            onClick={panel.onToggle}
          >
            <ListIcon />
            {/* A space between the word and the count: the name read out ("Unassigned 5:
                …") holds the text as shown (WCAG 2.5.3, label in name). */}
            {t('toolbar.unassigned')}{' '}
            <Badge size="xs" variant="solid" colorPalette={unassigned > 0 ? 'orange' : 'gray'}>
              {unassigned}
            </Badge>
          </Button>
        </HStack>
      </HStack>
      <CalendarLegend
        view={view}
        movedShown={model.movedShown}
        sitesShown={{ holds: model.holds.size > 0, conflicts: model.conflicts.length > 0 }}
      />
    </Stack>
  );
}

/**
 * The marks the legend explains beside the six colours, each while the calendar shows it: its
 * swatch (as the bar draws it) and its text's key.
 */
const MARKS: readonly {
  testId: string;
  label: string;
  shown: (movedShown: boolean, sitesShown: { holds: boolean; conflicts: boolean }) => boolean;
  swatch: BoxProps;
}[] = [
  {
    testId: 'legend-settled',
    label: 'legendSettled',
    shown: (movedShown) => movedShown,
    swatch: {
      opacity: '0.6',
      filter: 'saturate(0.25)',
      style: { background: `${SETTLED_HATCH}, ${STATUS_COLORS['checked-in']}` },
    },
  },
  {
    testId: 'legend-site-hold',
    label: 'channel.legendHold',
    shown: (_, sites) => sites.holds,
    swatch: {
      bg: 'teal.solid',
      borderWidth: '1px',
      borderStyle: 'dashed',
      borderColor: 'teal.contrast',
    },
  },
  {
    testId: 'legend-site-conflict',
    label: 'channel.legendConflict',
    shown: (_, sites) => sites.conflicts,
    swatch: {
      borderWidth: '1px',
      borderColor: 'red.solid',
      backgroundImage:
        'repeating-linear-gradient(135deg, var(--chakra-colors-red-solid) 0 4px, var(--chakra-colors-red-subtle) 4px 8px)',
    },
  },
];

/** The six colours of the spec (and the muted bars of a stay moved mid-stay), with a hint. */
function CalendarLegend({
  view,
  movedShown,
  sitesShown,
}: {
  view: CalendarView;
  movedShown: boolean;
  sitesShown: { holds: boolean; conflicts: boolean };
}) {
  const { t } = useTranslation('calendar');
  return (
    <Wrap
      as="ul"
      gap="4"
      borderTopWidth="1px"
      pt="2.5"
      aria-label={t('legend')}
      alignItems="center"
    >
      {LEGEND.map((status) => (
        <Box as="li" key={status}>
          <StatusDot status={status} />
        </Box>
      ))}
      {MARKS.filter((mark) => mark.shown(movedShown, sitesShown)).map((mark) => (
        <HStack as="li" key={mark.testId} gap="1.5" data-testid={mark.testId}>
          <Box w="5" h="2.5" borderRadius="sm" flexShrink="0" {...mark.swatch} />
          <Text fontSize="sm">{t(mark.label)}</Text>
        </HStack>
      ))}
      <Text as="li" fontSize="xs" color="fg.muted" ms={{ base: '0', xl: 'auto' }}>
        {view === 'day' ? t('hints.day') : t('hints.range')}
      </Text>
    </Wrap>
  );
}
