import { Link, Stack, Text } from '@chakra-ui/react';
import { resetPasswordSchema } from '@hotel/events/account/commands';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { NewPasswordFields } from '../../components/form/password-field';
import { useCommandForm } from '../../components/form/use-command-form';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLocalizedPath } from '../../components/use-localized-path';
import { errorMessageOf, problemOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import {
  RESET_LINK_EXPIRED,
  type ResetPasswordRequest,
  useResetPasswordMutation,
} from './auth-api';
import { AuthForm, AuthFormMessages, withEmail } from './auth-form-parts';
import { AuthHeading } from './auth-heading';
import { EmailField } from './email-field';

const FIELDS = ['email', 'password', 'passwordConfirmation'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/**
 * Password reset from the e-mailed link `/password/reset/{token}?email=…`: a new password
 * and its confirmation (checked here, never sent). Success goes to login with a notice; an
 * expired, used or unknown link shows a lasting notice with a way to ask for a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [expired, setExpired] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useCommandForm({
    schema: resetPasswordSchema,
    fields: FIELDS,
    defaultValues: { email: params.get('email') ?? '', password: '', passwordConfirmation: '' },
    toRequest: ({ email, password }: Values): ResetPasswordRequest => ({
      email: email.trim(),
      password,
      token,
    }),
    // The confirmation is the form's alone (never sent).
    check: ({ password, passwordConfirmation }): Partial<Record<Field, string>> =>
      password === passwordConfirmation
        ? {}
        : { passwordConfirmation: t('common:password.mismatch') },
    send: async (request) => {
      setMessage(null);
      await resetPassword(request).unwrap();
      toaster.create({
        type: 'success',
        title: t('reset.success'),
        description: t('reset.successDetail'),
        closable: true,
      });
      navigate(`${localized('/login')}?${new URLSearchParams({ email: request.email })}`, {
        replace: true,
      });
    },
    refused: (error) => {
      if (problemOf(error)?.code === RESET_LINK_EXPIRED) setExpired(true);
      else setMessage(errorMessageOf(error, t));
    },
  });
  const email = form.watch('email');

  const forgotPath = withEmail(localized('/forgot/password'), email);

  return (
    <Stack gap="6">
      <AuthHeading title={t('reset.title')} description={t('reset.description')} />
      {expired ? (
        <FormAlert status="warning" title={t('reset.expiredTitle')}>
          <Stack gap="2" align="flex-start" role="alert">
            <Text>{t('reset.expired')}</Text>
            <Link asChild fontWeight="semibold" color="brand.fg">
              <RouterLink to={forgotPath}>{t('reset.requestNew')}</RouterLink>
            </Link>
          </Stack>
        </FormAlert>
      ) : null}
      <AuthForm page="reset" onSubmit={form.onSubmit} submitting={isLoading}>
        <AuthFormMessages message={message} other={form.otherErrors} />
        <EmailField form={form} label={t('reset.email')} autoComplete="username" />
        <NewPasswordFields
          form={form}
          label={t('reset.password')}
          confirmationLabel={t('reset.passwordConfirmation')}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the page is its form: the cursor starts in the new password
          autoFocus
        />
      </AuthForm>
    </Stack>
  );
}
