import { z } from 'zod';

/**
 * The named schemas of what the API answers: each becomes `components.schemas.<name>` in the
 * OpenAPI document (infra/src/http/openapi.ts), and every other schema that uses it refers to it
 * with `$ref`. The UI's generated types (`ui/src/lib/api-types.gen.ts`) are named the same:
 * `components['schemas']['ReservationHistory']`.
 */
export const apiSchemas = z.registry<{ id: string }>();

/** Names a response schema (or a part several answers share) in the API's document. */
export const apiSchema = <Schema extends z.ZodType>(name: string, schema: Schema): Schema => {
  const known = apiSchemas.get(schema)?.id;
  const named = apiSchemas._idmap.get(name);
  if ((known !== undefined && known !== name) || (named !== undefined && named !== schema)) {
    throw new Error(`an API schema has one name and a name one schema: ${name}`);
  }
  apiSchemas.add(schema, { id: name });
  return schema;
};

/**
 * What every command answers: the read-your-writes `position` (also in `X-Position`), beside
 * what the command names (ids of what it created and so on: `IdAnswer` and the like).
 */
export const commandAnswerSchema = apiSchema(
  'CommandAnswer',
  z.looseObject({
    position: z.string().describe('Read-your-writes: send it back as X-Min-Position'),
  }),
);

/** A command that names the one thing it created or changed. */
export const idAnswerSchema = apiSchema(
  'IdAnswer',
  z.looseObject({ id: z.string(), position: z.string() }),
);
