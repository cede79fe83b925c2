import { setPriority } from 'node:os';

/**
 * Lowers this process's CPU priority (a `nice` value, 0 to 19) so a backup taken while the app
 * serves yields the CPU to it: on a busy machine the copy takes longer, the bookings do not
 * wait for it. Answers whether it could (a container may refuse).
 */
export const yieldToTheApp = (nice: number): boolean => {
  try {
    setPriority(nice);
    return true;
  } catch {
    return false;
  }
};
