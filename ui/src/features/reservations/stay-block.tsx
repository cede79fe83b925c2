import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CalendarRangeIcon, PencilIcon } from '../../components/icons';
import { useLocalName } from '../../lib/names';
import { Block, Fact, Facts } from '../../shared/reservations/detail-ui';
import { formatDateTime, menuActionsOf } from '../../shared/reservations/reservation-rules';
import type { Reservation, ReservationStatus } from '../../shared/reservations/reservations-api';
import { StatusBadge } from '../../shared/reservations/status';
import { feeRuleText } from './fee-rule';
import { useRefusalText } from './status-actions';
import { StatusMenu } from './status-menu';
import { useMoney } from '../../components/use-money';

/**
 * The stay: its status (changed through the status menu), arrival and departure, length, the
 * cancellation or no-show fee and the policy, and the button that opens the dates dialog.
 */
export function StayBlock({
  reservation,
  readOnly,
  canChangeFee,
  onChooseStatus,
  onChangeDates,
  onChangeFee,
}: {
  reservation: Reservation;
  readOnly: boolean;
  /** The fee may be edited here (a canceled or no-show stay, by a user allowed to). */
  canChangeFee: boolean;
  onChooseStatus: (status: ReservationStatus) => void;
  onChangeDates: () => void;
  onChangeFee: () => void;
}) {
  const { t, i18n } = useTranslation('reservations');
  const reasonOf = useRefusalText();
  const refusedMoves = menuActionsOf(reservation).flatMap(({ status, refusal }) =>
    refusal ? [{ status, reason: reasonOf(refusal, reservation) }] : [],
  );
  const language = i18n.language === 'en' ? 'en' : 'mn';
  return (
    <Block
      title={t('stay.title')}
      actions={
        readOnly ? null : (
          <StatusMenu
            size="sm"
            text={t('status.changeStatus')}
            statuses={reservation.allowed.statuses}
            refused={refusedMoves}
            label={t('status.changeFor', { number: reservation.number })}
            onChoose={onChooseStatus}
          />
        )
      }
    >
      <Stack gap="4">
        <Facts>
          <Fact label={t('stay.status')}>
            <HStack gap="2" wrap="wrap">
              <StatusBadge status={reservation.status} />
              <Text fontSize="xs" color="fg.muted">
                {t('stay.since', { at: formatDateTime(reservation.statusAt) })}
              </Text>
            </HStack>
          </Fact>
          <Fact label={t('stay.checkIn')}>
            <DateAndTime date={reservation.checkIn} time={reservation.arrivalTime} />
          </Fact>
          <Fact label={t('stay.checkOut')}>
            <DateAndTime date={reservation.checkOut} time={reservation.exitTime} />
          </Fact>
          <Fact label={t('stay.length')}>
            {reservation.stayType === 'night'
              ? t('stay.nights', { count: reservation.stayNights })
              : reservation.stayType === 'time'
                ? t('stay.hours', { count: reservation.hours ?? 0 })
                : t('stay.dayUse')}
          </Fact>
          {reservation.cancellation ? (
            <FeeFact
              reservation={reservation}
              cancellation={reservation.cancellation}
              onEdit={canChangeFee ? onChangeFee : undefined}
            />
          ) : null}
          <Fact label={t('stay.policy')}>
            {reservation.cancellationPolicyClone ? (
              reservation.cancellationPolicyClone.summaries[language]
            ) : (
              <Text color="fg.subtle">{t('general.none')}</Text>
            )}
          </Fact>
        </Facts>
        {readOnly ? null : <DatesButton reservation={reservation} onOpen={onChangeDates} />}
      </Stack>
    </Block>
  );
}

/** A day and a time of day, as the stay's arrival or departure. */
function DateAndTime({ date, time }: { date: string; time: string }) {
  const { t } = useTranslation('reservations');
  return <Text fontVariantNumeric="tabular-nums">{t('stay.dateTime', { date, time })}</Text>;
}

/** The fee of a cancellation or no-show: its amount, paid or not, and the rule it came from. */
function FeeFact({
  reservation,
  cancellation,
  onEdit,
}: {
  reservation: Reservation;
  cancellation: NonNullable<Reservation['cancellation']>;
  /** Opens the fee dialog; none when the fee may not be changed here. */
  onEdit: (() => void) | undefined;
}) {
  const { t } = useTranslation('reservations');
  const money = useMoney();
  return (
    <Fact label={reservation.status === 'no-show' ? t('fee.noShow') : t('stay.cancellationFee')}>
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <Text fontVariantNumeric="tabular-nums" data-testid="fee-amount">
            {money(cancellation.amount)}
          </Text>
          <Badge size="sm" variant="subtle" colorPalette={cancellation.isPaid ? 'green' : 'orange'}>
            {cancellation.isPaid ? t('stay.feePaid') : t('stay.feeUnpaid')}
          </Badge>
          {onEdit ? (
            <Button size="xs" variant="outline" onClick={onEdit}>
              <PencilIcon />
              {t('fee.edit.open')}
            </Button>
          ) : null}
        </HStack>
        <Text fontSize="xs" color="fg.muted" data-testid="fee-rule">
          {feeRuleText(t, cancellation.rule, money)}
        </Text>
      </Stack>
    </Fact>
  );
}

/** The button to the dates dialog, or why the dates are locked (a channel's booking, …). */
function DatesButton({ reservation, onOpen }: { reservation: Reservation; onOpen: () => void }) {
  const { t } = useTranslation('reservations');
  const local = useLocalName();
  const { changeDates } = reservation.allowed;
  return (
    <HStack gap="3" wrap="wrap">
      <Button size="sm" variant="outline" disabled={!changeDates} onClick={onOpen}>
        <CalendarRangeIcon />
        {t('dates.open')}
      </Button>
      {!changeDates ? (
        <Text fontSize="xs" color="fg.muted">
          {reservation.sourceClone.serviceName
            ? t('dates.lockedChannel', { channel: local(reservation.sourceClone) })
            : t('dates.locked')}
        </Text>
      ) : null}
    </HStack>
  );
}
