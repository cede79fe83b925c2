/**
 * A stored event is never rewritten. When an event's data schema changes, its type keeps its
 * name, its schemaVersion goes up, and an upcaster lifts stored older versions on read.
 */
export interface StoredEventShape {
  readonly type: string;
  readonly data: unknown;
  readonly schemaVersion: number;
}

export type Upcaster = (data: unknown) => unknown;

export class UpcasterRegistry {
  private readonly steps = new Map<string, Upcaster>();
  private readonly current = new Map<string, number>();

  /** Registers the step from `fromVersion` to `fromVersion + 1` for an event type. */
  register(type: string, fromVersion: number, step: Upcaster): this {
    this.steps.set(`${type}@${fromVersion}`, step);
    this.current.set(type, Math.max(this.current.get(type) ?? 1, fromVersion + 1));
    return this;
  }

  currentVersion(type: string): number {
    return this.current.get(type) ?? 1;
  }

  upcast(event: StoredEventShape): unknown {
    let data = event.data;
    const target = this.currentVersion(event.type);
    for (let v = event.schemaVersion; v < target; v++) {
      const step = this.steps.get(`${event.type}@${v}`);
      if (!step) throw new Error(`No upcaster for ${event.type} from version ${v}`);
      data = step(data);
    }
    return data;
  }
}

/** The product's upcasters: one line per schema change, oldest first. */
export const upcasters = new UpcasterRegistry()
  // v2: properties have an owner account. Properties registered before accounts existed have none.
  .register('PropertyRegistered', 1, (data) => ({ ...(data as object), ownerAccountId: null }));
