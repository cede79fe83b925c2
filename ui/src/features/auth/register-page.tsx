import { Button, Circle, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { registerAccountSchema } from '@hotel/events/account/commands';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/text-field';
import { NewPasswordFields } from '../../components/form/password-field';
import { useCommandForm } from '../../components/form/use-command-form';
import { CheckCircleIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLocalizedPath } from '../../components/use-localized-path';
import { errorMessageOf } from '../../lib/problem';
import { REGISTER_FIELDS, type RegisterRequest, useRegisterMutation } from './auth-api';
import { AuthForm, AuthFormMessages, AuthPageLink } from './auth-form-parts';
import { AuthHeading } from './auth-heading';
import { EmailField } from './email-field';

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
  const [register, { isLoading }] = useRegisterMutation();
  const [message, setMessage] = useState<string | null>(null);
  // One Idempotency-Key per attempt: a repeated submit of the same data (say, after a lost
  // answer) gets the first registration's answer, not "e-mail taken".
  const form = useCommandForm({
    schema: registerAccountSchema,
    fields: FIELDS,
    defaultValues: EMPTY,
    toRequest,
    // The confirmation is the form's alone (never sent).
    check: ({ password, passwordConfirmation }): Partial<Record<Field, string>> =>
      password === passwordConfirmation
        ? {}
        : { passwordConfirmation: t('common:password.mismatch') },
    send: async (account, idempotencyKey) => {
      setMessage(null);
      await register({ account, idempotencyKey }).unwrap();
      onRegistered(account.email);
    },
    refused: (error) => setMessage(errorMessageOf(error, t)),
  });

  return (
    <Stack gap="7">
      <AuthHeading title={t('register.title')} description={t('register.description')} />
      <AuthForm
        page="register"
        onSubmit={form.onSubmit}
        submitting={isLoading}
        submitProps={{ mt: '2' }}
      >
        <AuthFormMessages message={message} other={form.otherErrors} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            form={form}
            name="name"
            label={t('register.name')}
            required
            autoComplete="name"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the page is its form: the cursor starts in its first field
            autoFocus
          />
          <TextField
            form={form}
            name="position"
            label={t('register.position')}
            required
            autoComplete="organization-title"
          />
          <TextField
            form={form}
            name="phoneNumber"
            label={t('register.phoneNumber')}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <EmailField form={form} label={t('register.email')} autoComplete="email" />
          <NewPasswordFields
            form={form}
            label={t('register.password')}
            confirmationLabel={t('register.passwordConfirmation')}
          />
        </SimpleGrid>
      </AuthForm>
      <AuthPageLink question={t('register.haveAccount')} label={t('register.login')} to="/login" />
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
