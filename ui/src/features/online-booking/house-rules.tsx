import { Box, Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton, DialogFrame } from '../../components/dialog-frame';
import { CheckCircleIcon } from '../../components/icons';
import type { OnlinePage } from './online-booking-api';

/** Where this browser remembers that the house rules were read. */
const rulesKey = (slug: string) => `online-book-rules:${slug}`;

export const rulesRead = (slug: string): boolean => {
  try {
    return window.localStorage.getItem(rulesKey(slug)) === '1';
  } catch {
    return false;
  }
};

export const rememberRules = (slug: string): void => {
  try {
    window.localStorage.setItem(rulesKey(slug), '1');
  } catch {
    // Private browsing without storage: the rules show again next time, nothing else breaks.
  }
};

/** Under the guest's form: whether the rules were read, and a button to read them. */
export function RulesStatus({ accepted, onOpen }: { accepted: boolean; onOpen: () => void }) {
  const { t } = useTranslation('online');
  return (
    <HStack gap="2" fontSize="sm">
      {accepted ? <CheckCircleIcon color="green.500" boxSize="4" /> : null}
      <Text>{accepted ? t('rules.accepted') : t('rules.notAccepted')}</Text>
      <Button variant="plain" size="sm" colorPalette="brand" px="0" onClick={onOpen}>
        {t('rules.open')}
      </Button>
    </HStack>
  );
}

interface RulesDialogProps {
  rules: OnlinePage['rules'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccept: () => void;
}

/** The house rules, shown once per browser before the request; Accept remembers it. */
export function RulesDialog({ rules, open, onOpenChange, onAccept }: RulesDialogProps) {
  const { t } = useTranslation('online');
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      placement="center"
      scrollBehavior="inside"
      testId="rules-dialog"
    >
      <Dialog.Header>
        <Dialog.Title>{t('rules.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {rules.map((rule) => (
            <Box key={rule.id}>
              <Text fontWeight="semibold">{rule.title}</Text>
              <Text fontSize="sm" whiteSpace="pre-line" color="fg.muted">
                {rule.description}
              </Text>
            </Box>
          ))}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onAccept}>{t('rules.accept')}</Button>
      </Dialog.Footer>
      <DialogCloseButton label={t('close')} />
    </DialogFrame>
  );
}
