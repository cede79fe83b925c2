import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { useDocumentTitle } from '../../components/use-document-title';
import { useFormErrors } from '../../components/use-form-errors';
import { useLocalizedPath } from '../../components/use-localized-path';
import { errorMessageOf, problemOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import { RESET_LINK_EXPIRED, useResetPasswordMutation } from './auth-api';
import { AuthFormMessages, EmailField, withEmail } from './auth-form-parts';
import { AuthHeading } from './auth-heading';

const FIELDS = ['email', 'password', 'passwordConfirmation'] as const;

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
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [expired, setExpired] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useFormErrors(FIELDS);
  const submitting = useRef(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    setMessage(null);
    if (password !== confirmation) {
      form.showFieldErrors({ passwordConfirmation: [t('common:password.mismatch')] });
      return;
    }
    submitting.current = true;
    form.clear();
    try {
      await resetPassword({ email: email.trim(), password, token }).unwrap();
      toaster.create({
        type: 'success',
        title: t('reset.success'),
        description: t('reset.successDetail'),
        closable: true,
      });
      navigate(`${localized('/login')}?${new URLSearchParams({ email: email.trim() })}`, {
        replace: true,
      });
    } catch (error) {
      if (problemOf(error)?.code === RESET_LINK_EXPIRED) setExpired(true);
      else if (!form.showServerErrors(error)) setMessage(errorMessageOf(error, t));
    } finally {
      submitting.current = false;
    }
  };

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
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <AuthFormMessages message={message} other={form.other} />
          <EmailField
            label={t('reset.email')}
            errors={form.errors.email}
            autoComplete="username"
            value={email}
            onChange={setEmail}
            inputRef={form.inputRef('email')}
          />
          <FormField
            label={t('reset.password')}
            errors={form.errors.password}
            helperText={t('common:password.rule')}
            required
          >
            <PasswordInput
              name="password"
              autoComplete="new-password"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the page is its form: the cursor starts in the new password
              autoFocus
              maxLength={128}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              ref={form.inputRef('password')}
            />
          </FormField>
          <FormField
            label={t('reset.passwordConfirmation')}
            errors={form.errors.passwordConfirmation}
            required
          >
            <PasswordInput
              name="passwordConfirmation"
              autoComplete="new-password"
              maxLength={128}
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
              ref={form.inputRef('passwordConfirmation')}
            />
          </FormField>
          <Button type="submit" size="lg" loading={isLoading} loadingText={t('reset.submitting')}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
