import { Button, type ButtonProps, Link, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../components/form-alert';

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

/** "No account yet? Register" under the form: a question and the link to the other page. */
export function AuthPageLink({
  question,
  label,
  to,
}: {
  question: string;
  label: string;
  to: string;
}) {
  return (
    <Text fontSize="sm" color="fg.muted" textAlign="center">
      {question}{' '}
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to={to}>{label}</RouterLink>
      </Link>
    </Text>
  );
}

interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's text, and its text while the form is sent. */
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** More of the submit button (disabled while a wait counts down, a space above it). */
  submitProps?: ButtonProps;
  /** The messages and the fields, above the submit button. */
  children: ReactNode;
}

/** The form of an auth page: its messages and fields, one under another, and the large submit. */
export function AuthForm({
  onSubmit,
  submitLabel,
  submittingLabel,
  submitting,
  submitProps,
  children,
}: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {children}
        <Button
          type="submit"
          size="lg"
          loading={submitting}
          loadingText={submittingLabel}
          {...submitProps}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
