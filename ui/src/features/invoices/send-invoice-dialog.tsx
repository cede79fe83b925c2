import { sendInvoiceSchema } from '@hotel/events/invoices/commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { BoundField, TextField } from '../../components/form/fields';
import { useCommandForm } from '../../components/form/use-command-form';
import type { Language } from '../../lib/locale';
import { MailLanguage, useDocumentLanguage } from '../documents';
import { useSendInvoiceMutation } from './invoices-api';
import { toastDone } from '../../components/done-toast';
import { type InvoiceFormProps, invoiceDialogOf } from './invoice-dialog-of';

/** Send the invoice by e-mail (POST /api/invoices/{id}/send): the address and the mail's language. */
export const SendInvoiceDialog = invoiceDialogOf(SendForm, 'sm');

interface SendValues {
  email: string;
  language: Language;
}

function SendForm({ slug, invoice, first, onDone }: InvoiceFormProps) {
  const { t } = useTranslation('invoices');
  const { t: documents } = useTranslation('documents');
  const [send, { isLoading }] = useSendInvoiceMutation();
  // The mail and its PDF in the interface's language unless switched (docs/documents.md).
  const [language] = useDocumentLanguage();
  const form = useCommandForm({
    schema: sendInvoiceSchema,
    fields: ['email', 'language'] as const,
    defaultValues: { email: invoice.email ?? '', language } satisfies SendValues,
    toRequest: (values: SendValues) => ({
      id: invoice.id,
      email: values.email.trim(),
      language: values.language,
    }),
    check: ({ email }) => (email.trim() ? {} : { email: t('send.emailNeeded') }),
    send: async (request, idempotencyKey) => {
      await send({ slug, idempotencyKey, ...request }).unwrap();
      toastDone(t('send.done', { email: form.getValues('email') }));
      onDone();
    },
  });
  return (
    <DialogForm
      title={t('send.title')}
      description={t('send.description', { number: invoice.number })}
      form={form}
      submitting={isLoading}
      submitLabel={t('send.submit')}
    >
      <TextField
        form={form}
        name="email"
        type="email"
        label={t('fields.email')}
        required
        inputRef={first}
      />
      <BoundField
        form={form}
        name="language"
        render={(mail) => (
          <MailLanguage
            label={documents('send.language')}
            language={mail.value}
            onChange={mail.onChange}
          />
        )}
      />
    </DialogForm>
  );
}
