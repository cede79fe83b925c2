import { describe, expect, it } from 'vitest';
import { tuneScavenges } from './gc';

describe('tuneScavenges', () => {
  const run = (mode: Parameters<typeof tuneScavenges>[0], cores: number) => {
    const flags: string[] = [];
    const chosen = tuneScavenges(mode, cores, (f) => flags.push(f));
    return { chosen, flags };
  };

  it('scavenges on the allocating thread alone on two cores or fewer, by default', () => {
    expect(run('auto', 1)).toEqual({ chosen: 'serial', flags: ['--no-parallel-scavenge'] });
    expect(run('auto', 2)).toEqual({ chosen: 'serial', flags: ['--no-parallel-scavenge'] });
  });

  it('keeps the parallel scavenger on more cores, by default', () => {
    expect(run('auto', 4)).toEqual({ chosen: 'parallel', flags: ['--parallel-scavenge'] });
  });

  it('follows an explicit choice whatever the cores', () => {
    expect(run('serial', 16).chosen).toBe('serial');
    expect(run('parallel', 1)).toEqual({ chosen: 'parallel', flags: ['--parallel-scavenge'] });
  });
});
