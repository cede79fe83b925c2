import type { Document, ReadStore } from '@hotel/infra/read-store/port';

/** Every document of the given collections, sorted by id: for comparing read models. */
export const dumpCollections = async (
  store: ReadStore,
  names: readonly string[],
): Promise<Record<string, Document[]>> => {
  const out: Record<string, Document[]> = {};
  for (const name of names) out[name] = await store.collection(name).find({}, { sort: { _id: 1 } });
  return out;
};
