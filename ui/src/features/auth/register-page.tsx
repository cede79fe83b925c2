import { Button, Circle, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { CheckCircleIcon } from '../../components/icons';
import { PasswordInput } from '../../components/password-input';
import { useDocumentTitle } from '../../components/use-document-title';
import { useFormErrors } from '../../components/use-form-errors';
import { useLocalizedPath } from '../../components/use-localized-path';
import { newIdempotencyKey } from '../../lib/idempotency';
import { errorMessageOf } from '../../lib/problem';
import { REGISTER_FIELDS, type RegisterRequest, useRegisterMutation } from './auth-api';
import { AuthFormMessages, AuthPageLink } from './auth-form-parts';
import { AuthHeading } from './auth-heading';

const FIELDS = [...REGISTER_FIELDS, 'passwordConfirmation'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = {
  name: '',
  position: '',
  phoneNumber: '',
  email: '',
  password: '',
  passwordConfirmation: '',
};

const toRequest = (values: Values): RegisterRequest => ({
  name: values.name.trim(),
  position: values.position.trim(),
  phoneNumber: values.phoneNumber.trim(),
  email: values.email.trim(),
  password: values.password,
});

/**
 * Registration of a default (owner) account (register layout): the form, then a success step
 * whose button opens the login page with the e-mail filled in. The confirmation is checked
 * here and never sent.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  useDocumentTitle(registeredEmail ? t('register.successTitle') : t('register.title'));
  return registeredEmail ? (
    <RegisterSuccess email={registeredEmail} />
  ) : (
    <RegisterForm onRegistered={setRegisteredEmail} />
  );
}

function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const localized = useLocalizedPath();
  const [register, { isLoading }] = useRegisterMutation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [message, setMessage] = useState<string | null>(null);
  const form = useFormErrors(FIELDS);
  const submitting = useRef(false);
  // One key per attempt: a repeated submit of the same data (say, after a lost answer) gets
  // the first registration's answer, not "e-mail taken"; editing starts a new attempt.
  const idempotencyKey = useRef<string | null>(null);

  const change = (field: Field, value: string) => {
    idempotencyKey.current = null;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    setMessage(null);
    if (values.password !== values.passwordConfirmation) {
      form.showFieldErrors({ passwordConfirmation: [t('common:password.mismatch')] });
      return;
    }
    submitting.current = true;
    form.clear();
    const request = toRequest(values);
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      await register({ account: request, idempotencyKey: idempotencyKey.current }).unwrap();
      onRegistered(request.email);
    } catch (error) {
      if (!form.showServerErrors(error)) setMessage(errorMessageOf(error, t));
    } finally {
      submitting.current = false;
    }
  };

  const text = (field: Field, props: Partial<React.ComponentProps<typeof Input>> = {}) => (
    <Input
      name={field}
      value={values[field]}
      onChange={(e) => change(field, e.target.value)}
      ref={form.inputRef(field)}
      {...props}
    />
  );

  const password = (field: Field, props: Partial<React.ComponentProps<typeof Input>> = {}) => (
    <PasswordInput
      name={field}
      value={values[field]}
      onChange={(e) => change(field, e.target.value)}
      ref={form.inputRef(field)}
      autoComplete="new-password"
      maxLength={128}
      {...props}
    />
  );

  return (
    <Stack gap="7">
      <AuthHeading title={t('register.title')} description={t('register.description')} />
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <AuthFormMessages message={message} other={form.other} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('register.name')} errors={form.errors.name} required>
              {text('name', { autoComplete: 'name', autoFocus: true })}
            </FormField>
            <FormField label={t('register.position')} errors={form.errors.position} required>
              {text('position', { autoComplete: 'organization-title' })}
            </FormField>
            <FormField label={t('register.phoneNumber')} errors={form.errors.phoneNumber} required>
              {text('phoneNumber', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
            </FormField>
            <FormField label={t('register.email')} errors={form.errors.email} required>
              {text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
            </FormField>
            <FormField
              label={t('register.password')}
              errors={form.errors.password}
              helperText={t('common:password.rule')}
              required
            >
              {password('password')}
            </FormField>
            <FormField
              label={t('register.passwordConfirmation')}
              errors={form.errors.passwordConfirmation}
              required
            >
              {password('passwordConfirmation')}
            </FormField>
          </SimpleGrid>
          <Button
            type="submit"
            size="lg"
            mt="2"
            loading={isLoading}
            loadingText={t('register.submitting')}
          >
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <AuthPageLink
        question={t('register.haveAccount')}
        label={t('register.login')}
        to={localized('/login')}
      />
    </Stack>
  );
}

function RegisterSuccess({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const localized = useLocalizedPath();
  return (
    <Stack gap="6" align="center" textAlign="center" py="6">
      <Circle size="16" bg="green.subtle" color="green.fg">
        <CheckCircleIcon boxSize="8" />
      </Circle>
      <Stack gap="2" align="center">
        <Text as="h1" textStyle="2xl" fontWeight="semibold" letterSpacing="tight">
          {t('register.successTitle')}
        </Text>
        <Text color="fg.muted" maxW="sm">
          {t('register.successDescription', { email })}
        </Text>
      </Stack>
      <Button asChild size="lg" minW="48">
        <RouterLink to={`${localized('/login')}?${new URLSearchParams({ email })}`}>
          {t('register.goToLogin')}
        </RouterLink>
      </Button>
    </Stack>
  );
}
