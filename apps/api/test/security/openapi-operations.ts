import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';

/**
 * The operations of the API as its own OpenAPI document (`/api/openapi.json`) lists them, for the
 * suites that go over every operation (authorization matrix, fuzz): a new route is in them the
 * moment it is registered, without anyone writing a test for it.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  description?: string;
};

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas?: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface ApiOperation {
  method: HttpMethod;
  /** The OpenAPI path template, relative to the /api server (`/animal/{id}/`). */
  path: string;
  operationId: string;
  /** The operation's security requirement as the document states it (empty: public). */
  security: Record<string, string[]>[];
  /** Some credential is required: a security requirement without an empty (anonymous) alternative. */
  protected: boolean;
  pathParameters: Parameter[];
  /** Its own query parameters, without `customer_override` (which every operation accepts). */
  queryParameters: Parameter[];
  body: { required: boolean; contentTypes: string[]; schema: JsonSchema | undefined } | undefined;
  /** Development tools under /dev/: not part of a customer's API. */
  development: boolean;
}

const methods: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export async function readOpenApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  return response.json() as OpenApiDocument;
}

export function apiOperations(document: OpenApiDocument): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = item[method.toLowerCase()];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const toParameter = (parameter: ParameterObject): Parameter => ({
        name: parameter.name,
        required: parameter.required ?? false,
        schema: parameter.schema ?? {},
      });
      const security = operation.security ?? [];
      const content = operation.requestBody?.content;
      operations.push({
        method,
        path,
        operationId: operation.operationId ?? `${method} ${path}`,
        security,
        protected: security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0),
        pathParameters: parameters.filter((parameter) => parameter.in === 'path').map(toParameter),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query' && parameter.name !== 'customer_override').map(toParameter),
        body: content
          ? {
              required: operation.requestBody?.required ?? false,
              contentTypes: Object.keys(content),
              schema: content['application/json']?.schema ?? Object.values(content)[0]?.schema,
            }
          : undefined,
        development: path.startsWith('/dev/'),
      });
    }
  }
  return operations;
}

export const operationName = (operation: Pick<ApiOperation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

/** A schema with its `$ref` (and an `allOf` of one) replaced by what it names. */
export function resolveSchema(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let depth = 0; depth < 20; depth += 1) {
    if (current.$ref) {
      const name = current.$ref.replace('#/components/schemas/', '');
      const target = document.components.schemas?.[name];
      if (!target) throw new Error(`Unknown schema ${current.$ref}`);
      current = { ...target, ...withoutKeys(current, ['$ref']) };
    } else if (current.allOf?.length === 1 && !current.type && !current.properties) {
      current = { ...current.allOf[0], ...withoutKeys(current, ['allOf']) };
    } else {
      return current;
    }
  }
  throw new Error('Schema references nest too deep');
}

function withoutKeys(schema: JsonSchema, keys: string[]): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key))) as JsonSchema;
}

/** The types a schema allows (`type: ['boolean', 'null']` → both). */
export function schemaTypes(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/** The alternatives of an anyOf/oneOf, or the schema itself. */
export function alternatives(document: OpenApiDocument, schema: JsonSchema): JsonSchema[] {
  const resolved = resolveSchema(document, schema);
  const options = resolved.anyOf ?? resolved.oneOf;
  if (!options) return [resolved];
  return options.flatMap((option) => alternatives(document, option));
}

/**
 * The collection a string schema refers to when it is a resource url (`^\/animal\/[1-9]\d{0,9}\/$`
 * → `animal`): the API's way of naming another resource in a body or query.
 */
export function referencedCollection(schema: JsonSchema): string | undefined {
  const match = schema.pattern ? /^\^\\\/([a-z_-]+)\\\/.*\\d.*\\\/\$$/.exec(schema.pattern) : null;
  return match?.[1];
}

/** What an example value should be for a place in a request; the generator asks before it makes one up. */
export interface ExampleHints {
  /** The url and id to use for a reference to `collection` (the owner's, in the matrix). */
  resource?(collection: string): { id: number | string; url: string } | undefined;
  /** A value for the field at `path` (dot-joined, from the body's root), or undefined to generate one. */
  field?(path: string, schema: JsonSchema): unknown;
}

const dateLike = /(^|_)(date|day|from|to|until)$|date|birth/i;

/** A day that exists, a few years back: valid wherever a past or present day is. */
export const pastDay = '2024-01-15';

/**
 * A minimal valid value of a JSON schema: the required properties only, the first alternative,
 * the lower bounds; resource references and dates from `hints` where they are needed.
 */
export function exampleOf(document: OpenApiDocument, schema: JsonSchema | undefined, hints: ExampleHints = {}, path = ''): unknown {
  const resolved = resolveSchema(document, schema);
  const hinted = hints.field?.(path, resolved);
  if (hinted !== undefined) return hinted;
  if ('const' in resolved) return resolved.const;
  if (resolved.enum) return resolved.enum[0];
  const options = resolved.anyOf ?? resolved.oneOf;
  if (options) {
    const all = alternatives(document, resolved);
    // A reference to another resource is the alternative that reaches the most of the API.
    for (const option of all) {
      const collection = referencedCollection(option);
      const resource = collection ? hints.resource?.(collection) : undefined;
      if (resource) return resource.url;
    }
    const chosen = all.find((option) => !schemaTypes(option).includes('null')) ?? all[0];
    return exampleOf(document, chosen, hints, path);
  }
  const types = schemaTypes(resolved).filter((type) => type !== 'null');
  const type = types[0];
  const name = path.split('.').at(-1) ?? '';
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of resolved.required ?? []) {
        value[key] = exampleOf(document, resolved.properties?.[key], hints, path ? `${path}.${key}` : key);
      }
      return value;
    }
    case 'array': {
      const count = Math.max(resolved.minItems ?? 0, 1);
      return Array.from({ length: Math.min(count, resolved.maxItems ?? count) }, () => exampleOf(document, resolved.items, hints, path ? `${path}.0` : '0'));
    }
    case 'integer':
    case 'number': {
      const collection = collectionOfName(name);
      const resource = collection ? hints.resource?.(collection) : undefined;
      if (resource && typeof resource.id === 'number') return resource.id;
      const minimum = resolved.minimum ?? (resolved.exclusiveMinimum !== undefined ? resolved.exclusiveMinimum + 1 : undefined);
      const maximum = resolved.maximum ?? (resolved.exclusiveMaximum !== undefined ? resolved.exclusiveMaximum - 1 : undefined);
      if ((minimum ?? 1) <= 1 && (maximum ?? 1) >= 1) return 1;
      return minimum ?? maximum ?? 1;
    }
    case 'boolean':
      return true;
    case 'string':
      return exampleString(resolved, name, hints);
    default:
      return type === undefined && Object.keys(resolved).length === 0 ? undefined : null;
  }
}

function exampleString(schema: JsonSchema, name: string, hints: ExampleHints): string {
  const collection = referencedCollection(schema);
  if (collection) {
    const resource = hints.resource?.(collection);
    if (resource) return resource.url;
  }
  // `customer_id`: a field named after a collection whose ids are text holds such an id.
  const named = collectionOfName(name);
  const namedResource = named ? hints.resource?.(named) : undefined;
  if (namedResource && typeof namedResource.id === 'string') return namedResource.id;
  if (schema.format === 'date' || (!schema.pattern && dateLike.test(name))) return pastDay;
  if (schema.format === 'date-time') return '2024-01-15T10:00:00Z';
  if (schema.format === 'email') return 'someone@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'http://localhost:3000/';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  const minLength = schema.minLength ?? 1;
  const maxLength = schema.maxLength ?? Math.max(minLength, 12);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    // fast-check builds strings that match a pattern; the seed keeps the example the same every run.
    const matching = fc
      .sample(fc.stringMatching(pattern), { numRuns: 50, seed: 17 })
      .filter((value) => value.length >= minLength && value.length <= maxLength && value.trim() !== '' && !value.includes('\u0000'));
    const readable = matching.find((value) => /^[\x20-\x7e]+$/.test(value)) ?? matching[0];
    if (readable !== undefined) return readable;
  }
  const text = 'example';
  return text.length >= minLength ? text.slice(0, maxLength) : text.padEnd(minLength, 'x');
}

/** `animal_ids` → animal, `reminder` → reminder: a field named after a collection refers to it. */
function collectionOfName(name: string): string | undefined {
  const match = /^([a-z]+?)(_ids?|s)?$/.exec(name);
  return match?.[1];
}

/** The path of an operation with its parameters filled in (`/animal/{id}/` → `/animal/7/`). */
export function fillPath(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} of ${template}`);
    return name === '*' ? String(value) : encodeURIComponent(String(value));
  });
}

/**
 * The collection a path parameter names: the segment before it (`/animal/{id}/passport/` →
 * `animal`), or the parameter's own name when it is no id (`{provider}`, `{token}`).
 */
export function parameterCollection(template: string, parameter: string): string {
  if (parameter !== 'id') return parameter;
  const segments = template.split('/').filter(Boolean);
  const index = segments.indexOf(`{${parameter}}`);
  return segments[index - 1] ?? parameter;
}

/** The one error body (plugins/errors.ts): `{detail, code, fields?}` with translated texts. */
export function errorBodyProblem(body: string, contentType: string | undefined): string | undefined {
  if (!contentType?.startsWith('application/json')) return `content type ${contentType ?? '(none)'}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return 'not an object';
  const value = parsed as Record<string, unknown>;
  if (typeof value.detail !== 'string' || value.detail.trim() === '') return 'no detail';
  if (typeof value.code !== 'string' || !/^[a-z][a-z0-9_]*$/.test(value.code)) return 'no code';
  if (value.fields !== undefined) {
    if (!value.fields || typeof value.fields !== 'object' || Array.isArray(value.fields)) return 'fields is not an object';
    for (const [field, messages] of Object.entries(value.fields)) {
      if (!Array.isArray(messages) || messages.length === 0 || !messages.every((message) => typeof message === 'string' && message.trim() !== '')) {
        return `fields.${field} is not a list of messages`;
      }
    }
  }
  return undefined;
}

/** The schema with every `$ref` written out (to a few levels: enough to read what a body names). */
export function inlineSchema(document: OpenApiDocument, schema: unknown, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineSchema(document, item, depth));
  if (!schema || typeof schema !== 'object') return schema;
  const value = schema as JsonSchema;
  if (value.$ref && depth < 6) return inlineSchema(document, resolveSchema(document, value), depth + 1);
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inlineSchema(document, child, depth)]));
}

/** `/animal/7/`, `/customer/hid_Ab12/`: a hyperlink of the API, with its collection and id. */
export const resourceUrlPattern = /\/([a-z][a-z_-]*)\/(\d+|hid_[A-Za-z0-9]+|[A-Z0-9]{8,})\//g;

const idValue = (id: string): number | string => (/^\d+$/.test(id) ? Number(id) : id);

export type ReadJson = (token: string | undefined, url: string) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>;

/** The lists a caller can read without naming anything (`GET /x/` without required parameters), with what each answered. */
export async function readLists(
  operations: ApiOperation[],
  read: ReadJson,
  token: string | undefined,
  protectedOnes: boolean,
): Promise<{ operation: ApiOperation; text: string }[]> {
  const answers: { operation: ApiOperation; text: string }[] = [];
  for (const operation of operations) {
    if (operation.method !== 'GET' || operation.development || operation.protected !== protectedOnes || operation.pathParameters.length > 0) continue;
    if (operation.queryParameters.some((parameter) => parameter.required)) continue;
    const limit = operation.queryParameters.some((parameter) => parameter.name === 'limit') ? '?limit=1000' : '';
    const response = await read(token, `/api${operation.path}${limit}`);
    if (response.statusCode === 200 && String(response.headers['content-type']).startsWith('application/json'))
      answers.push({ operation, text: response.body });
  }
  return answers;
}

export interface ResourceIds {
  /** Collection → the id a path names: the owner's newest of what customers own, the first of each public list. */
  ids: Map<string, number | string>;
  /** Collection → every id of the owner's, newest first. */
  ownerIds: Map<string, (number | string)[]>;
  /** Collections anyone may read (a public `GET /x/{id}/`). */
  publicCollections: Set<string>;
  /** What the owner's lists answered. */
  ownerTexts: string[];
}

/**
 * The ids that fill the path parameters of every operation, found by reading every list of the
 * document: the public ones anonymously, the protected ones as the owner. A new collection with a
 * list is known by itself.
 */
export async function resourceIds(operations: ApiOperation[], read: ReadJson, ownerToken: string): Promise<ResourceIds> {
  const publicCollections = new Set<string>();
  for (const operation of operations) {
    if (operation.method === 'GET' && !operation.protected && operation.path.endsWith('/{id}/') && operation.pathParameters.length === 1) {
      publicCollections.add(parameterCollection(operation.path, 'id'));
    }
  }
  const ids = new Map<string, number | string>();
  for (const { text } of await readLists(operations, read, undefined, false)) {
    for (const [, collection = '', id = ''] of text.matchAll(resourceUrlPattern)) if (!ids.has(collection)) ids.set(collection, idValue(id));
  }
  const ownerIds = new Map<string, (number | string)[]>();
  const ownerTexts = (await readLists(operations, read, ownerToken, true)).map(({ text }) => text);
  for (const text of ownerTexts) {
    for (const [, collection = '', id = ''] of text.matchAll(resourceUrlPattern)) {
      if (publicCollections.has(collection)) continue;
      const known = ownerIds.get(collection) ?? [];
      if (!known.includes(idValue(id))) ownerIds.set(collection, [...known, idValue(id)]);
    }
  }
  for (const [collection, found] of ownerIds) {
    found.sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? b - a : 0));
    ids.set(collection, found[0]!);
  }
  return { ids, ownerIds, publicCollections, ownerTexts };
}
