/**
 * Runs npm scripts side by side and fails when any fails: `npm test` runs the typecheck and the
 * lint together (each is one single-threaded process; one after the other they left a core idle
 * for five minutes of every CI run). Each script's output is printed whole when it ends, so the
 * logs do not interleave. (The vitest suites beside the browser suite were tried: at load 14 on
 * CI's two cores the browser flows ran past their 60 s timeouts, so they run one after the
 * other.)
 *   node --import tsx/esm scripts/parallel.ts typecheck lint
 */
import { spawn } from 'node:child_process';

const run = (script: string) =>
  new Promise<{ script: string; code: number; output: string; seconds: number }>((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      resolve({ script, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    );
  });

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(async (script) => {
    const result = await run(script);
    const verdict = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
    process.stdout.write(`\n== npm run ${script}: ${verdict} in ${result.seconds.toFixed(0)} s\n`);
    process.stdout.write(result.output);
    return result;
  }),
);
process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
