import { Input, Link, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';

/**
 * The pieces the sign-in, registration and password pages share: the form's messages for no
 * field, the e-mail field, the `?email=` carried from one page to the next, and the line that
 * sends the user to the other page.
 */

/** `path`, with `?email=` when one is typed: the next page starts with it filled in. */
export const withEmail = (path: string, email: string) =>
  email.trim() ? `${path}?${new URLSearchParams({ email: email.trim() })}` : path;

/** The page's own message (announced) and the server's messages for no field of the form. */
export function AuthFormMessages({ message, other }: { message: string | null; other: string[] }) {
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

interface EmailFieldProps {
  label: string;
  errors: string[] | undefined;
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
  /** `username` where the e-mail signs in, `email` where it is only an address. */
  autoComplete: 'username' | 'email';
  autoFocus?: boolean;
}

/** The e-mail of an auth form: required, typed as an e-mail address. */
export function EmailField({
  label,
  errors,
  value,
  onChange,
  inputRef,
  autoComplete,
  autoFocus,
}: EmailFieldProps) {
  return (
    <FormField label={label} errors={errors} required>
      <Input
        name="email"
        type="email"
        inputMode="email"
        autoComplete={autoComplete}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- an auth page is its form: the cursor starts in its first empty field
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        ref={inputRef}
      />
    </FormField>
  );
}

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
