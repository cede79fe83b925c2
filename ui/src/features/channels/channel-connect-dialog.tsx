import { connectChannelSchema } from '@hotel/events/channels/channel-connection-commands';
import { useTranslation } from 'react-i18next';
import { type InDialogProps, formDialogOf } from '../../components/form-in-dialog';
import type { FieldSpec } from '../../components/form/form-fields';
import { ChannelAddForm } from './channel-add-form';
import { useConnectChannelMutation } from './channel-connections-api';

const FIELDS = ['name'] as const;

interface Props {
  slug: string;
}

/** Adds a channel the property takes reservations from (POST /api/channels). */
export const ChannelConnectDialog = formDialogOf(ChannelConnectForm, () => 'new');

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

function ChannelConnectForm({ slug, ...inDialog }: InDialogProps & Props) {
  const { t } = useTranslation('channels');
  const [connect, { isLoading }] = useConnectChannelMutation();
  return (
    <ChannelAddForm
      {...inDialog}
      texts="channels.add"
      schema={connectChannelSchema}
      names={FIELDS}
      fields={CHANNEL_FIELDS}
      defaultValues={{ name: '' }}
      send={async (request, idempotencyKey) => {
        await connect({ slug, idempotencyKey, ...request }).unwrap();
        return t('channels.add.done', { name: request.name.trim() });
      }}
      submitting={isLoading}
    />
  );
}
