import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSplit, owingWindowsOf, payerNameOf } from '../folio';
import { nextActionsOf } from '../../shared/reservations/reservation-rules';
import type {
  Reservation,
  ReservationStatus,
  StatusRefusal,
} from '../../shared/reservations/reservations-api';
import { useMoney } from '../../components/use-money';

/**
 * The reason of a refused move, short enough to sit beside its button ("Arrives on
 * 2026-11-29", "Balance 120,000₮ to settle"): the rule's key names the text, its values fill
 * it in. A rule this screen has no short text for says it plainly. A check-out refused on a
 * split folio also says which payer windows owe ("Window 2 · Monos LLC owes 200,000₮").
 */
export function useRefusalText(): (refusal: StatusRefusal, reservation?: Reservation) => string {
  const { t } = useTranslation(['reservations', 'folio']);
  const money = useMoney();
  return (refusal, reservation) => {
    const name = refusal.rule.replace(/^reservation\./, '');
    const { balance } = refusal.params;
    const text = t([`refusal.${name}`, 'refusal.other'], {
      ...refusal.params,
      ...(typeof balance === 'number' ? { amount: money(balance) } : {}),
    });
    if (name !== 'balanceDue' || !reservation || !isSplit(reservation)) return text;
    const owing = owingWindowsOf(reservation).map((window) =>
      t('window.owes', {
        ns: 'folio',
        window: t('routing.windowName', {
          ns: 'folio',
          n: window.windowId,
          payer: payerNameOf(window, reservation),
        }),
        amount: money(window.balance),
      }),
    );
    return owing.length > 0 ? `${text}: ${owing.join('; ')}` : text;
  };
}

/**
 * The front desk's plain actions on a reservation ("Confirm", "Check in", "Check out"): the
 * next step of its status, enabled when the server's rules allow it today, otherwise disabled
 * with the rule's reason beside it. Choosing one asks to confirm, like the status menu.
 */
export function StatusActions({
  reservation,
  onChoose,
}: {
  reservation: Reservation;
  onChoose: (status: ReservationStatus) => void;
}) {
  const { t } = useTranslation('reservations');
  const reasonOf = useRefusalText();
  // Several reservations' actions may share a page (the group page): ids of their own.
  const id = useId();
  const actions = nextActionsOf(reservation);
  if (actions.length === 0) return null;
  // The main one: the last step allowed now (a pending arrival of today is checked in).
  const main = actions.map((action) => action.refusal).lastIndexOf(null);
  return (
    <HStack gap="4" wrap="wrap" align="flex-start" data-testid="status-actions">
      {actions.map(({ status, refusal }, index) => {
        const reasonId = `${id}-reason-${status}`;
        return (
          <Stack key={status} gap="1" maxW="64">
            <Button
              size="sm"
              colorPalette="brand"
              variant={index === main ? 'solid' : 'outline'}
              disabled={refusal !== null}
              aria-describedby={refusal ? reasonId : undefined}
              onClick={() => onChoose(status)}
            >
              {t(`actions.${status}`)}
            </Button>
            {refusal ? (
              <Text id={reasonId} fontSize="xs" color="fg.muted" data-testid="action-reason">
                {reasonOf(refusal, reservation)}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </HStack>
  );
}
