import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toastDone } from '../../components/done-toast';
import { DialogForm } from '../../components/form-dialog';
import type { InDialogProps } from '../../components/form-in-dialog';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { type CommandSchema, useCommandForm } from '../../components/form/use-command-form';

interface ChannelAddFormProps<V extends FieldValues> extends InDialogProps {
  /** Where its title and description are (`<texts>.title`, `<texts>.description`). */
  texts: 'channels.add' | 'imports.add';
  /** The command's schema; its body is the form's values. */
  schema: CommandSchema;
  /** The fields' names in screen order (a 422's messages land on them). */
  names: readonly FieldPath<V>[];
  fields: readonly FieldSpec<V>[];
  defaultValues: V;
  /** Sends the command; what it returns is the notice that it is done. */
  send: (values: V, idempotencyKey: string) => Promise<string>;
  /** The command is running. */
  submitting: boolean;
}

/**
 * The form of a channels dialog adding one thing (a channel, a calendar import) with one
 * command: its fields, the command sent with the values as typed, the notice, the dialog closed.
 */
export function ChannelAddForm<V extends FieldValues>({
  texts,
  schema,
  names,
  fields,
  defaultValues,
  send,
  submitting,
  first,
  onDone,
}: ChannelAddFormProps<V>) {
  const { t } = useTranslation('channels');
  const form = useCommandForm({
    schema,
    fields: names,
    defaultValues,
    toRequest: (values: V) => values,
    send: async (request, idempotencyKey) => {
      toastDone(await send(request, idempotencyKey));
      onDone();
    },
  });
  return (
    <DialogForm
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
      form={form}
      creating
      submitting={submitting}
    >
      <FormFields form={form} fields={fields} t={t} firstField={first} />
    </DialogForm>
  );
}
