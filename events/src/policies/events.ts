import type { z } from 'zod';

/** The events of this area. Each event type: a zod schema of its data and its type. */
export type PoliciesEvent = never;

/** Data schema of every event type of this area (merged into ../catalogue.ts). */
export const policiesEventSchemas: { [T in PoliciesEvent['type']]: z.ZodType } = {};
