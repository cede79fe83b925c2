import type { RecordedEvent } from '@hotel/infra/event-store/port';

/**
 * What one committed batch of a projection changed: its read models, and the properties whose
 * documents they hold. A property's live feed hears only its own changes; an event that
 * belongs to no property (an account's, a property's registration) is `null`, heard by every
 * feed (the notice names read models only, never data).
 */
export interface ReadModelChange {
  readonly readModels: readonly string[];
  readonly position: bigint;
  readonly properties: readonly (string | null)[];
  /** Who made the changes (the events' users): an account's own screens hear their own work. */
  readonly actors: readonly string[];
}

/** Whose a change is: the properties and the users of the events behind it. */
export interface ChangeScope {
  readonly properties: (string | null)[];
  readonly actors: string[];
}

/** The property of an event: the one its command acted in (metadata), or none. */
const propertyOf = (event: RecordedEvent): string | null => {
  const id = event.metadata.propertyId;
  return typeof id === 'string' && id !== '' ? id : null;
};

/** The properties and users of the events a projection handles among `events`, each once. */
export const scopeOf = (
  events: readonly RecordedEvent[],
  handled: ReadonlySet<string>,
): ChangeScope => {
  const properties = new Set<string | null>();
  const actors = new Set<string>();
  for (const event of events) {
    if (!handled.has(event.type)) continue;
    properties.add(propertyOf(event));
    const { userId } = event.metadata;
    if (typeof userId === 'string' && userId !== '') actors.add(userId);
  }
  return { properties: [...properties], actors: [...actors] };
};

/** Read models changed per property, gathered between two reports (the projection worker's). */
export interface PropertyChange {
  readonly property: string | null;
  readonly readModels: readonly string[];
  readonly actors: readonly string[];
}

export class ChangeCollector {
  private byProperty = new Map<string | null, { readModels: Set<string>; actors: Set<string> }>();

  add(change: ReadModelChange): void {
    if (change.readModels.length === 0) return;
    for (const property of change.properties) {
      let gathered = this.byProperty.get(property);
      if (!gathered) {
        gathered = { readModels: new Set(), actors: new Set() };
        this.byProperty.set(property, gathered);
      }
      for (const name of change.readModels) gathered.readModels.add(name);
      for (const actor of change.actors) gathered.actors.add(actor);
    }
  }

  /** What was gathered since the last call, and a fresh start. */
  take(): PropertyChange[] {
    const taken = [...this.byProperty].map(([property, { readModels, actors }]) => ({
      property,
      readModels: [...readModels],
      actors: [...actors],
    }));
    this.byProperty = new Map();
    return taken;
  }
}
