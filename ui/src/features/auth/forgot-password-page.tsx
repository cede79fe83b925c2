import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { requestPasswordResetSchema } from '@hotel/events/account/commands';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { ArrowLeftIcon, MailIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/use-document-title';
import { useCommandForm } from '../../components/form/use-command-form';
import { useLocalizedPath } from '../../components/use-localized-path';
import { useRequestPasswordResetMutation } from './auth-api';
import { AuthForm, withEmail } from './auth-form-parts';
import { AuthHeading } from './auth-heading';
import { EmailField } from './email-field';

const FIELDS = ['email'] as const;

/**
 * Forgot password: sends a reset link to the e-mail. The server answers the same whether an
 * account uses the address or not; its message is shown in place of the form.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<string | null>(null);
  // Field errors go under the field; anything else is announced by the notifications.
  const form = useCommandForm({
    schema: requestPasswordResetSchema,
    fields: FIELDS,
    defaultValues: { email: params.get('email') ?? '' },
    toRequest: ({ email }: { email: string }) => ({ email: email.trim() }),
    send: async (request) => {
      const answer = await requestReset(request).unwrap();
      setSent(answer.message || t('forgot.sent'));
    },
  });
  const email = form.watch('email');

  const backToLogin = (
    <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium" alignSelf="center">
      <RouterLink to={withEmail(localized('/login'), email)}>
        <ArrowLeftIcon boxSize="4" />
        {t('forgot.back')}
      </RouterLink>
    </Link>
  );

  if (sent) {
    return (
      <Stack gap="6">
        <AuthHeading title={t('forgot.sentTitle')} />
        <FormAlert status="success">
          <Text role="status">{sent}</Text>
        </FormAlert>
        <Text fontSize="sm" color="fg.muted">
          {t('forgot.sentHelp')}
        </Text>
        <Button variant="outline" colorPalette="gray" onClick={() => setSent(null)}>
          <MailIcon />
          {t('forgot.again')}
        </Button>
        {backToLogin}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <AuthHeading title={t('forgot.title')} description={t('forgot.description')} />
      <AuthForm page="forgot" onSubmit={form.onSubmit} submitting={isLoading}>
        {form.otherErrors.length > 0 ? <FormAlert messages={form.otherErrors} /> : null}
        <EmailField
          form={form}
          label={t('forgot.email')}
          autoComplete="email"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the page is this one field
          autoFocus
        />
      </AuthForm>
      {backToLogin}
    </Stack>
  );
}
