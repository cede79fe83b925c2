import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Input,
  Portal,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { useFormSubmit } from '../../components/use-form-submit';
import { type FieldErrors, fieldErrorsOf, splitFieldErrors } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import {
  REGISTER_PROPERTY_FIELDS,
  type RegisterPropertyRequest,
  useRegisterPropertyMutation,
} from './properties-api';

type FieldName = (typeof REGISTER_PROPERTY_FIELDS)[number];
type Values = Record<FieldName, string>;

const EMPTY: Values = { name: '', registerNo: '', companyName: '', email: '', phone: '' };

const toRequest = (values: Values): RegisterPropertyRequest => ({
  name: values.name.trim(),
  registerNo: values.registerNo.trim(),
  companyName: values.companyName.trim(),
  email: values.email.trim() || null,
  phone: values.phone.trim() || null,
});

interface RegisterPropertyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Add property": a dialog with the registration form (POST /api/hotels). */
export function RegisterPropertyDialog({ open, onOpenChange }: RegisterPropertyDialogProps) {
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      initialFocusEl={() => firstField.current}
      size="md"
      placement="center"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <RegisterPropertyForm firstField={firstField} onDone={() => onOpenChange(false)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RegisterPropertyForm({
  firstField,
  onDone,
}: {
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('properties');
  const [register, { isLoading }] = useRegisterPropertyMutation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  // Repeated clicks on the same data reuse the key (the server answers the first registration
  // again); editing the form starts a new attempt.
  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      const property = toRequest(values);
      await register({ property, idempotencyKey }).unwrap();
      edited();
      toaster.create({
        type: 'success',
        title: t('form.success'),
        description: t('form.successDetail', { name: property.name }),
        closable: true,
      });
      onDone();
    },
    onError: (error) => {
      // 400/409/5xx and network failures are announced by the global error notifications.
      const { known, other } = splitFieldErrors(fieldErrorsOf(error), REGISTER_PROPERTY_FIELDS);
      setErrors(known);
      setOtherErrors(other);
      const firstInvalid = REGISTER_PROPERTY_FIELDS.find((field) => known[field]);
      if (firstInvalid) inputs.current[firstInvalid]?.focus();
    },
  });

  const change = (field: FieldName, value: string) => {
    edited();
    setValues((current) => ({ ...current, [field]: value }));
  };

  const input = (field: FieldName, extra: Partial<React.ComponentProps<typeof Input>> = {}) => (
    <Input
      name={field}
      value={values[field]}
      onChange={(e) => change(field, e.target.value)}
      ref={(el) => {
        inputs.current[field] = el;
        if (field === 'name') firstField.current = el;
      }}
      {...extra}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>{t('form.title')}</Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {t('form.description')}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {otherErrors.length > 0 ? (
            <Alert.Root status="error" variant="subtle">
              <Alert.Indicator />
              <Alert.Content>
                {otherErrors.map((message) => (
                  <Alert.Description key={message}>{message}</Alert.Description>
                ))}
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <FormField label={t('form.name')} errors={errors.name} required>
            {input('name', { autoComplete: 'organization' })}
          </FormField>
          <FormField label={t('form.companyName')} errors={errors.companyName} required>
            {input('companyName', { autoComplete: 'off' })}
          </FormField>
          <FormField
            label={t('form.registerNo')}
            errors={errors.registerNo}
            helperText={t('form.registerNoHelp')}
            required
          >
            {input('registerNo', {
              inputMode: 'numeric',
              autoComplete: 'off',
              maxW: { sm: '12rem' },
              fontVariantNumeric: 'tabular-nums',
            })}
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField
              label={t('form.email')}
              errors={errors.email}
              optionalText={t('form.optional')}
            >
              {input('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
            </FormField>
            <FormField
              label={t('form.phone')}
              errors={errors.phone}
              optionalText={t('form.optional')}
            >
              {input('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
            </FormField>
          </SimpleGrid>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray" disabled={isLoading}>
            {t('common:actions.cancel')}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={isLoading} loadingText={t('form.submitting')}>
          {t('form.submit')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" colorPalette="gray" aria-label={t('common:actions.close')} />
      </Dialog.CloseTrigger>
    </form>
  );
}
