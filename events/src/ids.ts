import { hash as digest, randomUUID } from 'node:crypto';
import { validate } from 'uuid';

/** Namespace of every id this product derives (a fixed, random UUID). */
const NAMESPACE = '6f1c2a7e-3b8d-4c55-9a0e-0d2f4b7c9e11';
const NAMESPACE_BYTES = Buffer.from(NAMESPACE.replaceAll('-', ''), 'hex');

/**
 * A name-based UUID (version 5, RFC 9562 §5.5: SHA-1 of the namespace and the name's UTF-8),
 * exactly as the `uuid` package derives it (ids.test.ts compares them), with Node's own SHA-1:
 * the package turns the name into bytes in JavaScript, which cost several microseconds an id
 * on every command.
 */
const nameBased = (name: string): string => {
  // One-shot: a Hash object per id cost 0.9 µs more (a booking derives about ten ids).
  const hash = digest(
    'sha1',
    Buffer.concat([NAMESPACE_BYTES, Buffer.from(name, 'utf8')]),
    'buffer',
  );
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.toString('hex', 0, 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export const newId = (): string => randomUUID();

/**
 * Event ids are derived from the command id, so a retried command produces the very same
 * event ids and the store recognises the append as a duplicate instead of applying it twice.
 */
export const deriveEventId = (commandId: string, streamName: string, index: number): string =>
  nameBased(`${commandId}/${streamName}/${index}`);

/** A stable id derived from a command id, for aggregates a command creates. */
export const deriveId = (commandId: string, purpose: string): string =>
  nameBased(`${commandId}#${purpose}`);

export const isUuid = (value: string): boolean => validate(value);
