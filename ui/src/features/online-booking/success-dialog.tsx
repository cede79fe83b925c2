import { Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../components/dialog-frame';
import { CheckCircleIcon } from '../../components/icons';
import type { SentRequest } from './use-online-booking';

/** The request sent: its number, the total, what happens next (and whether the mail went). */
export function SuccessDialog({
  answer,
  onClose,
  money,
}: {
  answer: SentRequest | null;
  onClose: () => void;
  money: (value: number) => string;
}) {
  const { t } = useTranslation('online');
  return (
    <DialogFrame
      open={answer !== null}
      onOpenChange={(shown) => {
        if (!shown) onClose();
      }}
      size="sm"
      placement="center"
      role="alertdialog"
      testId="request-sent"
    >
      <Dialog.Header>
        <HStack gap="2">
          <CheckCircleIcon color="green.500" boxSize="6" />
          <Dialog.Title>{t('success.title')}</Dialog.Title>
        </HStack>
      </Dialog.Header>
      <Dialog.Body>
        {answer ? (
          <Stack gap="2">
            <Text>
              {t('success.number')}{' '}
              <Text as="strong" fontSize="lg" data-testid="request-number">
                {`RN-${answer.number}`}
              </Text>
            </Text>
            <Text>{t('success.total', { total: money(answer.amount) })}</Text>
            {/* Online requests hold their rooms until a time (null: held until handled). */}
            {answer.until ? (
              <Text color="fg.muted" fontSize="sm">
                {t('success.next', { until: new Date(answer.until).toLocaleString() })}
              </Text>
            ) : null}
            {answer.emailSent === false ? (
              <Text color="fg.warning" fontSize="sm">
                {t('success.noEmail')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onClose}>{t('success.close')}</Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
