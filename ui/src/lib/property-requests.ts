import type { ReadModel } from './api';
import type { components } from './api-types.gen';

/**
 * The requests a feature's `*-api.ts` sends about one property, written once: every call names
 * its property (`slug`: the cache key of what it reads and the X-Slug the server reads), a
 * command carries its Idempotency-Key, a change is a POST of the item and a removal a DELETE of
 * `url/id`, and what a command changes is refetched only when it was accepted.
 */

/** A call about one property. */
export interface OfProperty {
  slug: string;
}

/** Reference names come in the interface language, so the language is part of the cache key. */
export interface InLanguage extends OfProperty {
  language: string;
}

/** A command about one property: one Idempotency-Key per attempt. */
export interface PropertyCommand extends OfProperty {
  idempotencyKey: string;
}

/** A command removing the item `id`. */
export interface RemoveCommand extends PropertyCommand {
  id: string;
}

/** A command's answer (generated): the position to read the change from (X-Min-Position). */
export type CommandAnswer = components['schemas']['CommandAnswer'];

/** The answer of a command that made or changed one item: its id, and the position. */
export type IdAnswer = components['schemas']['IdAnswer'];

/** A list answer: the items and how many there are. */
export interface ListOf<T> {
  data: T[];
  total: number;
}

export const propertyHeaders = ({ slug }: OfProperty) => ({ 'X-Slug': slug });

export const commandHeaders = ({ slug, idempotencyKey }: PropertyCommand) => ({
  'X-Slug': slug,
  'Idempotency-Key': idempotencyKey,
});

/** GET `url` of the property. */
export const readOf = (url: string) => (args: OfProperty) => ({
  url,
  headers: propertyHeaders(args),
});

/** POST `body` to `url` as a command of the property. */
export const postCommand = <B>(url: string, body: B, command: PropertyCommand) => ({
  url,
  method: 'POST',
  body,
  headers: commandHeaders(command),
});

/** DELETE `url/id` as a command of the property. */
export const deleteCommand = (url: string, id: string, command: PropertyCommand) => ({
  url: `${url}/${encodeURIComponent(id)}`,
  method: 'DELETE',
  headers: commandHeaders(command),
});

/** A removal's request: DELETE `url/id` as a command of the property. */
export const removeOf =
  (url: string) =>
  ({ id, ...command }: RemoveCommand) =>
    deleteCommand(url, id, command);

/** A cache tag: a read model, or one item (or the `LIST`) of it. */
export type Tag = ReadModel | { type: ReadModel; id: string };

/** What an accepted command invalidates (nothing when it was refused). */
export const onceAccepted =
  (...tags: Tag[]) =>
  (result: unknown) =>
    result ? tags : [];
