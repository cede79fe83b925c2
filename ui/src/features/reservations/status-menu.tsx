import { Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../components/icons';
import { StatusDot } from '../../shared/reservations/status';
import type { ReservationStatus } from '../../shared/reservations/reservations-api';

interface StatusMenuProps {
  /** The statuses offered (nothing is drawn when there are none, refused ones included). */
  statuses: readonly ReservationStatus[];
  /** Moves that make sense but are refused today: shown disabled, with the rule's reason. */
  refused?: readonly { status: ReservationStatus; reason: string }[];
  /** The menu button's accessible name ("Change status of reservation 12"). */
  label: string;
  onChoose: (status: ReservationStatus) => void;
  size?: 'xs' | 'sm';
  /** The button's text (default "Change"). */
  text?: string;
}

/** A button opening the statuses a reservation may move to; choosing one asks to confirm. */
export function StatusMenu({
  statuses,
  refused = [],
  label,
  onChoose,
  size = 'xs',
  text,
}: StatusMenuProps) {
  const { t } = useTranslation('reservations');
  if (statuses.length === 0 && refused.length === 0) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" colorPalette="gray" size={size} aria-label={label}>
          {text ?? t('status.change')}
          <ChevronDownIcon boxSize="3.5" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {statuses.map((status) => (
              <Menu.Item key={status} value={status} onSelect={() => onChoose(status)}>
                <StatusDot status={status} />
              </Menu.Item>
            ))}
            {refused.map(({ status, reason }) => (
              <Menu.Item key={status} value={status} disabled>
                <Stack gap="0.5">
                  <StatusDot status={status} />
                  <Text fontSize="xs" color="fg.muted" ps="4">
                    {reason}
                  </Text>
                </Stack>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
