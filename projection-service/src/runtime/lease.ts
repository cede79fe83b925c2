import {
  type Document,
  DuplicateKeyError,
  type ReadSession,
  type ReadStore,
} from '@hotel/infra/read-store/port';

export const LEASES = '_leases';

interface LeaseDoc extends Document {
  owner: string;
  expiresAt: number;
}

/** Another instance holds the projection's lease now. */
export class LeaseLost extends Error {
  constructor(readonly projection: string) {
    super(`Lease of projection ${projection} is held by another instance`);
    this.name = 'LeaseLost';
  }
}

/**
 * One active runner per projection, however many projection services run: a lease document in
 * the read store, taken when free or expired, renewed by a heartbeat and — as a fence — inside
 * every commit, so an instance that lost it can never commit a batch.
 */
export class ProjectionLease {
  constructor(
    private readonly readStore: ReadStore,
    readonly projection: string,
    readonly owner: string,
    readonly ttlMs: number,
  ) {}

  /** Takes or renews the lease; false when another instance holds it. */
  async tryAcquire(now = Date.now()): Promise<boolean> {
    try {
      await this.readStore
        .collection<LeaseDoc>(LEASES)
        .updateOne(
          { _id: this.projection, $or: [{ owner: this.owner }, { expiresAt: { $lt: now } }] },
          { $set: { owner: this.owner, expiresAt: now + this.ttlMs } },
          { upsert: true },
        );
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  /** Inside a commit's transaction: renews, or throws LeaseLost. */
  async renewIn(session: ReadSession): Promise<void> {
    const result = await session
      .collection<LeaseDoc>(LEASES)
      .updateOne(
        { _id: this.projection, owner: this.owner },
        { $set: { expiresAt: Date.now() + this.ttlMs } },
      );
    if (result.matchedCount === 0) throw new LeaseLost(this.projection);
  }

  async release(): Promise<void> {
    await this.readStore
      .collection<LeaseDoc>(LEASES)
      .deleteOne({ _id: this.projection, owner: this.owner });
  }
}
