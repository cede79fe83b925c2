/** One sample of a Prometheus text exposition: `name{label="value",...} value`. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Parses the text format (for tests): every sample line; comments and blank lines skipped. */
export const parsePrometheusText = (text: string): Sample[] =>
  text.split('\n').flatMap((line) => {
    if (line === '' || line.startsWith('#')) return [];
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const [, name, labelText = '', value] = match;
    const labels: Record<string, string> = {};
    for (const [, key, raw] of labelText.matchAll(LABEL)) {
      labels[key!] = raw!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
    }
    return [{ name: name!, labels, value: Number(value) }];
  });

/** The samples of one metric whose labels include every given one. */
export const samplesOf = (
  samples: readonly Sample[],
  name: string,
  labels: Readonly<Record<string, string>> = {},
): Sample[] =>
  samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );

/** The sum of the matching samples' values (0 when none match). */
export const valueOf = (
  samples: readonly Sample[],
  name: string,
  labels: Readonly<Record<string, string>> = {},
): number => samplesOf(samples, name, labels).reduce((sum, sample) => sum + sample.value, 0);
