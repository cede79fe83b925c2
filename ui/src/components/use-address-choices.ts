import { useSearchParams } from 'react-router';

/** A choice kept in the address: its value, and its default (left out of the address). */
type Choice = readonly [value: string, byDefault: string];

/**
 * Choices a screen keeps in its address (`?view=month&date=…`): the address's parameters, and
 * `choose` to set some of them, each left out while it is its default (the plain address is
 * the default screen). A choice replaces the address rather than adding a history step.
 */
export function useAddressChoices() {
  const [params, setParams] = useSearchParams();
  const choose = (choices: Record<string, Choice>) => {
    const next = new URLSearchParams(params);
    for (const [name, [value, byDefault]] of Object.entries(choices)) {
      if (value === byDefault) next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { replace: true });
  };
  return { params, choose };
}
