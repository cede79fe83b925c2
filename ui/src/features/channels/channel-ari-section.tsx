import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { KeyIcon, ShareIcon } from '../../components/icons';
import { QueryError } from '../../components/query-error';
import { newIdempotencyKey } from '../../lib/idempotency';
import { formatDateTime } from '../../lib/time-zone';
import { AriDeliveryLog } from './ari-delivery-log';
import { AriEndpointDialog } from './ari-endpoint-dialog';
import { SecretOnceDialog } from './secret-once-dialog';
import {
  useGetChannelAriQuery,
  useResyncAriMutation,
  useRotateAriSecretMutation,
} from './channel-ari-api';
import { toastDone } from '../../components/done-toast';
import { ChannelSection } from './channel-section';

/**
 * A channel's ARI push (docs/channels.md "ARI push"): its endpoint (address, on or off, the
 * secret's last four characters), a new secret (shown once), "send everything now", what is
 * waiting per room type, and the delivery log (latest first).
 */
export function ChannelAriSection({
  slug,
  channelId,
  roomTypes,
}: {
  slug: string;
  channelId: string;
  roomTypes: readonly { id: string; label: string }[];
}) {
  const { t } = useTranslation('channels');
  const ari = useGetChannelAriQuery({ slug, channelId });
  const [rotate, rotating] = useRotateAriSecretMutation();
  const [resync, resyncing] = useResyncAriMutation();
  const [editing, setEditing] = useState(false);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const nameOf = (id: string) => roomTypes.find((type) => type.id === id)?.label ?? id;

  if (ari.error) return <QueryError title={t('ari.error')} query={ari} />;
  const endpoint = ari.data?.endpoint ?? null;

  const rotateSecret = async () => {
    try {
      const answer = await rotate({
        slug,
        channelId,
        idempotencyKey: newIdempotencyKey(),
      }).unwrap();
      setConfirmRotate(false);
      if (answer.secret) setSecret(answer.secret);
    } catch {
      // The app's error notice shows the server's message.
    }
  };
  const sendAll = async () => {
    try {
      await resync({ slug, channelId, idempotencyKey: newIdempotencyKey() }).unwrap();
      toastDone(t('ari.resync.done'));
    } catch {
      // The app's error notice shows the server's message (no endpoint, disabled, nothing mapped).
    }
  };

  const waiting = (ari.data?.roomTypes ?? []).filter((line) => line.pending.length > 0);
  return (
    <ChannelSection
      id="channel-ari"
      title={t('ari.title')}
      description={t('ari.description')}
      actions={
        <Flex gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => setEditing(true)}>
            {endpoint ? t('ari.endpoint.change') : t('ari.endpoint.set')}
          </Button>
          {endpoint ? (
            <>
              <Button variant="outline" onClick={() => setConfirmRotate(true)}>
                <KeyIcon />
                {t('ari.secret.rotate')}
              </Button>
              <Button
                onClick={() => void sendAll()}
                loading={resyncing.isLoading}
                disabled={!endpoint.enabled}
              >
                <ShareIcon />
                {t('ari.resync.open')}
              </Button>
            </>
          ) : null}
        </Flex>
      }
    >
      {endpoint ? (
        <Stack gap="1" data-testid="ari-endpoint">
          <Text fontFamily="mono" wordBreak="break-all">
            {endpoint.url}
          </Text>
          <Flex gap="2" wrap="wrap" align="center">
            <Badge colorPalette={endpoint.enabled ? 'green' : 'gray'}>
              {endpoint.enabled ? t('ari.enabled') : t('ari.disabled')}
            </Badge>
            <Badge variant="outline">
              {endpoint.format === 'opentravel'
                ? t('ari.format.opentravel', { hotelCode: endpoint.hotelCode ?? '' })
                : t('ari.format.json')}
            </Badge>
            {endpoint.username ? (
              <Text fontSize="sm">{t('ari.login', { username: endpoint.username })}</Text>
            ) : null}
            {endpoint.hint ? (
              <Text fontSize="sm">{t('ari.secret.hint', { hint: endpoint.hint })}</Text>
            ) : null}
          </Flex>
          {waiting.map((line) => (
            <Text key={line.roomTypeId} fontSize="sm" color="fg.muted">
              {line.retryAt
                ? t('ari.waitingRetry', {
                    roomType: nameOf(line.roomTypeId),
                    count: line.pending.length,
                    at: formatDateTime(line.retryAt),
                  })
                : t('ari.waiting', {
                    roomType: nameOf(line.roomTypeId),
                    count: line.pending.length,
                  })}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text>{t('ari.none')}</Text>
      )}
      <Heading as="h3" size="sm">
        {t('ari.log.title')}
      </Heading>
      <AriDeliveryLog entries={ari.data?.deliveries ?? []} query={ari} nameOf={nameOf} />
      <AriEndpointDialog
        open={editing}
        onOpenChange={setEditing}
        slug={slug}
        channelId={channelId}
        current={endpoint}
        onSecret={setSecret}
      />
      <SecretOnceDialog
        secret={secret}
        onClose={() => setSecret(null)}
        texts="ari.secret"
        testId="ari-secret"
      />
      <ConfirmDialog
        open={confirmRotate}
        onOpenChange={setConfirmRotate}
        title={t('ari.secret.rotateTitle')}
        description={t('ari.secret.rotateDescription')}
        confirmLabel={t('ari.secret.rotateConfirm')}
        loading={rotating.isLoading}
        onConfirm={() => void rotateSecret()}
      />
    </ChannelSection>
  );
}
