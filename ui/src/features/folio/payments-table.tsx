import {
  Badge,
  Box,
  Button,
  HStack,
  IconButton,
  Menu,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { MethodDot, TableHead } from './table-head';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, TrashIcon } from '../../components/icons';
import { formatNumber } from '../../lib/format';
import { useLocalName } from '../../lib/names';
import type { Payment, Refund, WindowId } from '../../shared/reservations/folio-api';
import { useMoney } from '../../components/use-money';

/** Another payer window a payment may be moved to, as the move menu names it. */
export interface MoveTarget {
  windowId: WindowId;
  label: string;
}

/** What may be done to a payment of the table, and how. */
export interface PaymentRowActions {
  canRefund: (payment: Payment) => boolean;
  onRefund: (payment: Payment) => void;
  onDelete: (payment: Payment) => void;
  /** The other windows (none: no move). */
  moveTargets?: readonly MoveTarget[];
  onMove?: (payment: Payment, target: MoveTarget) => void;
}

/**
 * Payments with the refunds under each (date, type, methods with each one's amount when split,
 * amount, who took it) and their actions: refund, delete (not once audited or refunded), and —
 * on a stay with several payers — move to another payer window.
 */
export function PaymentsTable({
  label,
  payments,
  actions,
}: {
  /** The table's accessible name. */
  label: string;
  payments: readonly Payment[];
  actions: PaymentRowActions;
}) {
  const { t } = useTranslation('folio');
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={label}>
        <TableHead
          columns={[
            { title: t('columns.date') },
            { title: t('columns.incomeType') },
            { title: t('columns.methods') },
            { title: t('columns.amount'), end: true },
            { title: t('columns.user') },
          ]}
          actionsLabel={t('columns.actions')}
        />
        <Table.Body>
          {payments.map((payment) => (
            <Fragment key={payment.id}>
              <PaymentRow payment={payment} actions={actions} />
              {(payment.refunds ?? []).map((refund) => (
                <RefundRow key={refund.id} refund={refund} />
              ))}
            </Fragment>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

interface PaymentRowProps {
  payment: Payment;
  actions: PaymentRowActions;
}

/** A payment: date, type (a receivable says whether it is paid), methods, amount, who, actions. */
function PaymentRow({ payment, actions }: PaymentRowProps) {
  const { t, i18n } = useTranslation('folio');
  const local = useLocalName();
  const money = useMoney();
  return (
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
              <MethodDot color={line.paymentMethod.color} />
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
      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        <Text fontWeight="semibold">{money(payment.amountMnt)}</Text>
        {payment.currency !== 'MNT' ? (
          <Text fontSize="xs" color="fg.muted">
            {`${formatNumber(payment.amount, i18n.language)} ${payment.currency}`}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell fontSize="sm">{payment.userName ?? ''}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        <PaymentActions payment={payment} actions={actions} />
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * A payment's actions: move to another payer window, refund, delete (not once audited or
 * refunded: money once audited is refunded, never deleted).
 */
function PaymentActions({ payment, actions }: PaymentRowProps) {
  const { moveTargets = [], onMove } = actions;
  const { t } = useTranslation('folio');
  const money = useMoney();
  return (
    <HStack gap="1" justify="flex-end">
      {moveTargets.length > 0 && onMove ? (
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <Button
              size="xs"
              variant="outline"
              aria-label={t('window.moveAction', {
                amount: money(payment.amountMnt),
              })}
            >
              {t('window.move')}
              <ChevronDownIcon boxSize="3" />
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="52">
                {moveTargets.map((target) => (
                  <Menu.Item
                    key={target.windowId}
                    value={target.windowId}
                    onSelect={() => onMove(payment, target)}
                  >
                    {t('window.moveTo', { window: target.label })}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : null}
      {actions.canRefund(payment) ? (
        <Button
          size="xs"
          variant="outline"
          onClick={() => actions.onRefund(payment)}
          aria-label={t('panel.refundAction', { amount: money(payment.amountMnt) })}
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
          onClick={() => actions.onDelete(payment)}
        >
          <TrashIcon />
        </IconButton>
      )}
    </HStack>
  );
}

/** A refund, under the payment it returns: its date, method, reason, amount and who. */
function RefundRow({ refund }: { refund: Refund }) {
  const { t } = useTranslation('folio');
  const local = useLocalName();
  const money = useMoney();
  return (
    <Table.Row data-testid="refund-row" bg="bg.muted">
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
            <MethodDot color={refund.paymentMethod.color} />
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
  );
}
