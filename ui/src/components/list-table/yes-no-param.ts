/**
 * A yes-or-no filter of a list's address (`?isPaid=false`, `?blacklist=true`) as its query
 * takes it: `{ [name]: 'true' | 'false' }`, or nothing when the parameter is absent or other.
 */
export const yesNoParamOf = <K extends string>(
  params: URLSearchParams,
  name: K,
): Partial<Record<K, 'true' | 'false'>> => {
  const value = params.get(name);
  return value === 'true' || value === 'false'
    ? ({ [name]: value } as Record<K, 'true' | 'false'>)
    : {};
};
