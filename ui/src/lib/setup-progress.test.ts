// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  finishSetup,
  isSetupFinished,
  markStepDone,
  resumeStep,
  stepAfter,
  stepBefore,
  stepsDone,
} from './setup-progress';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('setup progress', () => {
  it('resumes at the first step not done, per property', () => {
    expect(resumeStep('a')).toBe('base');
    markStepDone('a', 'base');
    markStepDone('a', 'policies');
    markStepDone('a', 'companies');
    expect(resumeStep('a')).toBe('regs');
    expect(stepsDone('a')).toEqual(['base', 'policies', 'companies']);
    expect(resumeStep('b')).toBe('base');
  });

  it('forgets the steps and remembers the finish', () => {
    markStepDone('a', 'base');
    finishSetup('a');
    expect(stepsDone('a')).toEqual([]);
    expect(isSetupFinished('a')).toBe(true);
    expect(isSetupFinished('b')).toBe(false);
  });

  it('survives a broken stored value', () => {
    localStorage.setItem('pms.setup.a', '{not json');
    expect(stepsDone('a')).toEqual([]);
  });

  it('knows the order', () => {
    expect(stepAfter('base')).toBe('policies');
    expect(stepAfter('rates')).toBeNull();
    expect(stepBefore('base')).toBeNull();
    expect(stepBefore('rooms')).toBe('services');
  });
});
