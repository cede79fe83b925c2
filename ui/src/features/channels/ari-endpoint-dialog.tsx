import { setAriEndpointSchema } from '@hotel/events/channels/ari-commands';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { type InDialogProps, formDialogOf } from '../../components/form-in-dialog';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { useSetAriEndpointMutation } from './channel-ari-api';
import { toastDone } from '../../components/done-toast';

const FIELDS = ['url', 'enabled', 'format', 'hotelCode', 'username', 'password'] as const;

type Format = 'json' | 'opentravel';

interface Values {
  url: string;
  enabled: boolean;
  format: Format;
  hotelCode: string;
  username: string;
  /** Empty: the password saved before is kept. */
  password: string;
}

/** The endpoint as the server shows it (never its password: only whether one is set). */
export interface CurrentAriEndpoint {
  url: string;
  enabled: boolean;
  format: Format;
  hotelCode: string | null;
  username: string | null;
  hasPassword: boolean;
}

interface Props {
  slug: string;
  channelId: string;
  current: CurrentAriEndpoint | null;
  /** The signing secret, when this save made one (shown once). */
  onSecret: (secret: string) => void;
}

/**
 * Where the channel's ARI messages go, whether they are sent, what the address takes (signed
 * JSON or OpenTravel XML) and its login (POST /api/channels/:id/ari).
 */
export const AriEndpointDialog = formDialogOf(AriEndpointForm, () => 'new');

/** The address, its format (the hotel code OpenTravel needs), the login, and on or off. */
const endpointFields = (
  t: (key: string) => string,
  format: Format,
  hasPassword: boolean,
): FieldSpec<Values>[] => [
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
    kind: 'select',
    name: 'format',
    label: 'ari.endpoint.format',
    options: [
      { value: 'json', text: t('ari.endpoint.formatJson') },
      { value: 'opentravel', text: t('ari.endpoint.formatOpenTravel') },
    ],
  },
  ...(format === 'opentravel'
    ? [
        {
          kind: 'text',
          name: 'hotelCode',
          label: 'ari.endpoint.hotelCode',
          helperText: 'ari.endpoint.hotelCodeHelp',
          required: true,
          maxLength: 64,
        } satisfies FieldSpec<Values>,
      ]
    : []),
  {
    kind: 'row',
    alignItems: 'start',
    fields: [
      {
        kind: 'text',
        name: 'username',
        label: 'ari.endpoint.username',
        helperText: 'ari.endpoint.usernameHelp',
        maxLength: 120,
        autoComplete: 'off',
      },
      {
        kind: 'text',
        name: 'password',
        label: 'ari.endpoint.password',
        helperText: hasPassword ? 'ari.endpoint.passwordKept' : undefined,
        type: 'password',
        maxLength: 200,
        autoComplete: 'new-password',
      },
    ],
  },
  {
    kind: 'switch',
    name: 'enabled',
    label: 'ari.endpoint.enabled',
    description: 'ari.endpoint.enabledHelp',
  },
];

const valuesOf = (current: CurrentAriEndpoint | null): Values => ({
  url: current?.url ?? '',
  enabled: current?.enabled ?? true,
  format: current?.format ?? 'json',
  hotelCode: current?.hotelCode ?? '',
  username: current?.username ?? '',
  password: '',
});

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
    defaultValues: valuesOf(current),
    toRequest: (values: Values) => ({
      id: channelId,
      url: values.url,
      enabled: values.enabled,
      format: values.format,
      hotelCode: values.format === 'opentravel' ? values.hotelCode : null,
      username: values.username || null,
      password: values.password || null,
    }),
    send: async ({ id: _id, ...request }, idempotencyKey) => {
      const answer = await save({ slug, channelId, idempotencyKey, ...request }).unwrap();
      toastDone(t('ari.endpoint.saved'));
      if (answer.secret) onSecret(answer.secret);
      onDone();
    },
  });
  const format = form.watch('format');
  const fields = useMemo(
    () => endpointFields(t, format, current?.hasPassword ?? false),
    [t, format, current?.hasPassword],
  );
  return (
    <DialogForm
      title={t('ari.endpoint.title')}
      description={t('ari.endpoint.description')}
      form={form}
      creating={current === null}
      submitting={isLoading}
    >
      <FormFields form={form} fields={fields} t={t} firstField={first} />
    </DialogForm>
  );
}
