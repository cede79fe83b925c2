import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh folder under the OS temp dir, and its removal. */
export const tempDir = (prefix: string): { path: string; remove: () => void } => {
  const path = mkdtempSync(join(tmpdir(), `pms-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
};
