import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DeliveryTestKit } from '../modules/delivery/delivery-test-kit.ts';
import { createPaymentsTestApi, type PaymentsTestApi } from '../modules/payments/payment-test-support.ts';
import { customerRows, makeHousehold, type Household } from '../modules/customer/privacy-test-support.ts';
import { decodeJwt, TestBrowser } from '../helpers/test-browser.ts';
import { localStaffAccount } from '../../src/modules/identity/identity-config.ts';
import {
  alternatives,
  apiOperations,
  errorBodyProblem,
  exampleOf,
  fillPath,
  inlineSchema,
  operationName,
  parameterCollection,
  readLists,
  readOpenApiDocument,
  resourceIds,
  resourceUrlPattern,
  referencedCollection,
  resolveSchema,
  type ApiOperation,
  type ExampleHints,
  type OpenApiDocument,
} from './openapi-operations.ts';
import { validBodies } from './valid-bodies.ts';

/**
 * Issue 17: the authorization matrix. Every operation of the API's own OpenAPI document, called
 * as each kind of caller against the data of one customer (the owner): path parameters are the
 * owner's ids, bodies name the owner's resources. A caller who is not the owner must never read
 * the owner's data (no owner url, id, e-mail or name in a 2xx answer) nor change it (the owner's
 * data, read back, is the same after their writes); an operation the document marks protected
 * answers 401 to every caller without a valid credential. A route added tomorrow is in the matrix
 * by itself. docs/security-testing.md; `npm run test:authz` runs it alone and prints the table.
 */

const ipBlock = '10.93';

type CallerName = 'owner' | 'other' | 'anonymous' | 'forged' | 'expired' | 'alg_none' | 'staff' | 'staff_override';

interface Caller {
  name: CallerName;
  token: string | undefined;
  /** Adds customer_override=<the owner's customer id> to the query. */
  override: boolean;
}

/** Callers who hold no valid credential: a protected operation refuses them before anything else. */
const withoutValidToken: CallerName[] = ['anonymous', 'forged', 'expired', 'alg_none'];

const kit = new DeliveryTestKit(ipBlock);
let api: PaymentsTestApi;
let document: OpenApiDocument;
let operations: ApiOperation[];
let owner: Household;
let other: Household;
let ownerCaller: Caller;
let callers: Caller[];
/** Collection → an id of it: the owner's newest for what customers own, the first one for public data. */
const ids = new Map<string, number | string>();
/** Collection → every id of the owner's, newest first (a read tries them until the owner's own read works). */
const ownerIds = new Map<string, (number | string)[]>();
/** Collections anyone may read (they have a public `GET /x/{id}/`). */
const publicCollections = new Set<string>();
/** What only the owner's data holds (their urls, uuids, provider ids, e-mail, names, …). */
let ownerMarkers: string[] = [];
/** The personal part of it (e-mail, names, phone, street, pet, chip): in no answer to anyone else, errors included. */
let personalMarkers: string[] = [];
const capabilities = { calendarToken: '', mediaKey: '' };
const bodies: Record<string, unknown> = {};
let png: Buffer;

interface Outcome {
  operation: ApiOperation;
  caller: CallerName;
  status: number;
}
const outcomes: Outcome[] = [];

beforeAll(async () => {
  api = await createPaymentsTestApi();
  kit.api = api;
  // Names nothing else in the database holds, so that finding one in an answer means a leak.
  owner = await makeHousehold(kit, `${ipBlock}.1`, 'Zorbaquist', 'Vellimoorn');
  other = await makeHousehold(kit, `${ipBlock}.2`, 'Quentavio', 'Brastelund');
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
  const staffBrowser = new TestBrowser(api.app, `${ipBlock}.3.1`);
  expect((await staffBrowser.signIn(localStaffAccount.email, localStaffAccount.password)).statusCode).toBe(200);
  const staffToken = await staffBrowser.idToken();
  ownerCaller = { name: 'owner', token: owner.token, override: false };
  callers = [
    { name: 'anonymous', token: undefined, override: false },
    { name: 'forged', token: forgedToken(owner.token), override: false },
    { name: 'expired', token: await expiredToken(owner.token), override: false },
    { name: 'alg_none', token: algNoneToken(owner.token), override: false },
    { name: 'staff_override', token: staffToken, override: true },
    { name: 'staff', token: staffToken, override: false },
    { name: 'other', token: other.token, override: false },
  ];

  document = await readOpenApiDocument(api.app);
  operations = apiOperations(document);
  await collectOwnerResources();
  await prepareBodies();
}, 240_000);

afterAll(async () => {
  if (process.env.AUTHZ_MATRIX_SUMMARY) printSummary();
  await api?.close();
});

// ─── Tokens that must not work ────────────────────────────────────────────────────────────────

/** The owner's token made to say "staff", its signature left as it was: a bad signature. */
function forgedToken(token: string): string {
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...decodeJwt(token), role: 'staff' })).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The owner's own claims, signed with the identity service's own key, an hour past their expiry. */
async function expiredToken(token: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { iat: _iat, exp: _exp, iss: _iss, aud: _aud, ...claims } = decodeJwt(token);
  const signed = (await api.scope.identity.auth.api.signJWT({ body: { payload: { ...claims, iat: now - 7200, exp: now - 3600 } } })) as { token: string };
  expect(decodeJwt(signed.token)).toMatchObject({ sub: claims.sub, exp: now - 3600 });
  return signed.token;
}

/** The owner's claims (made staff) with `alg: none` and no signature: RFC 7519's unsecured JWT. */
function algNoneToken(token: string): string {
  const [header = ''] = token.split('.');
  const { kid } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid?: string };
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT', kid })}.${encode({ ...decodeJwt(token), role: 'staff', iat: now, exp: now + 3600 })}.`;
}

// ─── The owner's resources ────────────────────────────────────────────────────────────────────

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const providerIdPattern = /\b(?:tr|mdt|cst|sub)_[A-Za-z0-9]{4,}/g;

const readJson = (token: string | undefined, url: string) => call(token, 'GET', url);

/**
 * The ids that fill path parameters (resourceIds: the owner's newest of each kind they own — the
 * box still to come rather than the paid one — and the first of each public list), and the marks
 * of the owner's data that no one else may be shown: urls of what is not public, uuids, provider
 * ids, the personal texts — less whatever the other customer's data holds too.
 */
async function collectOwnerResources(): Promise<void> {
  const found = await resourceIds(operations, readJson, owner.token);
  found.ids.forEach((id, collection) => ids.set(collection, id));
  found.ownerIds.forEach((list, collection) => ownerIds.set(collection, list));
  found.publicCollections.forEach((collection) => publicCollections.add(collection));
  const ownerTexts = [...found.ownerTexts];
  const feed = await call(owner.token, 'GET', '/api/calendarfeed/');
  capabilities.calendarToken = /\/calendar\/([^/]+)\//.exec(feed.body)?.[1] ?? '';
  const photo = await call(owner.token, 'PUT', `/api/animal/${ids.get('animal')}/image/`, png, { 'content-type': 'image/png' });
  capabilities.mediaKey = String(photo.json().image ?? '').replace(/^\/media\//, '');
  expect(capabilities).toMatchObject({ calendarToken: expect.stringMatching(/.{16,}/), mediaKey: expect.stringMatching(/^animals\//) });
  ownerTexts.push((await call(owner.token, 'GET', '/api/customer/export/')).body);

  const markers = new Set<string>([owner.customerId, owner.userId]);
  for (const text of ownerTexts) {
    for (const [url, collection = ''] of text.matchAll(resourceUrlPattern)) if (!publicCollections.has(collection)) markers.add(url);
    for (const [uuid] of text.matchAll(uuidPattern)) markers.add(uuid.toLowerCase());
    for (const [providerId] of text.matchAll(providerIdPattern)) markers.add(providerId);
  }
  const otherTexts = (await readLists(operations, readJson, other.token, true)).map(({ text }) => text);
  otherTexts.push((await call(other.token, 'GET', '/api/customer/export/')).body);
  const shared = otherTexts.join('\n');
  personalMarkers = owner.markers.filter((marker) => marker.length >= 5);
  ownerMarkers = [...markers].filter((marker) => !shared.includes(marker)).concat(personalMarkers);
  expect(ownerMarkers).toEqual(expect.arrayContaining([`/animal/${ids.get('animal')}/`, owner.email]));
}

/** Bodies a schema alone cannot make valid (valid-bodies.ts), and the photo an image upload sends. */
async function prepareBodies(): Promise<void> {
  Object.assign(bodies, await validBodies(readJson, owner.token, ids), { 'PUT /animal/{id}/image/': png });
}

// ─── Requests ─────────────────────────────────────────────────────────────────────────────────

function call(token: string | undefined, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url,
    // Never loopback: the development tools answer loopback callers only.
    remoteAddress: `${ipBlock}.200.1`,
    headers: {
      origin: 'http://localhost:3000',
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  };
  if (body !== undefined) {
    options.payload = (Buffer.isBuffer(body) ? body : JSON.stringify(body)) as InjectOptions['payload'];
    if (!Buffer.isBuffer(body) && !headers['content-type']) (options.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  return api.app.inject(options);
}

const hints: ExampleHints = {
  resource(collection) {
    const id = ids.get(collection);
    return id === undefined ? undefined : { id, url: `/${collection}/${id}/` };
  },
};

/** A path parameter: the owner's id of its collection; a secret in the path (the whole authorization) is the owner's for the owner, and one character off for anyone else. */
function pathValue(operation: ApiOperation, name: string, caller: CallerName, chosen: Map<string, number | string> = ids): string | number {
  if (name === 'provider') return 'sandbox';
  if (name === 'token') return caller === 'owner' ? capabilities.calendarToken : tamper(capabilities.calendarToken);
  if (name === '*') return caller === 'owner' ? capabilities.mediaKey : tamper(capabilities.mediaKey.replace(/\.webp$/, '')) + '.webp';
  const collection = parameterCollection(operation.path, name);
  const id = chosen.get(collection);
  if (id === undefined)
    throw new Error(`${operationName(operation)}: the owner has no ${collection} to name; give the household one (privacy-test-support.ts makeHousehold)`);
  return id;
}

function tamper(secret: string): string {
  const last = secret.at(-1);
  return secret.slice(0, -1) + (last === 'a' ? 'b' : 'a');
}

/** The query: the required parameters, and any that names one of the owner's resources (a filter by their pet, …). */
function queryOf(operation: ApiOperation, caller: Caller): string {
  const query = new URLSearchParams();
  for (const parameter of operation.queryParameters) {
    const schema = resolveSchema(document, parameter.schema);
    const reference = alternatives(document, schema).map(referencedCollection).find(Boolean);
    const collection = reference ?? (!schema.enum && parameter.name !== 'id' && ids.has(parameter.name) ? parameter.name : undefined);
    if (!parameter.required && !collection) continue;
    const value = collection ? ids.get(collection) : exampleOf(document, schema, hints, parameter.name);
    if (value !== undefined && value !== null) query.set(parameter.name, String(value));
  }
  if (caller.override) query.set('customer_override', owner.customerId);
  const text = query.toString();
  return text ? `?${text}` : '';
}

function requestOf(operation: ApiOperation, caller: Caller, chosen = ids): { url: string; body: unknown; headers: Record<string, string> } {
  const values = Object.fromEntries(operation.pathParameters.map((parameter) => [parameter.name, pathValue(operation, parameter.name, caller.name, chosen)]));
  const url = `/api${fillPath(operation.path, values)}${queryOf(operation, caller)}`;
  const given = bodies[operationName(operation)];
  if (Buffer.isBuffer(given)) return { url, body: given, headers: { 'content-type': 'image/png' } };
  if (!operation.body) return { url, body: undefined, headers: {} };
  const example = given ?? exampleOf(document, operation.body.schema, hints);
  return { url, body: example === undefined || example === null ? {} : example, headers: {} };
}

async function send(operation: ApiOperation, caller: Caller, chosen = ids): Promise<LightMyRequestResponse> {
  const request = requestOf(operation, caller, chosen);
  const response = await call(caller.token, operation.method, request.url, request.body, request.headers);
  outcomes.push({ operation, caller: caller.name, status: response.statusCode });
  return response;
}

// ─── The owner's data, read back ──────────────────────────────────────────────────────────────

/** The owner's data as the owner reads it (the export of everything held about them) and as the database holds it (every row reached from theirs). */
async function ownerDigest(): Promise<string> {
  const exported = await call(owner.token, 'GET', '/api/customer/export/');
  expect(exported.statusCode).toBe(200);
  const { exported_at: _at, ...content } = exported.json() as Record<string, unknown>;
  const rows = await customerRows(kit.db, { customerId: owner.customerId, userId: owner.userId, email: owner.email });
  const tables = [...rows].sort(([a], [b]) => a.localeCompare(b)).map(([table, found]) => [table, found.map((row) => JSON.stringify(row)).sort()]);
  return createHash('sha256').update(JSON.stringify(content)).update(JSON.stringify(tables)).digest('hex');
}

// ─── Checks ───────────────────────────────────────────────────────────────────────────────────

/**
 * Operations that want a credential the document does not name, each reported to its owner: not
 * a hole (they answer 401), but the document should say so. Nothing else may join this list.
 */
const unmarkedKnown = new Set([
  // The session-sync cookie of the identity module (an httpOnly cookie, not a bearer token).
  'GET /auth/session-sync',
]);

/** What is wrong with a non-owner's answer (nothing: []). */
function problemsOf(operation: ApiOperation, caller: Caller, response: LightMyRequestResponse): string[] {
  const name = `${operationName(operation)} as ${caller.name}`;
  const status = response.statusCode;
  const problems: string[] = [];
  if (status >= 500) problems.push(`${name}: ${status} ${response.body.slice(0, 200)}`);
  if (status >= 400) {
    const problem = errorBodyProblem(response.body, response.headers['content-type']?.toString());
    if (problem) problems.push(`${name}: ${status} is not the one error body (${problem})`);
  }
  if (operation.protected && withoutValidToken.includes(caller.name) && status !== 401) {
    problems.push(
      `${name}: ${status}, expected 401 (the document says it requires ${operation.security.map((requirement) => Object.keys(requirement).join('+')).join(' or ')})`,
    );
  }
  if (
    !operation.protected &&
    caller.name === 'anonymous' &&
    status === 401 &&
    response.json().code === 'not_authenticated' &&
    !unmarkedKnown.has(operationName(operation))
  ) {
    problems.push(`${name}: 401 not_authenticated, but the document does not mark it protected (config.requireUser or schema.security)`);
  }
  // Staff acting for the owner may see the owner's data; the matrix checks below that it is the override that shows it.
  if (caller.name !== 'staff_override' || hasSecretInPath(operation)) {
    const leaked = (status < 300 ? ownerMarkers : personalMarkers).filter((marker) => response.body.includes(marker));
    if (leaked.length > 0) problems.push(`${name}: ${status} shows the owner's ${leaked.slice(0, 3).join(', ')}`);
  }
  return problems;
}

/**
 * The ids a read names: of the owner's things of its collection, the newest for which the owner's
 * own read works (the paid box has an invoice, the box to come has none yet), and the owner's answer.
 */
async function ownerRead(operation: ApiOperation): Promise<{ chosen: Map<string, number | string>; response: LightMyRequestResponse }> {
  const parameter = operation.pathParameters.find((candidate) => candidate.name === 'id');
  const collection = parameter ? parameterCollection(operation.path, 'id') : undefined;
  const candidates = (collection && ownerIds.get(collection)) || [undefined];
  let answer: { chosen: Map<string, number | string>; response: LightMyRequestResponse } | undefined;
  for (const candidate of candidates) {
    const chosen = new Map(ids);
    if (collection && candidate !== undefined) chosen.set(collection, candidate);
    const response = await call(owner.token, operation.method, requestOf(operation, ownerCaller, chosen).url);
    answer ??= { chosen, response };
    if (response.statusCode === 200) return { chosen, response };
  }
  return answer!;
}

const hasSecretInPath = (operation: ApiOperation) => operation.pathParameters.some((parameter) => parameter.name === 'token' || parameter.name === '*');
const showsOwner = (response: LightMyRequestResponse) => response.statusCode < 300 && ownerMarkers.some((marker) => response.body.includes(marker));
const isWrite = (operation: ApiOperation) => operation.method !== 'GET';
const customerOperations = () => operations.filter((operation) => !operation.development);

/**
 * The order of the writes: creates and changes, then deletes — of a resource that others name in
 * their bodies (a pet, named by reminders and leads) after those others, deeper paths first — and
 * the caller's whole account (`DELETE /customer/`) at the very end.
 */
function writeOrder(a: ApiOperation, b: ApiOperation): number {
  const referencedBy = (collection: string) =>
    operations.filter((operation) => operation.body && JSON.stringify(inlineSchema(document, operation.body.schema)).includes(`\\\\/${collection}\\\\/`))
      .length;
  const rank = (operation: ApiOperation): number[] => {
    // An action (`/x/{id}/pause/`, `/x/stop_all/`) after the plain creates and changes: it may end
    // what they need (a stopped pet is priced no more).
    if (operation.method !== 'DELETE') return [0, isAction(operation) ? 1 : 0, 0];
    if (operation.path === '/customer/') return [3, 0, 0];
    if (operation.pathParameters.length === 0) return [2, 0, 0];
    const collection = parameterCollection(operation.path, operation.pathParameters[0]!.name);
    return [1, referencedBy(collection), -operation.path.split('/').length];
  };
  const [x, y] = [rank(a), rank(b)];
  return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
}

/** `/x/{id}/verb/` or `/x/verb_all/`: an action on a resource rather than the resource itself. */
function isAction(operation: ApiOperation): boolean {
  const segments = operation.path.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  return operation.method === 'POST' && (segments.length > 2 ? !last.startsWith('{') : /_all$|^un/.test(last));
}

describe('authorization matrix over /api/openapi.json', () => {
  it('covers every operation of the document, the newest ones named, each with the owner’s ids', () => {
    const names = customerOperations().map(operationName);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /insurancelead/',
        'GET /insurancelead/',
        'GET /insurancelead/{id}/',
        'POST /insurancelead/decision/',
        'POST /animal/stop_all/',
        'POST /animal/pause_all/',
        'GET /recurringdelivery/{id}/switch_over/',
        'POST /address/',
        'PATCH /address/{id}/',
      ]),
    );
    // The insurer's callback carries the insurer's signature, no customer's token: protected all the same.
    expect(operations.find((operation) => operationName(operation) === 'POST /insurancelead/decision/')).toMatchObject({
      protected: true,
      security: [{ insurerSignature: [] }],
    });
    for (const operation of customerOperations()) {
      for (const parameter of operation.pathParameters) expect(() => pathValue(operation, parameter.name, 'owner')).not.toThrow();
    }
  });

  it('reads: no one but the owner — and staff through customer_override — sees the owner’s data; no valid token, no data', async () => {
    const problems: string[] = [];
    const reads = customerOperations().filter((operation) => !isWrite(operation));
    // The owner's own reads first: some make what they show (the next box on a first look).
    const asOwner = new Map<ApiOperation, Awaited<ReturnType<typeof ownerRead>>>();
    for (const operation of reads) {
      const read = await ownerRead(operation);
      asOwner.set(operation, read);
      outcomes.push({ operation, caller: 'owner', status: read.response.statusCode });
      if (read.response.statusCode >= 500) problems.push(`${operationName(operation)} as owner: ${read.response.statusCode}`);
      // The owner's own read must work, or the others' 404 would prove nothing.
      if (operation.protected && operation.security.some((requirement) => 'bearerAuth' in requirement) && read.response.statusCode !== 200) {
        problems.push(`${operationName(operation)} as owner: ${read.response.statusCode} ${read.response.body.slice(0, 200)}`);
      }
    }
    let digest = await ownerDigest();
    for (const operation of reads) {
      const { chosen, response: ownersAnswer } = asOwner.get(operation)!;
      for (const caller of callers) {
        const response = await send(operation, caller, chosen);
        problems.push(...problemsOf(operation, caller, response));
        // What the owner is shown, staff are shown through the override, and only through it (a
        // secret in the path is no customer's data to override: staff do not know it either).
        if (caller.name === 'staff_override' && !hasSecretInPath(operation) && showsOwner(ownersAnswer) && !showsOwner(response)) {
          problems.push(`${operationName(operation)} as staff_override: ${response.statusCode}, the override does not show the owner's data`);
        }
      }
      const after = await ownerDigest();
      if (after !== digest) problems.push(`${operationName(operation)}: a read by another caller changed the owner's data`);
      digest = after;
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it('writes: no one but the owner changes the owner’s data — staff through customer_override neither (it is read only)', async () => {
    const problems: string[] = [];
    let digest = await ownerDigest();
    for (const operation of customerOperations().filter(isWrite).sort(writeOrder)) {
      const answers: string[] = [];
      for (const caller of callers) {
        const response = await send(operation, caller);
        problems.push(...problemsOf(operation, caller, response));
        answers.push(`${caller.name} ${response.statusCode}`);
        if (caller.name === 'staff_override' && operation.protected && response.statusCode < 300 && operation.method !== 'POST') {
          problems.push(`${operationName(operation)} as staff_override: ${response.statusCode}, customer_override is read only`);
        }
      }
      // One read-back per operation (all its callers): the suite stays fast, and the answers say who did it.
      const after = await ownerDigest();
      if (after !== digest) problems.push(`${operationName(operation)} changed the owner's data (${answers.join(', ')})`);
      digest = after;
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it('the owner’s own writes get past validation to the owner check (or the others’ answers would prove nothing)', async () => {
    const refused: string[] = [];
    for (const operation of customerOperations().filter(isWrite).sort(writeOrder)) {
      const response = await send(operation, ownerCaller);
      if (!operation.protected || !operation.security.some((requirement) => 'bearerAuth' in requirement)) continue;
      const code = response.statusCode >= 400 ? (response.json() as { code?: string }).code : undefined;
      if (response.statusCode >= 500 || [401, 403].includes(response.statusCode) || code === 'validation_error') {
        refused.push(`${operationName(operation)}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      }
    }
    expect(refused).toEqual([]);
  }, 240_000);
});

describe('development routes (/dev/: out of the customer matrix)', () => {
  it('refuse every caller not on this machine — anonymous, the owner, staff — with the 404 of a route that does not exist', async () => {
    const development = operations.filter((operation) => operation.development);
    // The insurer stand-in's controls among them (DEV_TOOLS=on in tests, as under npm start).
    expect(development.map(operationName)).toEqual(
      expect.arrayContaining([
        'GET /dev/insurance/leads/',
        'POST /dev/insurance/handover/run/',
        'POST /dev/insurance/leads/{id}/decision/',
        'GET /dev/mailbox/',
      ]),
    );
    const nothing = await call(undefined, 'GET', '/api/dev/no-such-tool/');
    expect(nothing.statusCode).toBe(404);
    const problems: string[] = [];
    for (const operation of development) {
      const url = `/api${operation.path.replace(/\{[^}]+\}/g, '1')}`;
      const body = operation.body ? {} : undefined;
      for (const caller of [undefined, owner.token, callers.find((candidate) => candidate.name === 'staff')!.token]) {
        const response = await call(caller, operation.method, url, body);
        if (response.statusCode !== 404 || response.json().code !== nothing.json().code) {
          problems.push(
            `${operationName(operation)} from ${ipBlock}.200.1 ${caller ? 'with a token' : 'anonymous'}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    // On this machine the same route answers: the 404 above is the loopback rule, not a missing route.
    const local = await api.app.inject({ method: 'GET', url: '/api/dev/insurance/leads/', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
  });
});

// ─── Summary ──────────────────────────────────────────────────────────────────────────────────

function printSummary(): void {
  const order: CallerName[] = ['owner', 'other', 'anonymous', 'forged', 'expired', 'alg_none', 'staff', 'staff_override'];
  const rows = new Map<string, Map<CallerName, Set<number>>>();
  for (const outcome of outcomes) {
    const key = operationName(outcome.operation);
    const row = rows.get(key) ?? new Map<CallerName, Set<number>>();
    row.set(outcome.caller, (row.get(outcome.caller) ?? new Set<number>()).add(outcome.status));
    rows.set(key, row);
  }
  const width = Math.max(...[...rows.keys()].map((key) => key.length));
  const cell = (statuses: Set<number> | undefined) => [...(statuses ?? [])].join('/').padEnd(15);
  const lines = [`${'operation'.padEnd(width)}  ${order.map((caller) => caller.padEnd(15)).join('')}`];
  for (const [key, row] of rows) lines.push(`${key.padEnd(width)}  ${order.map((caller) => cell(row.get(caller))).join('')}`);
  lines.push('', `${rows.size} operations × ${order.length} callers: ${outcomes.length} requests`);
  console.log(lines.join('\n'));
}
