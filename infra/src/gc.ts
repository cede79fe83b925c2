import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';

/**
 * How V8 scavenges the young generation (docs/platform.md, "Memory"). By default it splits
 * each scavenge over helper threads; on a machine of two cores whose two busy threads (the
 * HTTP thread and the projection worker) already fill them, those helpers queue behind the
 * other thread while the scavenging one waits for them. `serial` scavenges on the thread that
 * allocated, alone. `auto` (the default) chooses serial on two cores or fewer.
 */
export type ScavengeMode = 'auto' | 'parallel' | 'serial';

/**
 * Applies the mode to this process (every thread: V8's flags are the process's) and answers
 * what it chose. V8 reads the flag at each scavenge, so setting it at start-up takes effect
 * from the next one; call it once, before the app starts taking requests.
 */
export const tuneScavenges = (
  mode: ScavengeMode,
  cores: number = availableParallelism(),
  setFlags: (flags: string) => void = setFlagsFromString,
): 'parallel' | 'serial' => {
  const serial = mode === 'serial' || (mode === 'auto' && cores <= 2);
  setFlags(serial ? '--no-parallel-scavenge' : '--parallel-scavenge');
  return serial ? 'serial' : 'parallel';
};
