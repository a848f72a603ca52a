import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { localeFromAcceptLanguage, localeTags, defaultLocale } from '@brokkie/domain/locales';
import { DeliveryTestKit } from '../modules/delivery/delivery-test-kit.ts';
import { makeHousehold, type Household } from '../modules/customer/privacy-test-support.ts';
import {
  alternatives,
  apiOperations,
  errorBodyProblem,
  exampleOf,
  fillPath,
  operationName,
  parameterCollection,
  readOpenApiDocument,
  resolveSchema,
  resourceIds,
  schemaTypes,
  type ApiOperation,
  type ExampleHints,
  type JsonSchema,
  type OpenApiDocument,
} from './openapi-operations.ts';
import { validBodies } from './valid-bodies.ts';

/**
 * Issue 17: a property-based fuzz of every operation of /api/openapi.json. fast-check makes bad
 * requests from each operation's own schemas — wrong types, missing and unknown fields (named like
 * Object.prototype's members too), huge, NUL and odd unicode strings, numbers out of any range,
 * days that do not exist, broken JSON, wrong content types, empty bodies, odd path parameters,
 * query strings and headers — as the signed-in owner of a whole household and anonymously. Each
 * answer must come within 2 s, be no 5xx, and every 4xx the one error body in the language asked
 * for; the server must still answer its health check after every batch.
 *
 * FUZZ_RUNS requests (default 2,000 here; `npm run test:fuzz`: 5,000), FUZZ_SEED replays a run.
 * docs/security-testing.md.
 */

const runs = Number(process.env.FUZZ_RUNS || 2000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const batchSize = 100;
const slowMs = 2000;
const ipBlock = '10.95';

const kit = new DeliveryTestKit(ipBlock);
let document: OpenApiDocument;
let operations: ApiOperation[];
let owner: Household;
let ids = new Map<string, number | string>();
let bodies: Record<string, unknown> = {};
let households = 0;

const readJson = (token: string | undefined, url: string) => call({ method: 'GET', url, token });

async function newOwner(): Promise<void> {
  households += 1;
  owner = await makeHousehold(kit, `${ipBlock}.${households}`, 'Fuzzy', `Owner${households}`);
  await readHousehold();
}

/** The owner's ids, and the valid bodies that name them, as they are now. */
async function readHousehold(): Promise<void> {
  ids = (await resourceIds(operations, readJson, owner.token)).ids;
  bodies = await validBodies(readJson, owner.token, ids);
}

beforeAll(async () => {
  await kit.start();
  document = await readOpenApiDocument(kit.api.app);
  // The development tools are no part of the API a deployment serves (DEV_TOOLS, loopback only).
  operations = apiOperations(document).filter((operation) => !operation.development);
  await newOwner();
}, 120_000);

afterAll(() => kit.stop());

// ─── What a bad request is made of ────────────────────────────────────────────────────────────

const prototypeNames = [
  '__proto__',
  'constructor',
  'valueOf',
  'toString',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'prototype',
  '__defineGetter__',
];

/** Strings no form would send: NUL and other control characters, broken and odd unicode, huge, injection-shaped. */
const oddStrings = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('\u0000', 'a\u0000b', 'Rex\u0000', '\u0000'.repeat(3), '\u0001\u0007\u001b[31m', '\u007f') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '\ud800',
      'x\udfffy',
      '\udbff\udfff',
      '\u202etxt.exe',
      '\u200b',
      '\ufeff',
      'e\u0301\u0301\u0301',
      '🐕‍🦺',
      'ＡＢＣ１２３',
      '١٢٣',
      '\uffff',
      '\u{10ffff}',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '%00',
      '../../etc/passwd',
      "'; drop table customer; --",
      '<script>alert(1)</script>',
      '${7*7}{{7*7}}',
      'null',
      'NaN',
      'Infinity',
      '-1',
      '1e999',
      '0x1F',
      '\r\n\t',
      '\\',
      '"',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 3, max: 5 }).map((power) => 'ab🐾'.repeat(10 ** power / 4)) },
);

/** A number, or the raw JSON text of one no JavaScript number holds (`1e999` parses as Infinity). */
const oddNumbers = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, -2147483649, 2147483648, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 5e-324, 123456789012345),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom('1e999', '-1e999', '-0.0', '1E400', '0.0000000000000000000000001').map((text) => new RawJson(text)),
);

const impossibleDays = fc.constantFrom(
  '2020-02-31',
  '2021-02-29',
  '2024-04-31',
  '2024-13-01',
  '2024-00-10',
  '2024-01-00',
  '0000-01-01',
  '9999-12-32',
  '2024-1-1',
  '24-01-01',
  '2024/01/01',
  '01-01-2024',
  '+002024-01-01',
  '2024-02-30T00:00:00Z',
  '2024-W01-1',
);

const oddValues: fc.Arbitrary<unknown> = fc.oneof(
  oddStrings,
  oddNumbers,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 50, max: 3000 }).map((depth) => new RawJson('['.repeat(depth) + ']'.repeat(depth))),
);

const malformedJson = fc.constantFrom(
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  'nul',
  'NaN',
  '{"a":NaN}',
  '{"a":0x1F}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x00"}',
  '\u0000',
  '{"a":1}{"b":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '['.repeat(20000),
  '{"a":' + '['.repeat(20000) + ']'.repeat(20000) + '}',
);

const emptyBodies = fc.constantFrom('', 'null', '[]', '""', '0', 'true', '{}', ' ', '\n');

const contentTypes = fc.constantFrom(
  'image/png',
  'image/jpeg',
  'image/svg+xml',
  'image/webp',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/xml',
  'application/jsonx',
  'text/json',
  '*/*',
  'application/vnd.api+json',
  'application/json, text/plain',
);

const oddPathValues = fc.constantFrom(
  '-1',
  '0',
  '99999999999999999999',
  '2147483648',
  'abc',
  '%00',
  '..%2F..%2Fetc',
  '%',
  '%E0%A4%A',
  '1.5',
  '%201',
  'NaN',
  '1e3',
  'null',
  '%F0%9F%90%95',
  'a'.repeat(3000),
  '0x10',
  '+1',
  '%EF%BC%91',
  '__proto__',
  'constructor',
);

/** Query text as a client may send it, broken or not. */
const oddQueryParts = fc.oneof(
  fc.constantFrom(
    'limit=-1',
    'limit=1e999',
    'limit=1&limit=2',
    'limit[]=1',
    'offset=-5',
    'offset=99999999999999999999',
    'a[b][c]=1',
    '%',
    '%zz',
    '&&&',
    '=x',
    'x=%00',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    'customer_override=%00',
    'customer_override=hid_nobody',
    'date=2020-02-31',
    'from=2021-02-29&to=2020-02-31',
  ),
  fc
    .tuple(fc.constantFrom(...prototypeNames, 'limit', 'offset', 'country', 'animal', 'type', 'date'), oddStrings)
    .map(([key, value]) => `${percentEncoded(key)}=${percentEncoded(value)}`),
);

/** Percent-encoding of any string: a lone surrogate, which encodeURIComponent refuses, goes as UTF-8 does (U+FFFD). */
function percentEncoded(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

const acceptLanguages = fc.constantFrom('en', 'nl-BE', 'fr-BE', 'de', 'fr', 'nl', 'xx-YY', '*', 'en;q=abc', '', 'de-CH,de;q=0.9', 'a'.repeat(300));

/** Header values a client may send (printable Latin-1: anything else no HTTP stack lets through). */
const oddHeaderValues = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(300), '\u00ff\u00fe', 'Bearer', 'Bearer ', 'Bearer a.b.c', 'Basic YWxhZGRpbjpvcGVu', 'null', '../', '%00'),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
);

/**
 * The kinds of badness, in the order the run gives them to each operation in turn. A change of
 * one field of an otherwise valid body comes most often: it is the one that reaches a handler and
 * the database (a NUL character there answered 500 once).
 */
const kinds = [
  'odd-string',
  'wrong-type-field',
  'extra-key',
  'missing-required',
  'odd-string',
  'odd-number',
  'impossible-date',
  'malformed-json',
  'odd-string',
  'content-type',
  'empty-body',
  'odd-path',
  'wrong-type-field',
  'odd-query',
  'odd-headers',
  'wrong-type-body',
] as const;
type Kind = (typeof kinds)[number];

/** One generated bad request, before it meets its operation and its kind of badness (which the run takes in turn). */
const fuzzCase = fc.record({
  // One in four anonymously: most of the API wants a signed-in customer to get past the door.
  anonymous: fc.integer({ min: 0, max: 3 }).map((draw) => draw === 0),
  pick: fc.nat(),
  value: oddValues,
  text: oddStrings,
  number: oddNumbers,
  day: impossibleDays,
  key: fc.oneof(fc.constantFrom(...prototypeNames), fc.string({ minLength: 1, maxLength: 20 })),
  malformed: malformedJson,
  empty: emptyBodies,
  contentType: contentTypes,
  pathValue: oddPathValues,
  queryParts: fc.array(oddQueryParts, { minLength: 1, maxLength: 4 }),
  language: acceptLanguages,
  header: fc.constantFrom('authorization', 'idempotency-key', 'jr-token', 'accept-language', 'if-none-match', 'x-forwarded-for', 'origin'),
  headerValue: oddHeaderValues,
});
type FuzzCase = typeof fuzzCase extends fc.Arbitrary<infer Case> ? Case : never;

/** JSON text put into a body as it is (numbers no JavaScript number holds, nesting JSON.stringify would not make). */
class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value, keeping RawJson pieces and own `__proto__` keys (which an object literal would swallow). */
function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${jsonText(child)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// ─── From a case and an operation to a request ────────────────────────────────────────────────

interface FuzzRequest {
  method: string;
  url: string;
  token?: string | undefined;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** What the case did, for the report. */
  kind?: Kind;
  operation?: string;
}

const hints: ExampleHints = {
  resource(collection) {
    const id = ids.get(collection);
    return id === undefined ? undefined : { id, url: `/${collection}/${id}/` };
  },
};

interface Field {
  path: string[];
  schema: JsonSchema;
}

/** The fields of a body schema (its properties and theirs, two levels deep). */
function fieldsOf(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): Field[] {
  if (!schema || depth > 2) return [];
  const object = alternatives(document, schema).find((option) => schemaTypes(option).includes('object')) ?? resolveSchema(document, schema);
  const fields: Field[] = [];
  for (const [name, child] of Object.entries(object.properties ?? {})) {
    const resolved = resolveSchema(document, child);
    fields.push({ path: [...prefix, name], schema: resolved });
    fields.push(...fieldsOf(resolved, [...prefix, name], depth + 1));
  }
  return fields;
}

function requiredOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const object = alternatives(document, schema).find((option) => schemaTypes(option).includes('object'));
  return object?.required ?? [];
}

/** `value` with the field at `path` set (or, with `remove`, taken out), the objects on the way made as needed. */
function withField(value: unknown, path: string[], replacement: unknown, remove = false): unknown {
  const base = value && typeof value === 'object' && !Array.isArray(value) ? new Map(Object.entries(value)) : new Map<string, unknown>();
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (rest.length === 0) {
    if (remove) base.delete(head);
    else base.set(head, replacement);
  } else {
    base.set(head, withField(base.get(head), rest, replacement, remove));
  }
  return base;
}

const isDateField = (field: Field) => field.schema.format === 'date' || /date|birth|^from$|^to$|^until$/i.test(field.path.at(-1) ?? '');

function pathFor(operation: ApiOperation, odd?: string): string {
  const values: Record<string, string | number> = {};
  for (const parameter of operation.pathParameters) {
    if (odd !== undefined) values[parameter.name] = odd;
    else if (parameter.name === 'provider') values[parameter.name] = 'sandbox';
    else if (parameter.name === '*') values[parameter.name] = 'animals/00000000-0000-4000-8000-000000000000.webp';
    else values[parameter.name] = ids.get(parameterCollection(operation.path, parameter.name)) ?? 1;
  }
  // fillPath encodes a value; an odd one goes in as the client wrote it (percent-escapes and all).
  return odd === undefined ? fillPath(operation.path, values) : operation.path.replace(/\{[^}]+\}/g, odd);
}

function validQuery(operation: ApiOperation): string[] {
  const parts: string[] = [];
  for (const parameter of operation.queryParameters) {
    if (!parameter.required) continue;
    const value = exampleOf(document, parameter.schema, hints, parameter.name);
    if (value !== undefined && value !== null) parts.push(`${parameter.name}=${percentEncoded(String(value))}`);
  }
  return parts;
}

function requestFor(operation: ApiOperation, input: FuzzCase, caseKind: Kind): FuzzRequest {
  const pick = <T>(list: readonly T[]): T | undefined => (list.length === 0 ? undefined : list[input.pick % list.length]);
  // A write without a JSON body in the document (an image upload) is sent bodies all the same.
  const hasBody = operation.body !== undefined || operation.method !== 'GET';
  const base = operation.body ? (bodies[operationName(operation)] ?? exampleOf(document, operation.body.schema, hints) ?? {}) : hasBody ? {} : undefined;
  const fields = operation.body ? fieldsOf(operation.body.schema) : [];
  const dateQuery = operation.queryParameters.filter((parameter) => isDateField({ path: [parameter.name], schema: resolveSchema(document, parameter.schema) }));
  let kind: Kind = caseKind;
  // A body change of an operation without a body becomes a change of what it has.
  if (!hasBody && !['odd-path', 'odd-query', 'odd-headers', 'impossible-date'].includes(kind))
    kind = operation.pathParameters.length > 0 && input.pick % 2 === 0 ? 'odd-path' : 'odd-query';
  if (kind === 'impossible-date' && !fields.some(isDateField) && dateQuery.length === 0) kind = hasBody ? 'odd-string' : 'odd-query';

  let path = pathFor(operation);
  let query = validQuery(operation);
  let body: unknown = base;
  let payload: string | undefined;
  let contentType = 'application/json';
  const headers: Record<string, string> = { 'accept-language': input.language };

  switch (kind) {
    case 'wrong-type-body':
      body = input.value;
      break;
    case 'wrong-type-field': {
      const field = pick(fields);
      if (field) body = withField(base, field.path, input.value);
      else body = input.value;
      break;
    }
    case 'missing-required': {
      const required = requiredOf(operation.body?.schema);
      const name = pick(required.length > 0 ? required : fields.map((field) => field.path[0]!));
      body = name ? withField(base, [name], undefined, true) : {};
      break;
    }
    case 'extra-key':
      body = withField(base, [input.key], input.value);
      break;
    case 'odd-string': {
      const field = pick(fields.filter((candidate) => schemaTypes(candidate.schema).includes('string') || candidate.schema.anyOf)) ?? pick(fields);
      body = field ? withField(base, field.path, input.text) : input.text;
      break;
    }
    case 'odd-number': {
      const field = pick(fields.filter((candidate) => schemaTypes(candidate.schema).some((type) => type === 'number' || type === 'integer'))) ?? pick(fields);
      body = field ? withField(base, field.path, input.number) : input.number;
      break;
    }
    case 'impossible-date': {
      const field = pick(fields.filter(isDateField));
      if (field) body = withField(base, field.path, input.day);
      const parameter = pick(dateQuery);
      if (parameter && (!field || input.pick % 2 === 1))
        query = [...query.filter((part) => !part.startsWith(`${parameter.name}=`)), `${parameter.name}=${input.day}`];
      break;
    }
    case 'malformed-json':
      payload = input.malformed;
      break;
    case 'content-type':
      contentType = input.contentType;
      break;
    case 'empty-body':
      payload = input.empty;
      break;
    case 'odd-path':
      path = operation.pathParameters.length > 0 ? pathFor(operation, input.pathValue) : `${operation.path}${input.pathValue}/`;
      break;
    case 'odd-query':
      query = [...query, ...input.queryParts];
      break;
    case 'odd-headers':
      // An unchanged request but for one header: what it may do, it may (but not to the owner's
      // things: a delete is aimed at nothing, so the household lives on).
      if (operation.method === 'DELETE' && operation.pathParameters.length > 0) path = pathFor(operation, '2147483647');
      headers[input.header] = input.header === 'authorization' && !input.headerValue.startsWith('B') ? `Bearer ${input.headerValue}` : input.headerValue;
      break;
  }
  if (hasBody || payload !== undefined) {
    payload ??= body === undefined ? '' : jsonText(body);
    headers['content-type'] = contentType;
  }
  const url = `/api${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  return { method: operation.method, url, token: input.anonymous ? undefined : owner.token, headers, payload, kind, operation: operationName(operation) };
}

// ─── Sending and judging ──────────────────────────────────────────────────────────────────────

async function call(request: FuzzRequest): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: request.method as InjectOptions['method'],
    url: request.url,
    remoteAddress: `${ipBlock}.200.1`,
    headers: {
      origin: 'http://localhost:3000',
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      ...request.headers,
    },
  };
  if (request.payload !== undefined) options.payload = request.payload;
  return kit.api.app.inject(options);
}

interface Timed {
  response: LightMyRequestResponse;
  ms: number;
}

async function timed(request: FuzzRequest): Promise<Timed> {
  const started = performance.now();
  const response = await call(request);
  return { response, ms: performance.now() - started };
}

/**
 * A path of the identity service (better-auth under /auth/) that the document does not list: it
 * answers in better-auth's own shape (`{code, message}`, or an empty 404), as docs/identity.md says.
 */
function identityServicePath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.startsWith('/api/auth/') && !operations.some((operation) => `/api${operation.path}` === path);
}

/** What is wrong with an answer to a bad request (undefined: nothing). */
function problemOf(request: FuzzRequest, { response, ms }: Timed): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 300)}`;
  if (ms > slowMs) return `answered in ${Math.round(ms)} ms`;
  if (response.statusCode >= 400 && !identityServicePath(request.url)) {
    const shape = errorBodyProblem(response.body, response.headers['content-type']?.toString());
    if (shape) return `${response.statusCode} is not the one error body (${shape}): ${response.body.slice(0, 200)}`;
    const asked = request.headers?.['accept-language'];
    const expected = localeTags[localeFromAcceptLanguage(asked) ?? defaultLocale];
    if (response.headers['content-language'] !== expected)
      return `${response.statusCode} in ${String(response.headers['content-language'])}, asked ${JSON.stringify(asked)} (${expected})`;
  }
  return undefined;
}

function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined ? '' : ` body ${JSON.stringify(String(request.payload).slice(0, 160))}${String(request.payload).length > 160 ? '…' : ''}`;
  const headers = Object.entries(request.headers ?? {})
    .map(([name, value]) => `${name}: ${JSON.stringify(value.slice(0, 60))}`)
    .join(', ');
  return `${request.method} ${request.url.slice(0, 200)} as ${request.token ? 'owner' : 'anonymous'} [${headers}]${payload}`;
}

describe('property-based fuzz over every operation of /api/openapi.json', () => {
  it(
    `${runs} bad requests: no 5xx, none over ${slowMs} ms, every 4xx the one error body in the caller's language, the server alive after each batch`,
    async () => {
      console.log(`schema fuzz: ${runs} requests, FUZZ_SEED=${seed}`);
      const started = performance.now();
      const cases = fc.sample(fuzzCase, { seed, numRuns: runs });
      const problems = new Map<string, string>();
      const classes = new Map<string, number>();
      let sent = 0;
      for (let index = 0; index < cases.length; index += 1) {
        // Every operation in turn, and each with every kind of badness in turn: the same coverage
        // whatever the seed (all of it from 16 × the operations' count on); fast-check makes the rest.
        const operation = operations[index % operations.length]!;
        const kind = kinds[Math.floor(index / operations.length) % kinds.length]!;
        const request = requestFor(operation, cases[index]!, kind);
        let answer = await timed(request);
        sent += 1;
        // A slow answer on a busy machine is timed once more; slow twice is slow.
        if (answer.ms > slowMs && answer.response.statusCode < 500) {
          answer = await timed(request);
          sent += 1;
        }
        const statusClass = `${Math.floor(answer.response.statusCode / 100)}xx`;
        classes.set(statusClass, (classes.get(statusClass) ?? 0) + 1);
        const problem = problemOf(request, answer);
        const key = `${request.operation} ${request.kind} ${problem?.slice(0, 40)}`;
        if (problem && !problems.has(key)) problems.set(key, `#${index} ${request.operation} [${request.kind}] → ${problem}\n    ${describeRequest(request)}`);
        if ((index + 1) % batchSize === 0 || index === cases.length - 1) {
          const health = await timed({ method: 'GET', url: '/api/health/' });
          if (health.response.statusCode !== 200 || health.ms > slowMs) {
            problems.set(
              `health ${index}`,
              `#${index}: the server no longer answers its health check (${health.response.statusCode}, ${Math.round(health.ms)} ms)`,
            );
            break;
          }
          // What a request did to the household (a pet deleted, the account erased) the next batch must not miss.
          const account = await call({ method: 'GET', url: '/api/customer/', token: owner.token });
          if (account.statusCode !== 200) await newOwner();
          else await readHousehold();
        }
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const answered = [...classes]
        .sort()
        .map(([statusClass, count]) => `${statusClass} ${count}`)
        .join(', ');
      console.log(
        `schema fuzz: ${sent} requests over ${operations.length} operations in ${seconds} s (${answered}; ${households} households), FUZZ_SEED=${seed}`,
      );
      expect(sent).toBeGreaterThanOrEqual(runs);
      const report = [...problems.values()];
      expect(report, `the fuzz found ${report.length} problems; replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`).toEqual([]);
    },
    Math.max(120_000, runs * 150),
  );
});
