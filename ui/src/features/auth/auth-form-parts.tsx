import { Button, type ButtonProps, Link, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { useLocalizedPath } from '../../components/use-localized-path';

/**
 * The pieces the sign-in, registration and password pages share: the form and its submit
 * button, the form's messages for no field, the e-mail input, the `?email=` carried from one page to the next, and the line that
 * sends the user to the other page.
 */

/** `path`, with `?email=` when one is typed: the next page starts with it filled in. */
export const withEmail = (path: string, email: string) =>
  email.trim() ? `${path}?${new URLSearchParams({ email: email.trim() })}` : path;

/** The page's own message (announced) and the server's messages for no field of the form. */
export function AuthFormMessages({
  message,
  other,
}: {
  message: string | null;
  other: readonly string[];
}) {
  return (
    <>
      {message ? (
        <FormAlert>
          <Text role="alert">{message}</Text>
        </FormAlert>
      ) : null}
      {other.length > 0 ? <FormAlert messages={other} /> : null}
    </>
  );
}

/**
 * The input of an e-mail address. The sign-in page draws its own with it: that page stays off
 * react-hook-form and the command schemas (with the server's texts, 57 kB gzip), which would
 * take it past its 200 kB budget (README, `loginJsGzipKB`); the other pages use `EmailField`.
 */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email' } as const;

/**
 * "No account yet? Register" under the form: a question and the link to the other page (`to`,
 * its path in the page's language).
 */
export function AuthPageLink({
  question,
  label,
  to,
}: {
  question: string;
  label: string;
  to: string;
}) {
  const localized = useLocalizedPath();
  return (
    <Text fontSize="sm" color="fg.muted" textAlign="center">
      {question}{' '}
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to={localized(to)}>{label}</RouterLink>
      </Link>
    </Text>
  );
}

/** The auth pages, by the key their texts stand under (`login.title`, …). */
export type AuthPageKey = 'login' | 'register' | 'forgot' | 'reset';

interface AuthFormProps {
  /** The page: the submit button says its `{page}.submit`, and `{page}.submitting` while sent. */
  page: AuthPageKey;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** More of the submit button (disabled while a wait counts down, a space above it). */
  submitProps?: ButtonProps;
  /** The messages and the fields, above the submit button. */
  children: ReactNode;
}

/** The form of an auth page: its messages and fields, one under another, and the large submit. */
export function AuthForm({ page, onSubmit, submitting, submitProps, children }: AuthFormProps) {
  const { t } = useTranslation('auth');
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {children}
        <Button
          type="submit"
          size="lg"
          loading={submitting}
          loadingText={t(`${page}.submitting`)}
          {...submitProps}
        >
          {t(`${page}.submit`)}
        </Button>
      </Stack>
    </form>
  );
}
