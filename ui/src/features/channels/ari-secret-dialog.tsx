import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton, DialogFrame } from '../../components/dialog-frame';
import { ShareIcon } from '../../components/icons';
import { toaster } from '../../lib/toaster';

/** A new signing secret, shown this once to be copied into the channel's receiver. */
export function AriSecretDialog({
  secret,
  onClose,
}: {
  secret: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('channels');
  const copy = async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      toaster.create({ type: 'success', title: t('ari.secret.copied'), closable: true });
    } catch {
      // The secret stays on screen to be selected and copied by hand.
      toaster.create({ type: 'error', title: t('ari.secret.copyFailed'), closable: true });
    }
  };
  return (
    <DialogFrame open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Header>
        <Dialog.Title>{t('ari.secret.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text>{t('ari.secret.once')}</Text>
          <Text
            fontFamily="mono"
            bg="bg.muted"
            borderRadius="sm"
            p="2"
            wordBreak="break-all"
            data-testid="ari-secret"
          >
            {secret}
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => secret && void copy(secret)}>
          <ShareIcon />
          {t('ari.secret.copy')}
        </Button>
        <Button onClick={onClose}>{t('ari.secret.close')}</Button>
      </Dialog.Footer>
      <DialogCloseButton label={t('ari.secret.close')} />
    </DialogFrame>
  );
}
