/**
 * How long to wait before retry number `attempt` (0 = the first): exponential, capped, with
 * "equal jitter" (half of the step fixed, half random). Instances that failed together (a
 * store restarting under every projection and command service) then retry spread out, not
 * in lockstep, and none waits less than half its step.
 */
export const backoffDelay = (
  attempt: number,
  { initialMs, maxMs }: { initialMs: number; maxMs: number },
  random: () => number = Math.random,
): number => {
  const step = Math.min(initialMs * 2 ** Math.min(attempt, 40), maxMs);
  return Math.round(step / 2 + random() * (step / 2));
};
