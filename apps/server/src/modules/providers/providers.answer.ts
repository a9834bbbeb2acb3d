import { ZProviderResponseSchema } from '@app/contract';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * zod's JSON Schema of a nullable field is `anyOf: [{ type }, { type: 'null' }]`, which
 * fast-json-stringify can only serialise by validating each value against the branches at run
 * time; `type: [type, 'null']` says the same and serialises directly.
 */
function directNullables(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema') continue;
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([name, field]) => [name, directNullables(field)]),
      );
    } else {
      out[key] = value;
    }
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf.some((b) => b.type === 'null')) {
    const other = anyOf.find((b) => b.type !== 'null') as JsonSchema;
    if (typeof other.type === 'string') {
      delete out.anyOf;
      return { ...out, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The wallet protocol's answer as JSON Schema, from the contract's zod schema (so they cannot drift). */
export const providerAnswerJsonSchema = directNullables(z.toJSONSchema(ZProviderResponseSchema, { io: 'output' }));

const stringify = fastJson(providerAnswerJsonSchema as unknown as Parameters<typeof fastJson>[0]);

/**
 * The provider routes' serializer (decision 109): the answer the protocol module built, typed
 * as TProviderResponse, written by fast-json-stringify from the contract's schema; only the
 * schema's fields are written. Replaces the zod type provider's parse-then-JSON.stringify,
 * which checked our own answer a second time on every callback.
 */
export const providerAnswerSerializer = () => (data: unknown) => stringify(data);
