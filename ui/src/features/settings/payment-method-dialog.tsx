import { Checkbox, Fieldset, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { SwitchField } from '../../components/switch-field';
import { ColorField } from './color-swatches';
import { freeColor } from './colors';
import {
  INCOME_TYPES,
  type IncomeType,
  PAYMENT_METHOD_FIELDS,
  type PaymentMethod,
  useListPaymentMethodsQuery,
  useSavePaymentMethodMutation,
} from './settings-api';
import { EnglishNameField } from '../../components/english-name-field';
import { notifySaved } from './settings-ui';

interface PaymentMethodDialogProps {
  slug: string;
  /** The method to change; null adds a new one. */
  paymentMethod: PaymentMethod | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change a payment method (POST /api/payment/methods). */
export function PaymentMethodDialog({
  slug,
  paymentMethod,
  open,
  onOpenChange,
}: PaymentMethodDialogProps) {
  const firstField = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={firstField}>
      <PaymentMethodForm
        key={paymentMethod?.id ?? 'new'}
        slug={slug}
        paymentMethod={paymentMethod}
        firstField={firstField}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function PaymentMethodForm({
  slug,
  paymentMethod,
  firstField,
  onDone,
}: {
  slug: string;
  paymentMethod: PaymentMethod | null;
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('settings');
  const nameOf = useLocalName();
  const methods = useListPaymentMethodsQuery({ slug });
  const [save, { isLoading }] = useSavePaymentMethodMutation();
  const form = useFormErrors(PAYMENT_METHOD_FIELDS);
  const [name, setName] = useState(paymentMethod?.name ?? '');
  const [nameEn, setNameEn] = useState(paymentMethod?.nameEn ?? '');
  const [color, setColor] = useState(
    () => paymentMethod?.color ?? freeColor((methods.data?.data ?? []).map((m) => m.color)),
  );
  const [isPaid, setIsPaid] = useState(paymentMethod?.isPaid ?? true);
  const [isCash, setIsCash] = useState(paymentMethod?.isCash ?? false);
  const [isOnline, setIsOnline] = useState(paymentMethod?.isOnline ?? false);
  const [incomeTypes, setIncomeTypes] = useState<ReadonlySet<IncomeType>>(
    () => new Set(paymentMethod?.incomeTypes ?? ['paid']),
  );
  const [isDefault, setIsDefault] = useState(paymentMethod?.isDefault ?? false);
  const creating = paymentMethod === null;
  const wasDefault = paymentMethod?.isDefault ?? false;
  const currentDefault = methods.data?.data.find((m) => m.isDefault && m.id !== paymentMethod?.id);

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      if (incomeTypes.size > 0) return true;
      form.showFieldErrors({ incomeTypes: [t('paymentMethods.form.incomeTypesRequired')] });
      return false;
    },
    send: async (idempotencyKey) => {
      form.clear();
      const item = {
        ...(paymentMethod ? { id: paymentMethod.id } : {}),
        name: name.trim(),
        nameEn: nameEn.trim(),
        color,
        isPaid,
        isCash,
        isOnline,
        // In the usual order, whatever order they were ticked in.
        incomeTypes: INCOME_TYPES.filter((type) => incomeTypes.has(type)),
        isDefault,
      };
      await save({ slug, idempotencyKey, item }).unwrap();
      notifySaved(
        creating ? t('paymentMethods.form.created') : t('paymentMethods.form.updated'),
        nameOf(item),
      );
      onDone();
    },
    onError: form.showServerErrors,
  });

  const toggle = (type: IncomeType, on: boolean) => {
    edited();
    form.clearField('incomeTypes');
    setIncomeTypes((current) => {
      const next = new Set(current);
      if (on) next.add(type);
      else next.delete(type);
      return next;
    });
  };

  const incomeTypeErrors = form.errors.incomeTypes;

  return (
    <DialogForm
      title={creating ? t('paymentMethods.form.createTitle') : t('paymentMethods.form.editTitle')}
      description={t('paymentMethods.form.description')}
      onSubmit={onSubmit}
      creating={creating}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <FormField label={t('paymentMethods.form.name')} errors={form.errors.name} required>
        <Input
          name="name"
          autoComplete="off"
          maxLength={60}
          value={name}
          onChange={(e) => {
            edited();
            form.clearField('name');
            setName(e.target.value);
          }}
          ref={(element) => {
            form.inputRef('name')(element);
            firstField.current = element;
          }}
        />
      </FormField>
      <EnglishNameField
        value={nameEn}
        onChange={(value) => {
          edited();
          form.clearField('nameEn');
          setNameEn(value);
        }}
        errors={form.errors.nameEn}
        inputRef={form.inputRef('nameEn')}
      />
      <ColorField
        label={t('paymentMethods.form.color')}
        value={color}
        onChange={(value) => {
          edited();
          form.clearField('color');
          setColor(value);
        }}
        errors={form.errors.color}
        inputRef={form.inputRef('color')}
      />
      <Fieldset.Root invalid={(incomeTypeErrors?.length ?? 0) > 0}>
        <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
          {t('paymentMethods.form.incomeTypes')}
        </Fieldset.Legend>
        <Fieldset.HelperText fontSize="xs" mt="-1">
          {t('paymentMethods.form.incomeTypesHelp')}
        </Fieldset.HelperText>
        <SimpleGrid
          columns={{ base: 1, sm: 2 }}
          gap="2.5"
          borderWidth="1px"
          borderRadius="lg"
          p="3"
        >
          {INCOME_TYPES.map((type, index) => (
            <Checkbox.Root
              key={type}
              value={type}
              checked={incomeTypes.has(type)}
              onCheckedChange={(details) => toggle(type, details.checked === true)}
            >
              <Checkbox.HiddenInput ref={index === 0 ? form.inputRef('incomeTypes') : undefined} />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{t(`incomeTypes.${type}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
        {incomeTypeErrors?.length ? (
          <Fieldset.ErrorText>
            {incomeTypeErrors.map((message) => (
              <Text as="span" display="block" key={message}>
                {message}
              </Text>
            ))}
          </Fieldset.ErrorText>
        ) : null}
      </Fieldset.Root>
      <SwitchField
        label={t('paymentMethods.form.isPaid')}
        description={t('paymentMethods.form.isPaidHelp')}
        checked={isPaid}
        onChange={(checked) => {
          edited();
          form.clearField('isPaid');
          setIsPaid(checked);
        }}
        errors={form.errors.isPaid}
        inputRef={form.inputRef('isPaid')}
      />
      <SwitchField
        label={t('paymentMethods.form.isCash')}
        description={t('paymentMethods.form.isCashHelp')}
        checked={isCash}
        onChange={(checked) => {
          edited();
          form.clearField('isCash');
          setIsCash(checked);
        }}
        errors={form.errors.isCash}
        inputRef={form.inputRef('isCash')}
      />
      <SwitchField
        label={t('paymentMethods.form.isOnline')}
        description={t('paymentMethods.form.isOnlineHelp')}
        checked={isOnline}
        onChange={(checked) => {
          edited();
          form.clearField('isOnline');
          setIsOnline(checked);
        }}
        errors={form.errors.isOnline}
        inputRef={form.inputRef('isOnline')}
      />
      <SwitchField
        label={t('paymentMethods.form.isDefault')}
        description={
          wasDefault
            ? t('paymentMethods.form.isDefaultLocked')
            : isDefault && currentDefault
              ? t('paymentMethods.form.isDefaultMoves', { name: nameOf(currentDefault) })
              : t('paymentMethods.form.isDefaultHelp')
        }
        checked={isDefault}
        disabled={wasDefault}
        onChange={(checked) => {
          edited();
          form.clearField('isDefault');
          setIsDefault(checked);
        }}
        errors={form.errors.isDefault}
        inputRef={form.inputRef('isDefault')}
      />
    </DialogForm>
  );
}
