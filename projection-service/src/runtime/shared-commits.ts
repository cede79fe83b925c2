import type { ReadSession, ReadStore } from '@hotel/infra/read-store/port';

interface Pending {
  readonly body: (session: ReadSession) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * One read-store transaction for the batches of every projection of a host that are ready in
 * the same turn of the event loop (after a commit to the log, every runner's subscription
 * delivers its batch at once): each runner's body — its events applied, its lease renewed and
 * its checkpoint written — runs in turn in the one transaction, instead of a transaction each.
 *
 * What a runner sees is what its own transaction gave it: its `commit` settles once the
 * transaction holding its batch is in the store, with its own result or its own error. A body
 * that throws (a poison event, its lease lost, a store error on its calls) fails only its
 * runner: the transaction is rolled back and the other bodies run again, without it, in a new
 * one. A failure of the transaction itself (the write, the commit) fails every runner in it,
 * and each retries from its checkpoint as it would after its own transaction failed.
 */
export class SharedCommits {
  private queue: Pending[] = [];
  private scheduled = false;

  constructor(private readonly readStore: ReadStore) {}

  /** Runs body in the next shared transaction; settles once that transaction is committed. */
  run<R>(body: (session: ReadSession) => Promise<R>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ body, resolve: resolve as (value: unknown) => void, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        const group = this.queue;
        this.queue = [];
        void this.commit(group);
      });
    });
  }

  private async commit(group: readonly Pending[]): Promise<void> {
    let left = group;
    while (left.length > 0) {
      const results: unknown[] = [];
      let failed = -1;
      try {
        await this.readStore.withTransaction(async (session) => {
          // A store may run the body again (MongoDB retries a transient transaction).
          results.length = 0;
          failed = -1;
          for (const [index, pending] of left.entries()) {
            try {
              results.push(await pending.body(session));
            } catch (error) {
              failed = index;
              throw error;
            }
          }
        });
      } catch (error) {
        if (failed === -1) {
          for (const pending of left) pending.reject(error);
          return;
        }
        left[failed]!.reject(error);
        left = left.filter((_, index) => index !== failed);
        continue;
      }
      for (const [index, pending] of left.entries()) pending.resolve(results[index]);
      return;
    }
  }
}
