import { Input, InputGroup, RadioGroup, HStack } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import { digitsOf, formatMoney } from '../../lib/format';
import { MoneyInput } from '../settings';
import {
  type DiscountType,
  type Reservation,
  useSetDiscountMutation,
} from '../../shared/reservations/reservations-api';

const FIELDS = ['discountType', 'discount'] as const;
const TYPES: readonly DiscountType[] = ['percent', 'currency'];

interface DiscountDialogProps {
  slug: string;
  reservation: Reservation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The reservation's discount off the room's price, in percent or tugrik
 * (POST /api/reservation/discount). Changing the type sets the value back to 0 (spec §4).
 */
export function DiscountDialog({ slug, reservation, open, onOpenChange }: DiscountDialogProps) {
  const first = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} size="sm">
      <DiscountForm
        key={reservation.id}
        slug={slug}
        reservation={reservation}
        first={first}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function DiscountForm({
  slug,
  reservation,
  first,
  onDone,
}: {
  slug: string;
  reservation: Reservation;
  first: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('reservations');
  const [setDiscount, { isLoading }] = useSetDiscountMutation();
  const form = useFormErrors(FIELDS);
  const [type, setType] = useState<DiscountType>(reservation.discountType);
  const [value, setValue] = useState(String(reservation.discount));

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      if (type === 'percent' && Number(value || 0) > 100) {
        form.showFieldErrors({ discount: [t('discount.percentMax')] });
        return false;
      }
      return true;
    },
    send: async (idempotencyKey) => {
      form.clear();
      await setDiscount({
        slug,
        idempotencyKey,
        id: reservation.id,
        discountType: type,
        discount: Number(value || 0),
      }).unwrap();
      toaster.create({ type: 'success', title: t('discount.saved'), closable: true });
      onDone();
    },
    onError: form.showServerErrors,
  });

  const changeType = (next: DiscountType) => {
    if (next === type) return;
    edited();
    form.clear();
    setType(next);
    setValue('0');
  };

  return (
    <DialogForm
      title={t('discount.title')}
      description={t('discount.description', {
        amount: formatMoney(reservation.price.roomAmount, i18n.language),
      })}
      onSubmit={onSubmit}
      creating={false}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <FormField label={t('discount.type')} errors={form.errors.discountType}>
        <RadioGroup.Root
          value={type}
          onValueChange={(details) => changeType(details.value as DiscountType)}
          name="discountType"
        >
          <HStack gap="5">
            {TYPES.map((option) => (
              <RadioGroup.Item key={option} value={option}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`discount.types.${option}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </FormField>
      <FormField label={t('discount.value')} errors={form.errors.discount}>
        {type === 'currency' ? (
          <MoneyInput
            name="discount"
            value={value}
            ref={(element) => {
              form.inputRef('discount')(element);
              first.current = element;
            }}
            onChange={(digits) => {
              edited();
              form.clearField('discount');
              setValue(digits);
            }}
          />
        ) : (
          <InputGroup endElement="%">
            <Input
              name="discount"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              value={value}
              ref={(element) => {
                form.inputRef('discount')(element);
                first.current = element;
              }}
              onChange={(e) => {
                edited();
                form.clearField('discount');
                setValue(digitsOf(e.target.value).replace(/^0+(?=\d)/, ''));
              }}
            />
          </InputGroup>
        )}
      </FormField>
    </DialogForm>
  );
}
