import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format';

/** Whole tugrik as the interface's language writes them ("150,000₮"), again when it changes. */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  return (amount) => formatMoney(amount, i18n.language);
}
