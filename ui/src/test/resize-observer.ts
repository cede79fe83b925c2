import { afterEach, beforeEach, vi } from 'vitest';

/** A ResizeObserver that never reports: jsdom has none, and no layout to measure. */
class SilentResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * For one test whose screen measures elements (an open menu follows its trigger's size): a
 * silent ResizeObserver stands in until the globals are restored (`vi.unstubAllGlobals()`).
 */
export function stubResizeObserver() {
  vi.stubGlobal('ResizeObserver', SilentResizeObserver);
}

/**
 * For a test file whose screen measures elements (growing text areas, the tabs' indicator):
 * before each test a silent ResizeObserver stands in, after it the globals are restored.
 */
export function stubResizeObserverPerTest() {
  beforeEach(stubResizeObserver);
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
