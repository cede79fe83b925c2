import type { EventMetadata } from '@hotel/events/metadata';
import type { ReadSession, ReadStore } from '@hotel/infra/read-store/port';

/** An event as projections see it: upcast to its current schema, with typed metadata. */
export interface ProjectedEvent<Type extends string = string, Data = unknown> {
  readonly id: string;
  readonly type: Type;
  readonly data: Data;
  readonly streamName: string;
  readonly revision: bigint;
  readonly position: bigint;
  readonly metadata: EventMetadata;
  readonly recordedAt: string;
}

/**
 * A projection: a function from an event to read-store changes. It never throws on a valid
 * event; a throw means a poison event and stops this projection loudly.
 */
export interface Projection {
  /** Stable name: the checkpoint's key and the name `npm run rebuild -- <name>` takes. */
  readonly name: string;
  /** Bump when the read model's shape or logic changes: the runner rebuilds it from 0. */
  readonly version: number;
  /** The collections it owns (dropped on rebuild). */
  readonly collections: readonly string[];
  /** Read model names the UI knows (server-sent "changed" notices carry these). */
  readonly readModels: readonly string[];
  /** Event types it handles; others only advance its checkpoint. */
  readonly handles: readonly string[];
  /** Indexes etc.; runs on start and after a rebuild. */
  readonly setup?: (store: ReadStore) => Promise<void>;
  readonly apply: (event: ProjectedEvent, session: ReadSession) => Promise<void>;
}
