import { Badge, Box, Button, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PlusIcon, TrashIcon } from '../../components/icons';
import { useDialog } from '../../components/use-dialog';
import { formatMoney, formatNumber } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency';
import { toaster } from '../../lib/toaster';
import { Block } from '../reservations/detail-ui';
import type { Reservation } from '../reservations/reservations-api';
import { type Payment, useDeletePaymentMutation } from './folio-api';
import { PaymentDialog } from './payment-dialog';
import { RefundDialog, refundLimitOf } from './refund-dialog';

/**
 * The reservation's payments (operations spec §2 reservation detail): what was paid, how and
 * when, with the balance; "Add payment" while something is due; a payment taken by mistake
 * is deleted after confirmation the day it was taken (an audited one is not offered: the
 * server refuses it); money to give back is refunded from a payment with something left of
 * it ("Refund"), and each refund shows under its payment.
 */
export function PaymentsPanel({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const { t, i18n } = useTranslation('folio');
  const local = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
  const adding = useDialog<true>();
  const removal = useDialog<Payment>();
  const refunding = useDialog<Payment>();
  // A refund is offered while the folio owes the guest money (a receivable once its payer paid).
  const canRefund = (payment: Payment) =>
    (payment.incomeType !== 'receivable' || payment.isPaid) &&
    refundLimitOf(payment, reservation) > 0;
  const [remove, removing] = useDeletePaymentMutation();
  const payments = reservation.payments ?? [];

  const confirmRemove = async () => {
    const payment = removal.item;
    if (!payment) return;
    try {
      await remove({
        slug,
        idempotencyKey: newIdempotencyKey(),
        id: payment.id,
        reservationId: reservation.id,
      }).unwrap();
      toaster.create({ type: 'success', title: t('panel.deleted'), closable: true });
      removal.onOpenChange(false);
    } catch {
      // The app's error notice shows the server's message; the dialog stays.
    }
  };

  const fee =
    reservation.status === 'canceled' || reservation.status === 'no-show'
      ? reservation.cancellation
      : null;
  return (
    <Block
      title={t('panel.title')}
      testId="payments-panel"
      actions={
        reservation.allowed.pay ? (
          <Button size="sm" onClick={() => adding.show(true)}>
            <PlusIcon />
            {t('panel.add')}
          </Button>
        ) : null
      }
    >
      <Stack gap="4">
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
        </HStack>
        {payments.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('panel.empty')}
          </Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={t('panel.title')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('columns.date')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.incomeType')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.methods')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('columns.amount')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.user')}</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Box as="span" srOnly>
                      {t('columns.actions')}
                    </Box>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {payments.map((payment) => (
                  <Fragment key={payment.id}>
                    <Table.Row data-testid="payment-row">
                      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                        {payment.postedDate}
                      </Table.Cell>
                      <Table.Cell>
                        <Stack gap="0.5" align="flex-start">
                          <Badge
                            size="sm"
                            variant="subtle"
                            colorPalette={payment.incomeType === 'receivable' ? 'orange' : 'green'}
                          >
                            {t(`incomeTypes.${payment.incomeType}`)}
                          </Badge>
                          {payment.incomeType === 'receivable' ? (
                            <Text fontSize="xs" color="fg.muted">
                              {payment.isPaid
                                ? t('panel.receivablePaid', { date: payment.paidAt })
                                : t('panel.receivableOwed')}
                            </Text>
                          ) : null}
                        </Stack>
                      </Table.Cell>
                      <Table.Cell>
                        <Stack gap="0.5">
                          {payment.pays.map((line, index) => (
                            <HStack key={index} gap="1.5" fontSize="sm">
                              <Box
                                w="2"
                                h="2"
                                borderRadius="full"
                                flexShrink="0"
                                style={{ background: line.paymentMethod.color }}
                              />
                              <Text>{local(line.paymentMethod)}</Text>
                              {payment.pays.length > 1 ? (
                                <Text color="fg.muted" fontVariantNumeric="tabular-nums">
                                  {payment.currency === 'MNT'
                                    ? money(line.amount)
                                    : `${formatNumber(line.amount, i18n.language)} ${payment.currency}`}
                                </Text>
                              ) : null}
                            </HStack>
                          ))}
                          {payment.notes ? (
                            <Text fontSize="xs" color="fg.muted">
                              {payment.notes}
                            </Text>
                          ) : null}
                        </Stack>
                      </Table.Cell>
                      <Table.Cell
                        textAlign="end"
                        whiteSpace="nowrap"
                        fontVariantNumeric="tabular-nums"
                      >
                        <Text fontWeight="semibold">{money(payment.amountMnt)}</Text>
                        {payment.currency !== 'MNT' ? (
                          <Text fontSize="xs" color="fg.muted">
                            {`${formatNumber(payment.amount, i18n.language)} ${payment.currency}`}
                          </Text>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell fontSize="sm">{payment.userName ?? ''}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {canRefund(payment) ? (
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => refunding.show(payment)}
                            aria-label={t('panel.refundAction', {
                              amount: money(payment.amountMnt),
                            })}
                          >
                            {t('panel.refundButton')}
                          </Button>
                        ) : null}
                        {/* Money once audited is refunded, never deleted (nor once refunded). */}
                        {payment.isAudited || (payment.refunds ?? []).length > 0 ? null : (
                          <IconButton
                            size="sm"
                            variant="ghost"
                            colorPalette="red"
                            aria-label={t('panel.delete', { amount: money(payment.amountMnt) })}
                            onClick={() => removal.show(payment)}
                          >
                            <TrashIcon />
                          </IconButton>
                        )}
                      </Table.Cell>
                    </Table.Row>
                    {(payment.refunds ?? []).map((refund) => (
                      <Table.Row key={refund.id} data-testid="refund-row" bg="bg.muted">
                        <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                          {refund.postedDate}
                        </Table.Cell>
                        <Table.Cell>
                          <Badge size="sm" variant="subtle" colorPalette="red">
                            {t('incomeTypes.refund')}
                          </Badge>
                        </Table.Cell>
                        <Table.Cell>
                          <Stack gap="0.5">
                            <HStack gap="1.5" fontSize="sm">
                              <Box
                                w="2"
                                h="2"
                                borderRadius="full"
                                flexShrink="0"
                                style={{ background: refund.paymentMethod.color }}
                              />
                              <Text>{local(refund.paymentMethod)}</Text>
                            </HStack>
                            <Text fontSize="xs" color="fg.muted">
                              {refund.reason}
                            </Text>
                          </Stack>
                        </Table.Cell>
                        <Table.Cell
                          textAlign="end"
                          whiteSpace="nowrap"
                          fontVariantNumeric="tabular-nums"
                          color="red.fg"
                        >
                          {money(-refund.amount)}
                        </Table.Cell>
                        <Table.Cell fontSize="sm">{refund.userName ?? ''}</Table.Cell>
                        <Table.Cell />
                      </Table.Row>
                    ))}
                  </Fragment>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Stack>
      <PaymentDialog
        slug={slug}
        reservation={reservation}
        open={adding.open}
        onOpenChange={adding.onOpenChange}
      />
      <RefundDialog
        slug={slug}
        reservation={reservation}
        payment={refunding.item ?? null}
        open={refunding.open}
        onOpenChange={refunding.onOpenChange}
      />
      <ConfirmDialog
        open={removal.open}
        onOpenChange={removal.onOpenChange}
        title={t('panel.deleteTitle')}
        description={t('panel.deleteDescription', {
          amount: money(removal.item?.amountMnt ?? 0),
          date: removal.item?.postedDate ?? '',
        })}
        confirmLabel={t('panel.deleteConfirm')}
        loading={removing.isLoading}
        onConfirm={() => void confirmRemove()}
      />
    </Block>
  );
}

function Total({
  label,
  value,
  tone,
}: {
  label: string;
  value: string;
  tone?: 'orange' | 'green' | 'red';
}) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        color={tone ? `${tone}.fg` : undefined}
      >
        {value}
      </Text>
    </Stack>
  );
}
