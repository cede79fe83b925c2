import type { EventStore } from '../event-store/port';
import type { Logger } from '../logging';
import type { ProjectionLag, ProjectionLagSource } from './instruments';

/** Most events read per scrape: a projection further behind shows this many. */
export const LAG_SCAN_LIMIT = 10_000;

export interface ProjectionPositions {
  /** Each projection's name and the position it has applied (null: nothing yet). */
  status(): readonly { readonly name: string; readonly position: string | null }[];
}

/**
 * Each projection's lag, read when scraped: the events in the log after its position (one
 * read from the lowest position, at most `limit` events, shared by every projection) and how
 * long the first of them has waited since it was recorded. Works whether the projections run
 * in this thread or in a worker (the host reports their positions either way).
 */
export const projectionLagSource =
  (
    host: ProjectionPositions,
    eventStore: Pick<EventStore, 'readAll'>,
    {
      logger,
      limit = LAG_SCAN_LIMIT,
      now = Date.now,
    }: {
      logger: Logger;
      limit?: number;
      now?: () => number;
    },
  ): ProjectionLagSource =>
  async () => {
    const projections = host.status().map((status) => ({
      name: status.name,
      position: status.position === null ? undefined : BigInt(status.position),
    }));
    if (projections.length === 0) return [];
    const lowest = projections.some((p) => p.position === undefined)
      ? undefined
      : projections.reduce(
          (min, p) => (p.position! < min ? p.position! : min),
          projections[0]!.position!,
        );
    try {
      const events = await eventStore.readAll({ after: lowest, maxCount: limit });
      const at = now();
      return projections.map(({ name, position }): ProjectionLag => {
        const behind =
          position === undefined ? events : events.filter((event) => event.position > position);
        const oldest = behind[0];
        return {
          projection: name,
          events: behind.length,
          seconds: oldest ? Math.max(0, at - Date.parse(oldest.recordedAt)) / 1000 : 0,
        };
      });
    } catch (error) {
      logger.warn({ err: error }, 'metrics: projection lag could not be read');
      throw error;
    }
  };
