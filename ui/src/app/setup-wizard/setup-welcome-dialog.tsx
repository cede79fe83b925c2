import { Button, Circle, Dialog, Flex, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CheckboxItem } from '../../components/checkbox-item';
import { DialogCloseButton, DialogFrame } from '../../components/dialog-frame';
import { CheckIcon } from '../../components/icons';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { hasPermission } from '../../lib/permissions';
import {
  isSetupFinished,
  isSetupPostponed,
  isWelcomeOff,
  postponeSetup,
  resumeStep,
  SETUP_STEPS,
  stepsDone,
  turnWelcomeOff,
} from '../../lib/setup-progress';
import { useListRoomTypesQuery } from '../../features/room-types/room-types-api';
import { propertyPath } from '../../lib/property-pages';
import { STEP_PAGES } from './setup-wizard-layout';

/**
 * On a property's home: offers the setup wizard until it is finished (operations spec §2),
 * starting at the first step or resuming where this browser left off — not on a property that
 * already has room types when this browser has not started the wizard. "Later" keeps it
 * closed until the tab is closed. Only for users who may change the settings.
 */
export function SetupWelcomeDialog() {
  const { t } = useTranslation('wizard');
  const { slug, hotel } = useCurrentHotel();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [offered] = useState(
    () =>
      !!slug &&
      hasPermission(hotel, 'manage-settings') &&
      !isWelcomeOff() &&
      !isSetupFinished(slug) &&
      !isSetupPostponed(slug),
  );
  const [closed, setClosed] = useState(false);
  const [never, setNever] = useState(false);
  const doneSteps = slug ? stepsDone(slug) : [];
  const done = doneSteps.length;
  const resuming = done > 0;
  // A property that already has its rooms was set up (by hand, or it is the demo hotel): the
  // wizard is not pressed on it unless this browser is in the middle of it.
  const roomTypes = useListRoomTypesQuery(
    { slug: slug ?? '' },
    { skip: !slug || !offered || resuming },
  );
  const open = offered && !closed && (resuming || roomTypes.data?.total === 0);
  const setOpen = (value: boolean) => setClosed(!value);
  if (!slug || !hotel) return null;
  const next = resumeStep(slug);

  const later = () => {
    if (never) turnWelcomeOff();
    else postponeSetup(slug);
    setOpen(false);
  };
  const start = () => {
    setOpen(false);
    void navigate(localized(propertyPath(slug, STEP_PAGES[next])));
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(shown) => (shown ? setOpen(true) : later())}
      placement="center"
      size="md"
    >
      <Dialog.Header>
        <Dialog.Title>{t('welcome.title', { name: hotel.name })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text color="fg.muted" mb="4">
          {resuming
            ? t('welcome.resume', { done, total: SETUP_STEPS.length })
            : t('welcome.description')}
        </Text>
        <List.Root as="ol" gap="2" variant="plain">
          {SETUP_STEPS.map((step, i) => {
            const isDone = doneSteps.includes(step);
            const isNext = step === next;
            return (
              <List.Item
                key={step}
                alignItems="center"
                gap="3"
                color={isDone ? 'fg.muted' : 'fg'}
                fontWeight={isNext ? 'semibold' : 'normal'}
              >
                <Circle
                  size="6"
                  flexShrink="0"
                  fontSize="xs"
                  fontWeight="medium"
                  borderWidth="1px"
                  borderColor={isDone || isNext ? 'brand.solid' : 'border'}
                  bg={isDone ? 'brand.solid' : 'bg'}
                  color={isDone ? 'brand.contrast' : isNext ? 'brand.fg' : 'fg.muted'}
                  aria-hidden="true"
                >
                  {isDone ? <CheckIcon boxSize="3.5" /> : i + 1}
                </Circle>
                <Text as="span">
                  {t(`steps.${step}.title`)}
                  {isDone ? <VisuallyHidden>{` (${t('done')})`}</VisuallyHidden> : null}
                </Text>
              </List.Item>
            );
          })}
        </List.Root>
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between" flexWrap="wrap" gap="3">
        <CheckboxItem size="sm" checked={never} onChange={setNever} label={t('welcome.never')} />
        <Flex gap="3" ms="auto">
          <Button variant="outline" onClick={later}>
            {t('welcome.later')}
          </Button>
          <Button onClick={start}>{resuming ? t('welcome.continue') : t('welcome.start')}</Button>
        </Flex>
      </Dialog.Footer>
      <DialogCloseButton label={t('actions.close', { ns: 'common' })} />
    </DialogFrame>
  );
}
