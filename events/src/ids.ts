import { v4 as uuidv4, v5 as uuidv5, validate } from 'uuid';

/** Namespace of every id this product derives (a fixed, random UUID). */
const NAMESPACE = '6f1c2a7e-3b8d-4c55-9a0e-0d2f4b7c9e11';

export const newId = (): string => uuidv4();

/**
 * Event ids are derived from the command id, so a retried command produces the very same
 * event ids and the store recognises the append as a duplicate instead of applying it twice.
 */
export const deriveEventId = (commandId: string, streamName: string, index: number): string =>
  uuidv5(`${commandId}/${streamName}/${index}`, NAMESPACE);

/** A stable id derived from a command id, for aggregates a command creates. */
export const deriveId = (commandId: string, purpose: string): string =>
  uuidv5(`${commandId}#${purpose}`, NAMESPACE);

export const isUuid = (value: string): boolean => validate(value);
