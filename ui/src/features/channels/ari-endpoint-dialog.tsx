import { setAriEndpointSchema } from '@hotel/events/channels/ari-commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import {
  type DialogOpenProps,
  FormInDialog,
  type InDialogProps,
} from '../../components/form-in-dialog';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { toaster } from '../../lib/toaster';
import { useSetAriEndpointMutation } from './channel-ari-api';

const FIELDS = ['url', 'enabled'] as const;

interface Values {
  url: string;
  enabled: boolean;
}

interface Props {
  slug: string;
  channelId: string;
  current: Values | null;
  /** The signing secret, when this save made one (shown once). */
  onSecret: (secret: string) => void;
}

/** Where the channel's ARI messages go, and whether they are sent (POST /api/channels/:id/ari). */
export function AriEndpointDialog({
  slug,
  channelId,
  current,
  onSecret,
  ...dialog
}: DialogOpenProps & Props) {
  return (
    <FormInDialog
      {...dialog}
      form={AriEndpointForm}
      props={{ slug, channelId, current, onSecret }}
    />
  );
}

/** The address the messages go to, and whether they are sent. */
const ENDPOINT_FIELDS: readonly FieldSpec<Values>[] = [
  {
    kind: 'text',
    name: 'url',
    label: 'ari.endpoint.url',
    helperText: 'ari.endpoint.urlHelp',
    required: true,
    maxLength: 2000,
    first: true,
  },
  {
    kind: 'switch',
    name: 'enabled',
    label: 'ari.endpoint.enabled',
    description: 'ari.endpoint.enabledHelp',
  },
];

function AriEndpointForm({
  slug,
  channelId,
  current,
  onSecret,
  first,
  onDone,
}: InDialogProps & Props) {
  const { t } = useTranslation('channels');
  const [save, { isLoading }] = useSetAriEndpointMutation();
  const form = useCommandForm({
    schema: setAriEndpointSchema,
    fields: FIELDS,
    defaultValues: current ?? { url: '', enabled: true },
    toRequest: (values: Values) => ({ id: channelId, ...values }),
    send: async ({ url, enabled }, idempotencyKey) => {
      const answer = await save({ slug, channelId, idempotencyKey, url, enabled }).unwrap();
      toaster.create({ type: 'success', title: t('ari.endpoint.saved'), closable: true });
      if (answer.secret) onSecret(answer.secret);
      onDone();
    },
  });
  return (
    <DialogForm
      title={t('ari.endpoint.title')}
      description={t('ari.endpoint.description')}
      onSubmit={form.onSubmit}
      creating={current === null}
      submitting={isLoading}
      otherErrors={form.otherErrors}
    >
      <FormFields form={form} fields={ENDPOINT_FIELDS} t={t} firstField={first} />
    </DialogForm>
  );
}
