import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PlusIcon, ShareIcon } from '../../components/icons';
import { useDialog } from '../../components/use-dialog';
import { Block } from '../../shared/reservations/detail-ui';
import type { Reservation } from '../../shared/reservations/reservations-api';
import { type Payment } from '../../shared/reservations/folio-api';
import { FolioWindowBlock, Total } from './folio-window';
import { type PayerOfPayment, PaymentDialog } from './payment-dialog';
import { type PaymentRowActions, PaymentsTable } from './payments-table';
import { RefundDialog, refundLimitOf } from './refund-dialog';
import { RoutingDialog } from './routing-dialog';
import { usePaymentActions } from './use-payment-actions';
import { isSplit, payerNameOf, paymentsOfWindow, windowsOf } from './windows';
import { useMoney } from '../../components/use-money';

/** Statuses whose payers may no longer change (the server's rule `folio.routingClosed`). */
const ROUTING_CLOSED = ['checked-out', 'canceled', 'no-show'];

/**
 * The reservation's payments (operations spec §2 reservation detail): what was paid, how and
 * when, with the balance; "Add payment" while something is due; a payment taken by mistake
 * is deleted after confirmation the day it was taken (an audited one is not offered: the
 * server refuses it); money to give back is refunded from a payment with something left of
 * it ("Refund"), and each refund shows under its payment.
 *
 * "Payers" splits the folio between the guest and partners (docs/folio.md "Payer routing").
 * With more than one payer window each window is a block of its own: who pays it, the charges
 * routed to it, its charges, paid and balance, its payments (each movable to another window),
 * and its own payment, receipt and invoice. With one window the panel is as it always was.
 */
export function PaymentsPanel({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const { t } = useTranslation('folio');
  const money = useMoney();
  const adding = useDialog<PayerOfPayment | null>();
  const { removal, moveTo } = usePaymentActions(slug, reservation);
  const refunding = useDialog<Payment>();
  const routing = useDialog<true>();
  const actions: PaymentRowActions = {
    // A refund is offered while the folio (the payment's window) owes money back (a receivable
    // once its payer paid).
    canRefund: (payment) =>
      (payment.incomeType !== 'receivable' || payment.isPaid) &&
      refundLimitOf(payment, reservation) > 0,
    onRefund: refunding.show,
    onDelete: removal.show,
  };
  const payments = reservation.payments ?? [];
  const windows = windowsOf(reservation);
  const split = isSplit(reservation);
  const canRoute = !ROUTING_CLOSED.includes(reservation.status);

  const windowLabel = (window: (typeof windows)[number]) =>
    t('routing.windowName', { n: window.windowId, payer: payerNameOf(window, reservation) });

  return (
    <Block
      title={t('panel.title')}
      testId="payments-panel"
      actions={
        <>
          {canRoute ? (
            <Button size="sm" variant="outline" onClick={() => routing.show(true)}>
              <ShareIcon />
              {t('routing.open')}
            </Button>
          ) : null}
          {!split && reservation.allowed.pay ? (
            <Button size="sm" onClick={() => adding.show(null)}>
              <PlusIcon />
              {t('panel.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <Stack gap="4">
        <FolioTotals reservation={reservation} />
        {split ? (
          windows.map((window) => (
            <FolioWindowBlock
              key={window.windowId}
              slug={slug}
              reservation={reservation}
              window={window}
              label={windowLabel(window)}
              canPay={window.balance > 0}
              onPay={() =>
                adding.show({
                  windowId: window.windowId,
                  name: payerNameOf(window, reservation),
                  balance: window.balance,
                  isPartner: window.partnerClone !== null,
                })
              }
            >
              {paymentsOfWindow(reservation, window.windowId).length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('window.empty')}
                </Text>
              ) : (
                <PaymentsTable
                  label={t('window.payments', { window: windowLabel(window) })}
                  payments={paymentsOfWindow(reservation, window.windowId)}
                  actions={{
                    ...actions,
                    moveTargets:
                      reservation.status === 'checked-out'
                        ? []
                        : windows
                            .filter((w) => w.windowId !== window.windowId)
                            .map((w) => ({ windowId: w.windowId, label: windowLabel(w) })),
                    onMove: (payment, target) => void moveTo(payment, target),
                  }}
                />
              )}
            </FolioWindowBlock>
          ))
        ) : payments.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('panel.empty')}
          </Text>
        ) : (
          <PaymentsTable label={t('panel.title')} payments={payments} actions={actions} />
        )}
      </Stack>
      <PaymentDialog slug={slug} reservation={reservation} dialog={adding} />
      <RefundDialog slug={slug} reservation={reservation} dialog={refunding} />
      {canRoute ? (
        <RoutingDialog
          slug={slug}
          reservation={reservation}
          open={routing.open}
          onOpenChange={routing.onOpenChange}
        />
      ) : null}
      <ConfirmDialog
        {...removal.confirmProps}
        title={t('panel.deleteTitle')}
        description={t('panel.deleteDescription', {
          amount: money(removal.item?.amountMnt ?? 0),
          date: removal.item?.postedDate ?? '',
        })}
        confirmLabel={t('panel.deleteConfirm')}
      />
    </Block>
  );
}

/**
 * The folio's totals: the amount (a canceled stay or a no-show with a fee: the fee), paid, and
 * the balance or what is owed back; with several payer windows, a note that each has its own.
 */
function FolioTotals({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('folio');
  const money = useMoney();
  const windows = windowsOf(reservation);
  const split = isSplit(reservation);
  const fee =
    reservation.status === 'canceled' || reservation.status === 'no-show'
      ? reservation.cancellation
      : null;
  return (
    <HStack gap="6" wrap="wrap" data-testid="folio-totals">
      {/* A canceled stay (or a no-show with a fee) owes its fee: the fee, and the fee paid
          on the spot counted as paid (docs/reservations.md "Cancellation and no-show fees"). */}
      {fee ? (
        <Total
          label={t(reservation.status === 'no-show' ? 'fee.noShow' : 'fee.cancellation', {
            ns: 'reservations',
          })}
          value={money(fee.amount)}
        />
      ) : (
        <Total label={t('panel.amount')} value={money(reservation.amount)} />
      )}
      <Total
        label={t('panel.paid')}
        value={money(reservation.paid + (fee?.isPaid ? fee.amount : 0))}
      />
      <Total
        label={reservation.balance < 0 ? t('panel.refund') : t('panel.balance')}
        value={money(Math.abs(reservation.balance))}
        tone={reservation.balance > 0 ? 'orange' : reservation.balance < 0 ? 'red' : 'green'}
      />
      {split ? (
        <Text fontSize="sm" color="fg.muted" flexBasis="full" data-testid="folio-split-note">
          {t('window.splitNote', { count: windows.length })}
        </Text>
      ) : null}
    </HStack>
  );
}
