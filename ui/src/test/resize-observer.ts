import { afterEach, beforeEach, vi } from 'vitest';

/** A ResizeObserver that never reports: jsdom has none, and no layout to measure. */
class SilentResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * For a test file whose screen measures elements (growing text areas, the tabs' indicator):
 * before each test a silent ResizeObserver stands in, after it the globals are restored.
 */
export function stubResizeObserverPerTest() {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', SilentResizeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
