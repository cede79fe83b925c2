import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton, DialogFrame } from '../../components/dialog-frame';
import { ShareIcon } from '../../components/icons';
import { toaster } from '../../lib/toaster';

/** A new API key, shown this once to be copied into the channel manager (only its hash is kept). */
export function ChannelNewKeyDialog({
  apiKey,
  onClose,
}: {
  apiKey: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('channels');
  const copy = async (key: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(key);
      toaster.create({ type: 'success', title: t('keys.create.copied'), closable: true });
    } catch {
      // The key stays on screen to be selected and copied by hand.
      toaster.create({ type: 'error', title: t('keys.create.copyFailed'), closable: true });
    }
  };
  return (
    <DialogFrame open={apiKey !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Header>
        <Dialog.Title>{t('keys.create.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text>{t('keys.create.once')}</Text>
          <Text
            fontFamily="mono"
            bg="bg.muted"
            borderRadius="sm"
            p="2"
            wordBreak="break-all"
            data-testid="channel-new-key"
          >
            {apiKey}
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => apiKey && void copy(apiKey)}>
          <ShareIcon />
          {t('keys.create.copy')}
        </Button>
        <Button onClick={onClose}>{t('keys.create.close')}</Button>
      </Dialog.Footer>
      <DialogCloseButton label={t('keys.create.close')} />
    </DialogFrame>
  );
}
