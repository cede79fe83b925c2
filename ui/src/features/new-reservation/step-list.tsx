import { Steps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/icons';
import { STEPS, type Step } from './server-errors';

/** The stepper's three steps; a step the booking cannot enter yet is disabled. */
export function StepList({
  step,
  canEnter,
  onGo,
}: {
  step: Step;
  canEnter: (target: Step) => boolean;
  onGo: (target: Step) => void;
}) {
  const { t } = useTranslation('booking');
  const stepIndex = STEPS.indexOf(step);
  return (
    <Steps.Root
      // The steps switch the form below (their panel).
      ids={{ contentId: () => 'new-reservation-step' }}
      step={stepIndex}
      count={STEPS.length}
      size="sm"
      colorPalette="brand"
      linear={false}
      onStepChange={({ step: target }) => {
        const chosen = STEPS[target];
        if (chosen && canEnter(chosen)) onGo(chosen);
      }}
    >
      <Steps.List aria-label={t('steps.label')} maxW="3xl">
        {STEPS.map((name, i) => {
          const title = t(`steps.${name}`);
          return (
            // The trigger says which step is current; on the item too, the tab list would
            // hold an element that is no tab (null: React leaves the attribute out).
            <Steps.Item
              key={name}
              index={i}
              title={title}
              {...({ 'aria-current': null } as object)}
            >
              <Steps.Trigger
                disabled={!canEnter(name)}
                aria-current={i === stepIndex ? 'step' : undefined}
                borderRadius="md"
              >
                <Steps.Indicator>
                  <Steps.Status
                    complete={<CheckIcon boxSize="3.5" />}
                    incomplete={<Steps.Number />}
                  />
                </Steps.Indicator>
                <Steps.Title fontWeight={i === stepIndex ? 'semibold' : 'normal'}>
                  {title}
                </Steps.Title>
              </Steps.Trigger>
              <Steps.Separator />
            </Steps.Item>
          );
        })}
      </Steps.List>
    </Steps.Root>
  );
}
