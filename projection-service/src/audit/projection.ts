import type { AccountDetailsChanged, AccountRegistered } from '@hotel/events/account/events';
import type { Document, ReadStore } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

/** Who each account has been named as, and from when (the audit's own record of names). */
export const AUDIT_ACTORS = 'audit_actors';
/**
 * Collections of earlier versions, which kept a copy of every event of every stream: history
 * is read from the event store now (docs/reservations.md, "History and as-of"). Dropped when
 * the projection rebuilds.
 */
const RETIRED = ['audit_events', 'audit_streams'];

/** A person as they were named when they did something. */
export interface AuditActor {
  name: string;
  email: string;
}

/** A name an account took from the event at `from` (a global position, decimal) on. */
export interface AuditName extends AuditActor {
  from: string;
}

export interface AuditActorDoc extends Document {
  /** Oldest first. */
  names: AuditName[];
}

/**
 * The account's name as of the event at `position`: the last name it took at or before it.
 * Null for an unknown account (or one named only later).
 */
export const actorAt = (doc: AuditActorDoc | null | undefined, position: bigint) => {
  let named: AuditActor | null = null;
  for (const { from, name, email } of doc?.names ?? []) {
    if (BigInt(from) > position) break;
    named = { name, email };
  }
  return named;
};

/** The name records of these accounts, by id. */
export const auditActors = async (
  readStore: ReadStore,
  accountIds: readonly string[],
): Promise<Map<string, AuditActorDoc>> => {
  if (accountIds.length === 0) return new Map();
  const docs = await readStore
    .collection<AuditActorDoc>(AUDIT_ACTORS)
    .find({ _id: { $in: [...new Set(accountIds)] } });
  return new Map(docs.map((doc) => [doc._id, doc]));
};

/**
 * Who did what, as auditors read it: the event store holds every event of every stream with
 * its metadata (who, when, which command), and a stream's history is read from it. This
 * projection adds what the log cannot tell by itself: how each account was named at each
 * moment, so a history names people as they were then (a rename later rewrites nothing). It
 * keeps its own record instead of reading the accounts read model, whose progress is its own:
 * rebuilt from 0 it gives the same names.
 */
export const auditProjection: Projection = {
  name: 'audit',
  version: 4,
  collections: [AUDIT_ACTORS, ...RETIRED],
  readModels: ['audit'],
  handles: ['AccountRegistered', 'AccountDetailsChanged'],
  apply: async (event, session) => {
    const actors = session.collection<AuditActorDoc>(AUDIT_ACTORS);
    const from = event.position.toString();
    if (event.type === 'AccountRegistered') {
      const { accountId, name, email } = event.data as AccountRegistered['data'];
      await actors.replaceOne(
        { _id: accountId },
        { _id: accountId, names: [{ from, name, email }] },
        { upsert: true },
      );
    } else if (event.type === 'AccountDetailsChanged') {
      const { accountId, name } = event.data as AccountDetailsChanged['data'];
      const [doc] = await actors.find({ _id: accountId });
      const last = doc?.names.at(-1);
      if (!doc || !last || last.name === name) return;
      await actors.updateOne(
        { _id: accountId },
        { $push: { names: { from, name, email: last.email } } },
      );
    }
  },
};
