import { Badge, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { KeyIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { ListTable } from '../../components/list-table/list-table';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { newIdempotencyKey } from '../../lib/idempotency';
import { formatDateTime } from '../../lib/time-zone';
import { toaster } from '../../lib/toaster';
import {
  type ChannelConnection,
  useCreateChannelKeyMutation,
  useRevokeChannelKeyMutation,
} from './channel-connections-api';
import { SecretOnceDialog } from './secret-once-dialog';
import { ChannelSection } from './channel-section';
import { filteredEmptyOf } from '../../components/list-table/list-filter-bar';

type ChannelKey = ChannelConnection['keys'][number] & { id: string };

/**
 * A channel's API keys (docs/channels.md): each by its last four characters, when it was made
 * and whether it was revoked; a new key is shown once, in a dialog, to copy into the channel
 * manager — only its SHA-256 is kept.
 */
export function ChannelKeysSection({
  slug,
  channel,
  refetch,
}: {
  slug: string;
  channel: ChannelConnection;
  refetch: () => unknown;
}) {
  const { t } = useTranslation('channels');
  const [create, creating] = useCreateChannelKeyMutation();
  const [revoke, revoking] = useRevokeChannelKeyMutation();
  const [shown, setShown] = useState<string | null>(null);
  const remover = useConfirmedDelete(
    (key: ChannelKey, idempotencyKey) =>
      revoke({ slug, channelId: channel.id, keyId: key.keyId, idempotencyKey }).unwrap(),
    (key) => t('keys.revoke.done', { hint: key.hint }),
  );

  const createKey = async () => {
    try {
      const answer = await create({
        slug,
        channelId: channel.id,
        idempotencyKey: newIdempotencyKey(),
      }).unwrap();
      if (answer.key) setShown(answer.key);
      else toaster.create({ type: 'info', title: t('keys.create.replayed'), closable: true });
    } catch {
      // The app's error notice shows the server's message.
    }
  };

  return (
    <ChannelSection
      id="channel-keys"
      title={t('keys.title')}
      description={t('keys.description')}
      actions={
        <Button onClick={() => void createKey()} loading={creating.isLoading}>
          <PlusIcon />
          {t('keys.create.open')}
        </Button>
      }
    >
      <ListTable
        label={t('keys.title')}
        query={{
          data: { data: channel.keys.map((key) => ({ ...key, id: key.keyId })) },
          isLoading: false,
          isFetching: false,
          refetch,
        }}
        errorAboveList={false}
        columns={[
          {
            id: 'hint',
            header: t('keys.columns.key'),
            sticky: true,
            cell: (key) => (
              <Text fontFamily="mono" bg="bg.muted" borderRadius="sm" px="1">
                {t('keys.hint', { hint: key.hint })}
              </Text>
            ),
          },
          {
            id: 'createdAt',
            header: t('keys.columns.createdAt'),
            cell: (key) => formatDateTime(key.createdAt),
          },
          {
            id: 'state',
            header: t('keys.columns.state'),
            cell: (key) =>
              key.revokedAt ? (
                <Badge colorPalette="gray">
                  {t('keys.revokedAt', { at: formatDateTime(key.revokedAt) })}
                </Badge>
              ) : (
                <Badge colorPalette="green">{t('keys.live')}</Badge>
              ),
          },
          {
            id: 'actions',
            header: t('keys.columns.actions'),
            headerHidden: true,
            align: 'end',
            cell: (key) =>
              key.revokedAt ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t('keys.revokeFor', { hint: key.hint })}
                  onClick={() => remover.show(key)}
                >
                  <TrashIcon />
                  {t('keys.revoke.open')}
                </Button>
              ),
          },
        ]}
        skeleton={{ label: t('keys.title'), columns: [2, 2, 2, 1] }}
        error={t('channels.error')}
        empty={filteredEmptyOf(t, false, <KeyIcon />, 'keys.empty')}
      />
      <SecretOnceDialog
        secret={shown}
        onClose={() => setShown(null)}
        texts="keys.create"
        testId="channel-new-key"
      />
      <ConfirmDialog
        dialog={remover}
        title={t('keys.revoke.title')}
        description={t('keys.revoke.description', { hint: remover.item?.hint ?? '' })}
        confirmLabel={t('keys.revoke.confirm')}
        loading={revoking.isLoading}
        onConfirm={remover.confirm}
      />
    </ChannelSection>
  );
}
