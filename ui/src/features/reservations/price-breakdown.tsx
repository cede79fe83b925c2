import { Badge, Box, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '../../lib/names';
import { feeRuleText } from './fee-rule';
import { formatDateTime } from '../../shared/reservations/reservation-rules';
import type { PriceLine, Reservation } from '../../shared/reservations/reservations-api';
import { useMoney } from '../../components/use-money';

const AGE_TYPES = ['children', 'adults', 'any'];

/** One line's label: the night's date, the child's age, the bed or service's name. */
function LineLabel({ line, stayType }: { line: PriceLine; stayType: Reservation['stayType'] }) {
  const { t } = useTranslation('reservations');
  switch (line.kind) {
    case 'room':
      return stayType === 'night'
        ? t('price.night', { date: line.date ?? '' })
        : t(`price.stay.${stayType}`, { date: line.date ?? '', quantity: line.quantity });
    case 'child':
      return line.date
        ? t('price.childOn', { age: line.name ?? '', date: line.date })
        : t('price.child', { age: line.name ?? '' });
    case 'extraBed':
      // Extra beds are named by their policy's age type (children, adults, any).
      return t('price.extraBed', {
        name: AGE_TYPES.includes(line.name ?? '')
          ? t(`price.bedFor.${line.name}`)
          : (line.name ?? ''),
        quantity: line.quantity,
      });
    case 'service':
      return t('price.service', { name: line.name ?? '', quantity: line.quantity });
    case 'discount':
      return t('price.discount');
    case 'tax':
      return t('price.taxAdded', { name: line.name ?? '' });
    default: {
      const unknown: never = line.kind;
      return unknown;
    }
  }
}

function Row({
  label,
  amount,
  strong = false,
  tone,
  testId,
}: {
  label: ReactNode;
  amount: string;
  strong?: boolean;
  tone?: 'error' | 'success' | 'muted';
  testId?: string;
}) {
  const color =
    tone === 'error'
      ? 'fg.error'
      : tone === 'success'
        ? 'fg.success'
        : tone === 'muted'
          ? 'fg.muted'
          : undefined;
  return (
    <Flex justify="space-between" gap="4" data-testid={testId} fontSize={strong ? 'md' : 'sm'}>
      <Box
        color={tone === 'muted' ? 'fg.muted' : undefined}
        fontWeight={strong ? 'semibold' : 'normal'}
      >
        {label}
      </Box>
      <Text
        fontVariantNumeric="tabular-nums"
        whiteSpace="nowrap"
        fontWeight={strong ? 'semibold' : 'normal'}
        color={color}
      >
        {amount}
      </Text>
    </Flex>
  );
}

/**
 * The price of the stay line by line (operations spec §2 "price breakdown"): each night with
 * its date (or the day / hours), children, extra beds, services, the discount, taxes (those
 * included in the price marked so, those added as their own line), the total, what was paid
 * and the balance.
 */
export function PriceBreakdown({ reservation }: { reservation: Reservation }) {
  const { t, i18n } = useTranslation('reservations');
  const money = useMoney();
  const { price } = reservation;
  // The price names each tax as it was when priced; its English name is on the stay's clone.
  const taxName = (tax: { id: string; name: string }) =>
    localName(
      { ...(reservation.taxClones.find((clone) => clone.taxId === tax.id) ?? {}), name: tax.name },
      i18n.language,
    );
  const lines = price.lines.filter((line) => line.kind !== 'tax');
  return (
    <Stack gap="2">
      {lines.map((line, index) => (
        <Row
          key={`${line.kind}-${line.date ?? ''}-${line.name ?? ''}-${index}`}
          label={<LineLabel line={line} stayType={reservation.stayType} />}
          amount={money(line.amount)}
          tone={line.kind === 'discount' ? 'success' : undefined}
        />
      ))}
      {price.taxes.length > 0 ? <Separator /> : null}
      {price.taxes.map((tax) => (
        <Row
          key={tax.id}
          testId={`tax-${tax.id}`}
          tone={tax.inclusive ? 'muted' : undefined}
          label={
            <Flex gap="2" align="center" wrap="wrap">
              <Text as="span">
                {t('price.tax', { name: taxName(tax), percent: tax.percentage })}
              </Text>
              {tax.inclusive ? (
                <Badge size="sm" variant="subtle" colorPalette="gray">
                  {t('price.inclusive')}
                </Badge>
              ) : null}
            </Flex>
          }
          amount={
            tax.inclusive ? t('price.included', { amount: money(tax.amount) }) : money(tax.amount)
          }
        />
      ))}
      <Separator />
      {owesFee(reservation) && reservation.cancellation ? (
        <FeeSummary reservation={reservation} fee={reservation.cancellation} />
      ) : (
        <>
          <Row
            label={t('money.total')}
            amount={money(reservation.amount)}
            strong
            testId="price-total"
          />
          <Row label={t('money.paid')} amount={money(reservation.paid)} tone="muted" />
          <Row
            label={t('money.balance')}
            amount={money(reservation.balance)}
            strong
            tone={reservation.balance > 0 ? 'error' : undefined}
            testId="price-balance"
          />
        </>
      )}
    </Stack>
  );
}

/** A canceled stay, or a no-show charged a fee: it owes the fee, not the stay's price. */
const owesFee = (reservation: Reservation): boolean =>
  reservation.cancellation !== null &&
  (reservation.status === 'canceled' || reservation.status === 'no-show');

/**
 * What a stay that owes a fee owes, truthfully: the stay's total (not charged), the fee with the
 * rule that gave it, what was paid (the folio's payments and the fee paid on the spot, by which
 * method, by whom, when), and the balance (money to give back when negative).
 */
function FeeSummary({
  reservation,
  fee,
}: {
  reservation: Reservation;
  fee: NonNullable<Reservation['cancellation']>;
}) {
  const { t, i18n } = useTranslation('reservations');
  const money = useMoney();
  const paid = reservation.paid + (fee.isPaid ? fee.amount : 0);
  const { balance } = reservation;
  const payment = fee.payment ?? null;
  return (
    <Stack gap="2" data-testid="fee-summary">
      <Row
        label={t('fee.stayTotal')}
        amount={money(reservation.amount)}
        tone="muted"
        testId="price-total"
      />
      <Row
        label={
          <Stack gap="0.5">
            <Text as="span">
              {reservation.status === 'no-show' ? t('fee.noShow') : t('fee.cancellation')}
            </Text>
            <Text as="span" fontSize="xs" color="fg.muted">
              {feeRuleText(t, fee.rule, money)}
            </Text>
          </Stack>
        }
        amount={money(fee.amount)}
        strong
        testId="price-fee"
      />
      <Row
        label={
          <Stack gap="0.5">
            <Text as="span">{t('fee.paid')}</Text>
            {payment ? (
              <Text as="span" fontSize="xs" color="fg.muted">
                {t('fee.paidBy', {
                  method: localName(payment.paymentMethodClone, i18n.language),
                  user: payment.userClone.name ?? payment.userClone.email ?? '',
                  at: formatDateTime(payment.paidAt),
                })}
              </Text>
            ) : null}
          </Stack>
        }
        amount={money(paid)}
        tone="muted"
        testId="price-paid"
      />
      <Row
        label={balance < 0 ? t('fee.toRefund') : t('money.balance')}
        amount={money(Math.abs(balance))}
        strong
        tone={balance > 0 ? 'error' : undefined}
        testId="price-balance"
      />
    </Stack>
  );
}
