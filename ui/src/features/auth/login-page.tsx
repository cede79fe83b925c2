import { Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { useCountdown } from '../../components/use-countdown';
import { useDocumentTitle } from '../../components/use-document-title';
import { useFormErrors } from '../../components/use-form-errors';
import { useLocalizedPath } from '../../components/use-localized-path';
import { errorMessageOf, httpStatusOf } from '../../lib/problem';
import { type LoginError, requestLogin } from '../../lib/login-request';
import { session, useSession } from '../../lib/session';
import {
  AuthForm,
  AuthFormMessages,
  AuthPageLink,
  EMAIL_INPUT,
  withEmail,
} from './auth-form-parts';
import { AuthHeading } from './auth-heading';

const FIELDS = ['email', 'password'] as const;

/** When the server gives no Retry-After with a 429. */
const DEFAULT_WAIT_SECONDS = 60;

/**
 * Login (auth layout). The e-mail comes prefilled from `?email=`. A wrong e-mail or password
 * and "too many attempts" (with the wait, counting down) show on the form. After login the
 * guard of this page moves on to the page remembered in `?redirect=`, or home.
 *
 * Its form is kept by hand (`useFormErrors`), not on react-hook-form with the command's schema
 * as every other form is: the first page anyone loads has a 200 kB budget (README,
 * `loginJsGzipKB`, 198.9 kB) that those libraries with the server's texts (57 kB) would break.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const expired = useSession((state) => state.ended === 'expired');
  const [isLoading, setLoading] = useState(false);
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const wait = useCountdown(retryAt);
  const form = useFormErrors(FIELDS);
  const submitting = useRef(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || wait > 0) return;
    submitting.current = true;
    setMessage(null);
    setRetryAt(null);
    form.clear();
    setLoading(true);
    try {
      session.loggedIn(await requestLogin({ email: email.trim(), password }));
      // Logged in: GuestOnly sends the user on.
    } catch (error) {
      const status = httpStatusOf(error);
      if (status === 429) {
        const seconds = (error as LoginError).retryAfterSeconds ?? DEFAULT_WAIT_SECONDS;
        setRetryAt(Date.now() + Math.max(1, seconds) * 1000);
      } else if (!form.showServerErrors(error)) {
        setMessage(errorMessageOf(error, t));
        if (status === 401) form.focus('password');
      }
    } finally {
      submitting.current = false;
      setLoading(false);
    }
  };

  const forgotPath = withEmail(localized('/forgot/password'), email);

  return (
    <Stack gap="6">
      <AuthHeading title={t('login.title')} description={t('login.description')} />
      <AuthForm
        page="login"
        onSubmit={(e) => void submit(e)}
        submitting={isLoading}
        submitProps={{ disabled: wait > 0 }}
      >
        {expired && !message && wait === 0 ? (
          <FormAlert status="info" messages={[t('login.sessionExpired')]} />
        ) : null}
        {wait > 0 ? (
          <FormAlert status="warning">
            <Text role="alert">{t('login.throttled', { count: wait })}</Text>
          </FormAlert>
        ) : null}
        <AuthFormMessages message={message} other={form.other} />
        <FormField label={t('login.email')} errors={form.errors.email} required>
          <Input
            name="email"
            {...EMAIL_INPUT}
            autoComplete="username"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in page is its form: the cursor starts in the first empty field
            autoFocus={!email}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            ref={form.inputRef('email')}
          />
        </FormField>
        <Stack gap="1.5">
          <FormField label={t('login.password')} errors={form.errors.password} required>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in page is its form: the cursor starts in the first empty field
              autoFocus={!!email}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              ref={form.inputRef('password')}
            />
          </FormField>
          <Flex justify="flex-end">
            <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
              <RouterLink to={forgotPath}>{t('login.forgot')}</RouterLink>
            </Link>
          </Flex>
        </Stack>
      </AuthForm>
      <AuthPageLink question={t('login.noAccount')} label={t('login.register')} to="/register" />
    </Stack>
  );
}
