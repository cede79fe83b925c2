import type { TFunction } from 'i18next';
import type { FeeRule } from '@hotel/events/reservations/fees';

/**
 * The rule that produced a fee, in words (docs/reservations.md "Cancellation and no-show
 * fees"): "50 % of the whole stay, cancelled 2 days before arrival (deadline 3 days)". Null
 * rule: the amount was set by hand (or before fees followed the policy).
 */
export const feeRuleText = (
  t: TFunction<'reservations'>,
  rule: FeeRule | null | undefined,
  money: (amount: number) => string,
): string => {
  if (rule === undefined) return t('fee.unknownRule');
  if (rule === null) return t('fee.manual');
  const charge =
    rule.timing === 'free'
      ? t('fee.charge.free')
      : rule.basis === 'fixed'
        ? t('fee.charge.fixed', { amount: money(rule.baseAmount) })
        : t('fee.charge.percent', {
            percent: rule.percent ?? 0,
            basis: t(`fee.basis.${rule.basis}`),
          });
  const when =
    rule.timing === 'noShow'
      ? t('fee.when.noShow')
      : rule.daysBefore !== null && rule.daysBefore > 0
        ? t('fee.when.daysBefore', { count: rule.daysBefore })
        : t('fee.when.sameDay');
  const deadline =
    rule.deadlineDays === null ? '' : ` ${t('fee.deadline', { count: rule.deadlineDays })}`;
  return t('fee.rule', { charge, when: `${when}${deadline}` });
};
