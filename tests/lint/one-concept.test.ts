import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * One concept per file and per function (issue 33), as `npm run check` enforces it: a source
 * file past 500 lines and a function past 150 (blank lines and comments aside) are refused;
 * test files' case lists are not.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

const ruleErrors = async (filePath: string, code: string, rule: string): Promise<number> => {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).length;
};

/** A function of `lines` statements (each on its own line). */
const functionOf = (lines: number): string =>
  `export const long = (): number => {\n  let n = 0;\n${'  n += 1;\n'.repeat(lines - 2)}  return n;\n};\n`;

describe('one concept per file and per function', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it('refuses a function over 150 lines in the UI and on the server, not one of 150', async () => {
    const rule = 'max-lines-per-function';
    expect(await ruleErrors('ui/src/features/lint-fixture.ts', functionOf(151), rule)).toBe(1);
    expect(await ruleErrors('command-service/src/lint-fixture.ts', functionOf(151), rule)).toBe(1);
    expect(await ruleErrors('ui/src/features/lint-fixture.ts', functionOf(148), rule)).toBe(0);
    const blankAndComments = functionOf(100).replace(/n \+= 1;\n/g, 'n += 1;\n\n  // why\n');
    expect(await ruleErrors('infra/src/lint-fixture.ts', blankAndComments, rule)).toBe(0);
  });

  it('lets a test file hold a long list of cases', async () => {
    const rule = 'max-lines-per-function';
    expect(await ruleErrors('ui/src/features/lint-fixture.test.ts', functionOf(300), rule)).toBe(0);
  });

  it('refuses a source file over 500 lines', async () => {
    const many = Array.from({ length: 510 }, (_, i) => `export const v${i} = ${i};`).join('\n');
    expect(await ruleErrors('events/src/lint-fixture.ts', `${many}\n`, 'max-lines')).toBe(1);
  });
});
