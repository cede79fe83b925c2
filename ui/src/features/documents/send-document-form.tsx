import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../components/use-form-submit';
import { LanguageChoice } from '../../components/language-switch';
import type { Language } from '../../lib/locale';
import type { LanguagePickProps } from './use-document-language';
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from '../../lib/problem';
import { type SendDocumentRequest, useSendDocumentMutation } from './documents-api';
import { toastDone } from '../../components/done-toast';

/** A standard e-mail address (settings spec §5: send is enabled only for one). */
export const isEmailAddress = (value: string): boolean =>
  /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());

/**
 * The language a mail goes out in, mn / en: the document's shown language unless changed here
 * (a hotel working in English can still mail a Mongolian guest a Mongolian document).
 */
export function MailLanguage({ label, language, onChange }: LanguagePickProps) {
  return (
    <HStack gap="1.5" role="group" aria-label={label}>
      <Text fontSize="xs" color="fg.muted" aria-hidden>
        {label}
      </Text>
      <LanguageChoice
        language={language}
        onChange={onChange}
        caption={(lang) => lang.toUpperCase()}
        size="xs"
      />
    </HStack>
  );
}

/**
 * Sends the document by e-mail, as HTML with its PDF attached (POST /api/send/email), in the
 * language chosen beside the address (the document's shown one unless changed): the mail's
 * subject, body and PDF follow it. Send is enabled only for a valid address; a 422 or 400 (or
 * a mail the server could not send) shows under the field (settings spec §8); success is a
 * toast.
 */
export function SendDocumentForm({
  slug,
  id,
  isGroup,
  type,
  language,
  onLanguageChange,
  initialEmail,
}: {
  slug: string;
  id: string;
  isGroup: boolean;
  type: SendDocumentRequest['type'];
  /** The mail's language. */
  language: Language;
  onLanguageChange: (language: Language) => void;
  initialEmail: string;
}) {
  const { t } = useTranslation('documents');
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<string[]>([]);
  const [send, { isLoading }] = useSendDocumentMutation();
  const valid = isEmailAddress(email);
  const { onSubmit, edited } = useFormSubmit({
    validate: () => valid,
    send: async (idempotencyKey) => {
      setErrors([]);
      const address = email.trim();
      await send({
        slug,
        idempotencyKey,
        request: { id, isGroup, email: address, type, language },
      }).unwrap();
      // Another send is another mail.
      edited();
      toastDone(t('send.done', { email: address }));
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      const messages = Object.values(fields).flat();
      setErrors(
        httpStatusOf(error) === 422 && messages.length > 0
          ? (fields.email ?? messages)
          : [errorMessageOf(error, t)],
      );
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('send.title')}>
      <Field.Root invalid={errors.length > 0}>
        <HStack gap="2" align="center" wrap="wrap">
          <Input
            size="sm"
            type="email"
            name="email"
            w={{ base: '48', md: '52' }}
            placeholder={t('send.placeholder')}
            aria-label={t('send.email')}
            value={email}
            onChange={(e) => {
              edited();
              setErrors([]);
              setEmail(e.target.value);
            }}
          />
          <MailLanguage
            label={t('send.language')}
            language={language}
            onChange={(next) => {
              edited();
              onLanguageChange(next);
            }}
          />
          <Button size="sm" type="submit" disabled={!valid} loading={isLoading}>
            {t('send.submit')}
          </Button>
        </HStack>
        {errors.map((message) => (
          <Field.ErrorText key={message}>{message}</Field.ErrorText>
        ))}
      </Field.Root>
    </form>
  );
}
