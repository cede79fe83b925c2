import { Box, Button, Flex, Stack, Steps, Text } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { CheckIcon } from '../../components/icons';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import {
  finishSetup,
  markStepDone,
  postponeSetup,
  SETUP_STEPS,
  type SetupStep,
  stepAfter,
  stepBefore,
  stepsDone,
} from '../../lib/setup-progress';
import { toaster } from '../../lib/toaster';
import { isPropertyRouteHandle, type PropertyPage, propertyPath } from '../../lib/property-pages';

/** The wizard page of each step (`/p/{slug}/r/{step}`). */
export const STEP_PAGES = {
  base: 'wizardBase',
  policies: 'wizardPolicies',
  regs: 'wizardRegs',
  companies: 'wizardCompanies',
  services: 'wizardServices',
  rooms: 'wizardRooms',
  rates: 'wizardRates',
} as const satisfies Record<SetupStep, PropertyPage>;

const stepOfPage = (page: string): SetupStep | null =>
  SETUP_STEPS.find((step) => STEP_PAGES[step] === page) ?? null;

/**
 * What a step may ask of the wizard's "next": e.g. the base step saves its form first and
 * answers whether it may move on (false: stay, the form shows why).
 */
interface WizardStepContext {
  readonly setBeforeNext: (action: (() => Promise<boolean>) | null) => void;
  readonly goNext: () => void;
  readonly goBack: () => void;
}

/** Steps whose screen is one form with its own buttons (saving it moves on). */
const OWN_BUTTONS: ReadonlySet<SetupStep> = new Set(['base']);

const WizardContext = createContext<WizardStepContext | null>(null);

export function useWizardStep(): WizardStepContext {
  const context = useContext(WizardContext);
  if (!context) throw new Error('useWizardStep outside the setup wizard');
  return context;
}

function useCurrentStep(): SetupStep | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isPropertyRouteHandle(handle)) return stepOfPage(handle.page);
  }
  return null;
}

/**
 * The setup wizard around its steps (settings spec §2): the steps with the done ones ticked,
 * the step's screen, and back / next (finish on the last step). Each step marks itself done
 * when left forwards; finishing clears the progress and goes to the property's home.
 */
export function SetupWizardLayout() {
  const { t } = useTranslation('wizard');
  const { slug } = useCurrentHotel();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const step = useCurrentStep();
  const beforeNext = useRef<(() => Promise<boolean>) | null>(null);
  const [busy, setBusy] = useState(false);

  const index = step ? SETUP_STEPS.indexOf(step) : 0;
  const done = slug ? stepsDone(slug) : [];
  const go = useCallback(
    (target: SetupStep) => {
      if (slug) void navigate(localized(propertyPath(slug, STEP_PAGES[target])));
    },
    [slug, navigate, localized],
  );

  const goNext = useCallback(() => {
    if (!slug || !step) return;
    markStepDone(slug, step);
    const next = stepAfter(step);
    if (next) {
      go(next);
      return;
    }
    finishSetup(slug);
    toaster.create({ type: 'success', title: t('finished'), closable: true });
    void navigate(localized(propertyPath(slug)));
  }, [slug, step, go, navigate, localized, t]);

  const onNext = async () => {
    const action = beforeNext.current;
    if (action) {
      setBusy(true);
      try {
        if (!(await action())) return;
      } finally {
        setBusy(false);
      }
    }
    goNext();
  };

  const onBack = useCallback(() => {
    if (!slug || !step) return;
    const previous = stepBefore(step);
    if (previous) {
      go(previous);
      return;
    }
    // Leaving from the first step: home, without the welcome dialog asking again at once.
    postponeSetup(slug);
    void navigate(localized(propertyPath(slug)));
  }, [slug, step, go, navigate, localized]);

  const context = useMemo<WizardStepContext>(
    () => ({
      setBeforeNext: (action) => {
        beforeNext.current = action;
      },
      goNext,
      goBack: onBack,
    }),
    [goNext, onBack],
  );

  const last = index === SETUP_STEPS.length - 1;
  return (
    <WizardContext.Provider value={context}>
      <Stack gap="6">
        <WizardStepsIndicator index={index} done={done} onChoose={go} />
        {step ? (
          <Box maxW="3xl">
            {/* A phone's indicator has no titles, and its top bar cuts the page title short. */}
            <Text hideFrom="md" fontWeight="semibold" mb="1">
              {t('progress', { current: index + 1, total: SETUP_STEPS.length })}
              {' · '}
              {t(`steps.${step}.title`)}
            </Text>
            <Text color="fg.muted">{t(`steps.${step}.description`)}</Text>
          </Box>
        ) : null}
        <Box>
          <Outlet />
        </Box>
        {step && OWN_BUTTONS.has(step) ? null : (
          <Flex
            justify="space-between"
            gap="3"
            position="sticky"
            bottom="0"
            bg="bg"
            borderTopWidth="1px"
            py="4"
            zIndex="1"
          >
            <Button variant="outline" onClick={onBack}>
              {t('back')}
            </Button>
            <Flex align="center" gap="3">
              <Text color="fg.muted" fontSize="sm" display={{ base: 'none', sm: 'block' }}>
                {t('progress', { current: index + 1, total: SETUP_STEPS.length })}
              </Text>
              <Button onClick={() => void onNext()} loading={busy}>
                {last ? t('finish') : t('next')}
              </Button>
            </Flex>
          </Flex>
        )}
      </Stack>
    </WizardContext.Provider>
  );
}

/** The wizard's steps, the done ones ticked; a step chosen opens it. */
function WizardStepsIndicator({
  index,
  done,
  onChoose,
}: {
  /** The current step's place. */
  index: number;
  done: readonly SetupStep[];
  onChoose: (step: SetupStep) => void;
}) {
  const { t } = useTranslation('wizard');
  return (
    <Steps.Root
      step={index}
      count={SETUP_STEPS.length}
      size={{ base: 'xs', md: 'sm' }}
      colorPalette="brand"
      linear={false}
      onStepChange={({ step: target }) => {
        const chosen = SETUP_STEPS[target];
        if (chosen) onChoose(chosen);
      }}
    >
      <Steps.List overflowX="auto" py="1" px="0.5" aria-label={t('stepsLabel')}>
        {SETUP_STEPS.map((name, i) => {
          const title = t(`steps.${name}.title`);
          const isDone = done.includes(name);
          const label = t(isDone ? 'stepLabelDone' : 'stepLabel', { number: i + 1, title });
          return (
            <Steps.Item
              key={name}
              index={i}
              title={title}
              flexShrink="0"
              gap={{ base: '0', md: '2' }}
            >
              <Steps.Trigger aria-label={label} title={label} borderRadius="md">
                <Steps.Indicator>
                  {isDone ? <CheckIcon boxSize="3.5" /> : <Steps.Number />}
                </Steps.Indicator>
                {/* Seven titles do not fit side by side (the page is at most 80rem
                    wide): the current step's only, the others on hover; on a phone the
                    top bar's title names the step. */}
                {i === index ? (
                  <Steps.Title whiteSpace="nowrap" fontWeight="semibold" hideBelow="md">
                    {title}
                  </Steps.Title>
                ) : null}
              </Steps.Trigger>
              <Steps.Separator minW={{ base: '2', md: '4' }} mx={{ base: '1.5', md: '2' }} />
            </Steps.Item>
          );
        })}
      </Steps.List>
    </Steps.Root>
  );
}
