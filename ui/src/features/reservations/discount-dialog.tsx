import { setDiscountSchema } from '@hotel/events/reservations/commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { formDialogOf } from '../../components/form-in-dialog';
import { MoneyField, TextField } from '../../components/form/fields';
import { RadioChoiceField } from '../../components/form/radio-choice-field';
import { useCommandForm } from '../../components/form/use-command-form';
import { digitsOf, formatMoney } from '../../lib/format';
import {
  type DiscountType,
  useSetDiscountMutation,
} from '../../shared/reservations/reservations-api';

import {
  type ReservationFormProps,
  reservationKey,
} from '../../shared/reservations/reservation-dialog-props';
import { toastDone } from '../../components/done-toast';

const FIELDS = ['discountType', 'discount'] as const;
const TYPES: readonly DiscountType[] = ['percent', 'currency'];

/**
 * The reservation's discount off the room's price, in percent or tugrik
 * (POST /api/reservation/discount). Changing the type sets the value back to 0 (spec §4).
 */
export const DiscountDialog = formDialogOf(DiscountForm, reservationKey, 'sm');

interface Values {
  discountType: DiscountType;
  /** As typed (digits). */
  discount: string;
}

function DiscountForm({ slug, reservation, first, onDone }: ReservationFormProps) {
  const { t, i18n } = useTranslation('reservations');
  const [setDiscount, { isLoading }] = useSetDiscountMutation();
  const form = useCommandForm({
    schema: setDiscountSchema,
    fields: FIELDS,
    defaultValues: {
      discountType: reservation.discountType,
      discount: String(reservation.discount),
    } as Values,
    toRequest: ({ discountType, discount }: Values) => ({
      id: reservation.id,
      discountType,
      discount: Number(discount || 0),
    }),
    // The form's own words for a percent over 100, as before.
    check: ({ discountType, discount }) =>
      discountType === 'percent' && Number(discount || 0) > 100
        ? { discount: t('discount.percentMax') }
        : {},
    send: async (request, idempotencyKey) => {
      await setDiscount({ slug, idempotencyKey, ...request }).unwrap();
      toastDone(t('discount.saved'));
      onDone();
    },
  });
  const type = form.watch('discountType');

  return (
    <DialogForm
      title={t('discount.title')}
      description={t('discount.description', {
        amount: formatMoney(reservation.price.roomAmount, i18n.language),
      })}
      form={form}
      submitting={isLoading}
    >
      <RadioChoiceField
        form={form}
        name="discountType"
        label={t('discount.type')}
        options={TYPES.map((option) => ({ value: option, text: t(`discount.types.${option}`) }))}
        layout="row"
        onChoose={() => {
          // A new type starts from 0, with no messages of the old one.
          form.clearErrors();
          form.setValue('discount', '0');
        }}
      />
      {type === 'currency' ? (
        <MoneyField form={form} name="discount" label={t('discount.value')} inputRef={first} />
      ) : (
        <TextField
          form={form}
          name="discount"
          label={t('discount.value')}
          inputRef={first}
          endElement="%"
          inputMode="numeric"
          maxLength={3}
          parse={(text) => digitsOf(text).replace(/^0+(?=\d)/, '')}
        />
      )}
    </DialogForm>
  );
}
