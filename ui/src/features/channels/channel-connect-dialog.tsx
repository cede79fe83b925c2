import { connectChannelSchema } from '@hotel/events/channels/channel-connection-commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import {
  type DialogOpenProps,
  FormInDialog,
  type InDialogProps,
} from '../../components/form-in-dialog';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { toastDone } from '../../components/done-toast';
import { useConnectChannelMutation } from './channel-connections-api';

const FIELDS = ['name'] as const;

interface Props {
  slug: string;
}

/** Adds a channel the property takes reservations from (POST /api/channels). */
export function ChannelConnectDialog({ slug, ...dialog }: DialogOpenProps & Props) {
  return <FormInDialog {...dialog} form={ChannelConnectForm} props={{ slug }} />;
}

/** The channel's name, as the property calls the site or agent. */
const CHANNEL_FIELDS: readonly FieldSpec<{ name: string }>[] = [
  {
    kind: 'text',
    name: 'name',
    label: 'channels.fields.name',
    helperText: 'channels.fields.nameHelp',
    required: true,
    maxLength: 60,
    first: true,
  },
];

function ChannelConnectForm({ slug, first, onDone }: InDialogProps & Props) {
  const { t } = useTranslation('channels');
  const [connect, { isLoading }] = useConnectChannelMutation();
  const form = useCommandForm({
    schema: connectChannelSchema,
    fields: FIELDS,
    defaultValues: { name: '' },
    toRequest: (values: { name: string }) => values,
    send: async (request, idempotencyKey) => {
      await connect({ slug, idempotencyKey, ...request }).unwrap();
      toastDone(t('channels.add.done', { name: request.name.trim() }));
      onDone();
    },
  });
  return (
    <DialogForm
      title={t('channels.add.title')}
      description={t('channels.add.description')}
      onSubmit={form.onSubmit}
      creating
      submitting={isLoading}
      otherErrors={form.otherErrors}
    >
      <FormFields form={form} fields={CHANNEL_FIELDS} t={t} firstField={first} />
    </DialogForm>
  );
}
