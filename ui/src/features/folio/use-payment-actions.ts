import { useTranslation } from 'react-i18next';
import { useConfirmedCommand } from '../../components/use-confirmed-command';
import { newIdempotencyKey } from '../../lib/idempotency';
import {
  type Payment,
  useDeletePaymentMutation,
  useMovePaymentWindowMutation,
} from '../../shared/reservations/folio-api';
import type { Reservation } from '../../shared/reservations/reservations-api';
import type { MoveTarget } from './payments-table';
import { toastDone } from '../../components/done-toast';

/**
 * What the payments panel does to a payment (./payments-panel.tsx): delete the one its
 * confirmation holds (`removal`: the dialog closes once deleted, stays on a refusal) and move
 * one to another payer window; each success is notified, a refusal by the app's error notice.
 */
export function usePaymentActions(slug: string, reservation: Reservation) {
  const { t } = useTranslation('folio');
  const [remove] = useDeletePaymentMutation();
  const [move] = useMovePaymentWindowMutation();
  const removal = useConfirmedCommand<Payment>(
    (payment, idempotencyKey) =>
      remove({ slug, idempotencyKey, id: payment.id, reservationId: reservation.id }).unwrap(),
    () => t('panel.deleted'),
  );

  const moveTo = async (payment: Payment, target: MoveTarget) => {
    try {
      await move({
        slug,
        idempotencyKey: newIdempotencyKey(),
        reservationId: reservation.id,
        paymentId: payment.id,
        windowId: target.windowId,
      }).unwrap();
      toastDone(t('window.moved', { window: target.label }));
    } catch {
      // The app's error notice shows the server's message.
    }
  };

  return { removal, moveTo };
}
