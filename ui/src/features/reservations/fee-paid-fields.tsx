import { useTranslation } from 'react-i18next';
import { BoundField } from '../../components/form/fields';
import type { CommandForm } from '../../components/form/use-command-form';
import { SwitchField } from '../../components/switch-field';
import { FeeMethodField } from './fee-method-field';

/** What both fee forms name alike: whether the fee is paid, and by which method. */
export interface FeePaidValues {
  isPaid: boolean;
  /** '' until a method is chosen. */
  paymentMethodId: string;
}

interface FeePaidFieldsProps<V extends FeePaidValues> {
  form: CommandForm<V>;
  slug: string;
  /** The fee as typed (whole tugrik): nothing to pay at 0. */
  amount: number;
  /** The switch's label ("The fee is paid"). */
  label: string;
  /** What the switch does while there is a fee to pay. */
  paidHelp: string;
}

/**
 * Whether a cancellation or no-show fee was paid and by which method (the status dialog and
 * the fee's own dialog): a fee of 0 cannot be paid; once paid, the method is asked.
 */
export function FeePaidFields<V extends FeePaidValues>({
  form,
  slug,
  amount,
  label,
  paidHelp,
}: FeePaidFieldsProps<V>) {
  const { t } = useTranslation('reservations');
  // The two fields every fee form has, under the same names.
  const fee = form as unknown as CommandForm<FeePaidValues>;
  return (
    <BoundField
      form={fee}
      name="isPaid"
      render={(isPaid) => (
        <BoundField
          form={fee}
          name="paymentMethodId"
          render={(method) => {
            const paid = amount > 0 && isPaid.value;
            return (
              <>
                <SwitchField
                  label={label}
                  description={amount > 0 ? paidHelp : t('statusChange.noFee')}
                  checked={paid}
                  disabled={amount <= 0}
                  onChange={isPaid.onChange}
                  errors={isPaid.errors}
                  inputRef={isPaid.ref}
                />
                {paid ? (
                  <FeeMethodField
                    slug={slug}
                    value={method.value}
                    onChange={method.onChange}
                    errors={method.errors}
                    inputRef={method.ref}
                  />
                ) : null}
              </>
            );
          }}
        />
      )}
    />
  );
}

/** The body's `isPaid` and method: paid only with a fee, the method only when paid. */
export const feePaymentOf = (
  amount: number,
  isPaid: boolean,
  paymentMethodId: string,
): { isPaid: boolean; paymentMethodId: string | null } => {
  const paid = amount > 0 && isPaid;
  return { isPaid: paid, paymentMethodId: paid ? paymentMethodId || null : null };
};
