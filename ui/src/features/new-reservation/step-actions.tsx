import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, MailIcon } from '../../components/icons';
import type { Step } from './server-errors';

/**
 * The buttons under the rooms and guest steps: back; on the rooms step, next (once the lines
 * can be booked); on the guest step, save (and save and send, with an e-mail address).
 */
export function StepActions({
  step,
  linesReady,
  noLines,
  hasEmail,
  saving,
  onGo,
  onSave,
}: {
  step: Step;
  linesReady: boolean;
  noLines: boolean;
  hasEmail: boolean;
  saving: boolean;
  onGo: (target: Step) => void;
  onSave: (sendEmail: boolean) => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <Flex gridArea="actions" justify="space-between" gap="3" wrap="wrap">
      <Button
        variant="outline"
        colorPalette="gray"
        onClick={() => onGo(step === 'guest' ? 'rooms' : 'general')}
      >
        <ArrowLeftIcon />
        {t('actions.back')}
      </Button>
      {step === 'rooms' ? (
        <HStack gap="3">
          {!linesReady && noLines ? (
            <Text fontSize="sm" color="fg.muted">
              {t('rooms.addOne')}
            </Text>
          ) : null}
          <Button disabled={!linesReady} onClick={() => onGo('guest')}>
            {t('actions.next')}
            <ArrowRightIcon />
          </Button>
        </HStack>
      ) : (
        <HStack gap="3" wrap="wrap">
          {hasEmail ? (
            <Button variant="outline" loading={saving} onClick={() => onSave(true)}>
              <MailIcon />
              {t('actions.saveAndSend')}
            </Button>
          ) : null}
          <Button loading={saving} loadingText={t('actions.saving')} onClick={() => onSave(false)}>
            <CheckIcon />
            {t('actions.save')}
          </Button>
        </HStack>
      )}
    </Flex>
  );
}
