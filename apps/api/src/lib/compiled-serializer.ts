import fastJsonStringify, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

// What the JSON Schema of a plain data contract holds once references are inlined and
// nullables folded (`foldNullables`): anything else (unions, intersections, literals) is refused
// when the route is built, rather than written differently from what zod would have sent.
const knownKeywords = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'propertyNames',
  'description',
  'minimum',
  'maximum',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
]);

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The schema with every `$ref` inlined and every `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`)
 * folded into X with `type: [X.type, 'null']`: fast-json-stringify writes a nullable type with a
 * null check, where an `anyOf` would have it validate each value against each branch.
 */
function foldNullables(schema: JsonSchema, definitions: Record<string, JsonSchema>, where: string): JsonSchema {
  if (typeof schema.$ref === 'string') {
    const definition = definitions[schema.$ref.replace(/^#\/definitions\//, '')];
    if (!definition) throw new Error(`${where}: unknown reference ${schema.$ref}`);
    return foldNullables(definition, definitions, where);
  }
  const branches = schema.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullable = branches.findIndex((branch) => isSchema(branch) && branch.type === 'null' && Object.keys(branch).length === 1);
    const other = branches[1 - nullable];
    if (nullable >= 0 && isSchema(other)) {
      const folded = foldNullables(other, definitions, where);
      if (typeof folded.type !== 'string') throw new Error(`${where}: a nullable of no single type`);
      const { anyOf: _anyOf, ...rest } = schema;
      return { ...rest, ...folded, type: [folded.type, 'null'] };
    }
  }
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (!knownKeywords.has(keyword)) throw new Error(`${where}: JSON Schema keyword ${keyword} is not compiled`);
    if (keyword === 'properties' && isSchema(value)) {
      result.properties = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [name, foldNullables(property as JsonSchema, definitions, `${where}.${name}`)]),
      );
    } else if ((keyword === 'items' || keyword === 'additionalProperties' || keyword === 'propertyNames') && isSchema(value)) {
      result[keyword] = foldNullables(value, definitions, where);
    } else {
      result[keyword] = value;
    }
  }
  return result;
}

/** The fast-json-stringify serializer of a zod schema of plain data (no transforms, codecs or unions). */
export function compileJsonSerializer(schema: z.core.$ZodType, where = 'response'): (data: unknown) => string {
  const {
    definitions = {},
    $schema: _draft,
    ...root
  } = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
  }) as JsonSchema & {
    definitions?: Record<string, JsonSchema>;
  };
  const serialize = fastJsonStringify(foldNullables(root, definitions, where) as AnySchema);
  return (data) => serialize(data) as string;
}

/**
 * A route's serializer compiler for a large, hot success body (the delivery list): its 2xx
 * responses are written by a serializer compiled once from the zod schema, instead of zod encoding
 * the body on every request before JSON.stringify (four to five times slower for ten deliveries). The body is the
 * same (unknown keys left out, as zod strips them); what is lost is zod's check of values against
 * the contract (an enum member, an integer), which the route's own types already give. Error
 * responses keep the zod serializer.
 *
 *   app.get('/delivery/', { serializerCompiler: compiledSerializerCompiler, schema: { response: … } }, …)
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  if (!String(route.httpStatus).startsWith('2') || !(route.schema instanceof z.core.$ZodType)) {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
  return compileJsonSerializer(route.schema, `${route.method} ${route.url} ${route.httpStatus}`);
};
