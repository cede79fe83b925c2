import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton, DialogFrame } from '../../components/dialog-frame';
import { ShareIcon } from '../../components/icons';
import { toaster } from '../../lib/toaster';
import { toastDone } from '../../components/done-toast';

/**
 * A secret the server shows this once (a channel's API key: only its hash is kept; an ARI
 * signing secret), to be copied into the other system. `texts` names its wording in the
 * channels namespace (`{texts}.title`, `.once`, `.copy`, `.copied`, `.copyFailed`, `.close`).
 */
export function SecretOnceDialog({
  secret,
  onClose,
  texts,
  testId,
}: {
  secret: string | null;
  onClose: () => void;
  texts: 'keys.create' | 'ari.secret';
  testId: string;
}) {
  const { t } = useTranslation('channels');
  const copy = async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      toastDone(t(`${texts}.copied`));
    } catch {
      // The secret stays on screen to be selected and copied by hand.
      toaster.create({ type: 'error', title: t(`${texts}.copyFailed`), closable: true });
    }
  };
  return (
    <DialogFrame open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Header>
        <Dialog.Title>{t(`${texts}.title`)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text>{t(`${texts}.once`)}</Text>
          <Text
            fontFamily="mono"
            bg="bg.muted"
            borderRadius="sm"
            p="2"
            wordBreak="break-all"
            data-testid={testId}
          >
            {secret}
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => secret && void copy(secret)}>
          <ShareIcon />
          {t(`${texts}.copy`)}
        </Button>
        <Button onClick={onClose}>{t(`${texts}.close`)}</Button>
      </Dialog.Footer>
      <DialogCloseButton label={t(`${texts}.close`)} />
    </DialogFrame>
  );
}
