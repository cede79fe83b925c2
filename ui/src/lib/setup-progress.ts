import { isOneOf } from './one-of';

/**
 * Progress through the setup wizard of a property, kept in this browser (settings spec §2:
 * "each step marks itself done in local storage under a per-property key"). Finishing clears
 * the steps and remembers that the setup was finished, so the welcome dialog stops offering it.
 */
export const SETUP_STEPS = [
  'base',
  'policies',
  'regs',
  'companies',
  'services',
  'rooms',
  'rates',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const isSetupStep = (value: unknown): value is SetupStep => isOneOf(SETUP_STEPS, value);

const progressKey = (propertyId: string) => `pms.setup.${propertyId}`;
const finishedKey = (propertyId: string) => `pms.setup.${propertyId}.finished`;
const laterKey = (propertyId: string) => `pms.setup.${propertyId}.later`;

const read = (storage: Storage | undefined, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const write = (storage: Storage | undefined, key: string, value: string | null): void => {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the wizard still works, it only forgets its place.
  }
};

const local = () => (typeof window === 'undefined' ? undefined : window.localStorage);
const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** The steps done so far, in wizard order. */
export const stepsDone = (propertyId: string): SetupStep[] => {
  try {
    const parsed: unknown = JSON.parse(read(local(), progressKey(propertyId)) ?? '[]');
    return SETUP_STEPS.filter((step) => Array.isArray(parsed) && parsed.includes(step));
  } catch {
    return [];
  }
};

export const markStepDone = (propertyId: string, step: SetupStep): void => {
  const done = new Set(stepsDone(propertyId)).add(step);
  write(local(), progressKey(propertyId), JSON.stringify(SETUP_STEPS.filter((s) => done.has(s))));
};

/** The step to resume at: the first one not done (the first step if none is). */
export const resumeStep = (propertyId: string): SetupStep => {
  const done = stepsDone(propertyId);
  return SETUP_STEPS.find((step) => !done.includes(step)) ?? 'base';
};

export const finishSetup = (propertyId: string): void => {
  write(local(), progressKey(propertyId), null);
  write(local(), finishedKey(propertyId), new Date().toISOString());
};

export const isSetupFinished = (propertyId: string): boolean =>
  read(local(), finishedKey(propertyId)) !== null;

const welcomeOffKey = 'pms.setup.welcome';

/** "Do not offer again": this browser no longer offers the setup on any property's home. */
export const turnWelcomeOff = (): void => {
  write(local(), welcomeOffKey, 'off');
};

export const isWelcomeOff = (): boolean => read(local(), welcomeOffKey) === 'off';

/** "Later": the welcome dialog stays closed until this browser tab is closed. */
export const postponeSetup = (propertyId: string): void => {
  write(session(), laterKey(propertyId), '1');
};

export const isSetupPostponed = (propertyId: string): boolean =>
  read(session(), laterKey(propertyId)) !== null;

export const stepAfter = (step: SetupStep): SetupStep | null =>
  SETUP_STEPS[SETUP_STEPS.indexOf(step) + 1] ?? null;

export const stepBefore = (step: SetupStep): SetupStep | null =>
  SETUP_STEPS[SETUP_STEPS.indexOf(step) - 1] ?? null;
