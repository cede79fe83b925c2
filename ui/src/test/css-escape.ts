import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a test file whose dialogs close: jsdom has no CSS.escape, and a dialog's focus trap asks
 * for it once a dialog has closed. Before each test a plain one stands in, after it the globals
 * are restored.
 */
export function stubCssEscapePerTest() {
  beforeEach(() => {
    vi.stubGlobal('CSS', { escape: (value: string) => value });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
