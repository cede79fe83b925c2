import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import layers of docs/adding-a-feature.md ("Layers"), as the lint run by `npm run check`
 * enforces them: each case lints one import as if it were written in the given file.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

const boundaryErrors = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(`${code}\n\nexport const used = [imported];\n`, {
    filePath: `${root}${filePath}`,
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/dependencies')
    .map((m) => m.message);
};

describe('imports flow down only', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it('refuses a feature importing another feature’s internals', async () => {
    const errors = await boundaryErrors(
      'ui/src/features/calendar/lint-fixture.ts',
      "import { PrintMenu as imported } from '../documents/print-menu';",
    );
    expect(errors).toEqual([expect.stringContaining('Imports flow down only')]);
  });

  it('lets a feature use another through its index.ts', async () => {
    const errors = await boundaryErrors(
      'ui/src/features/reservations/lint-fixture.ts',
      "import { PrintMenu as imported } from '../documents';",
    );
    expect(errors).toEqual([]);
  });

  it('lets a feature use its own files and the shared layer below it', async () => {
    const errors = await boundaryErrors(
      'ui/src/features/calendar/lint-fixture.ts',
      "import { canMove as imported } from './moves';\nimport { StatusBadge } from '../../shared/reservations/status';\nexport { StatusBadge };",
    );
    expect(errors).toEqual([]);
  });

  it('refuses an import that runs back up', async () => {
    expect(
      await boundaryErrors(
        'ui/src/lib/lint-fixture.ts',
        "import { PropertyImage as imported } from '../components/property-image';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'ui/src/components/lint-fixture.ts',
        "import { Toaster as imported } from '../app/toaster';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'ui/src/shared/reservations/lint-fixture.ts',
        "import { PaymentsPanel as imported } from '../../features/folio';",
      ),
    ).toHaveLength(1);
  });

  it('refuses a service importing the UI', async () => {
    const errors = await boundaryErrors(
      'projection-service/src/documents/lint-fixture.ts',
      "import { formatPercent as imported } from '../../../ui/src/lib/format';",
    );
    expect(errors).toHaveLength(1);
  });
});
