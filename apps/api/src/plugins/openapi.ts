import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type JsonSchemaObject = { type?: string; properties?: Record<string, unknown>; required?: string[] };

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * OpenAPI 3.1 from the routes' zod schemas: JSON at `<prefix>/openapi.json`, Swagger UI at
 * `<prefix>/docs` (assets served from the package, no CDN). Registered before the routes so
 * that it sees them all. Paths are documented relative to the server url `<prefix>`, like the
 * hyperlinks the API returns.
 */
export const openapiPlugin = fp(
  async (app) => {
    const prefix = app.prefix || '/';
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Brokkie product API',
          version: '1.0.0',
          description:
            'Product API of the Brokkie customer web app. Conventions (trailing slashes, hyperlinks, ' +
            'pagination, errors, Idempotency-Key, languages): docs/api-conventions.md.',
        },
        servers: [{ url: prefix }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            insurerSignature: {
              type: 'apiKey',
              in: 'header',
              name: 'X-Brokkie-Signature',
              description: 'An insurer\'s callback: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` with the offer\'s shared secret',
            },
          },
        },
        tags: [
          { name: 'meta', description: 'Health and API index' },
          { name: 'reference data', description: 'Countries and languages (§3)' },
          {
            name: 'identity',
            description:
              'The identity service (better-auth) lives under /auth/: sign-up, sign-in (e-mail, anonymous, social), ' +
              'ID tokens (GET /auth/token, keys at /auth/jwks), password reset, e-mail change, account linking. ' +
              'Its own OpenAPI document: /auth/open-api/generate-schema. How a client uses it: docs/identity.md. ' +
              'Listed here: the session-sync URL for server-side rendering.',
          },
          { name: 'customer', description: 'The signed-in customer (§3, §7); staff may read one with customer_override' },
          { name: 'development', description: 'Development tools, never served in production' },
        ],
      },
      transform: withCommonParameters,
      transformObject: withoutUnusedSchemas,
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // The UI's asset links must include the mount prefix (/api/docs/static/…).
      indexPrefix: prefix === '/' ? '' : prefix,
      uiConfig: { deepLinking: true, docExpansion: 'list' },
      // Its own scripts and styles only (the UI sets inline styles); framed by nobody.
      staticCSP:
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; " +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'brokkie-openapi' },
);

/**
 * Adds what every operation accepts (§7) to its parameters: the `customer_override` query
 * parameter and the `JR-Token`, `Accept-Language` headers; `Idempotency-Key` on unsafe methods.
 */
const withCommonParameters: SwaggerTransform = (document) => {
  const { schema, url } = jsonSchemaTransform(document);
  if ((schema as { hide?: boolean }).hide) return { schema, url };
  const methods = ([] as string[]).concat(document.route.method);
  // Who may call it, from the route's own authentication config: a route that requires a signed-in
  // user says so in the document, whether or not its schema repeats it (the authorization matrix
  // reads this to tell protected operations from public ones).
  const config = (document.route as { config?: { requireUser?: boolean } }).config;
  const security = schema.security ?? (config?.requireUser ? [{ bearerAuth: [] }] : undefined);
  const querystring = objectSchema(schema.querystring);
  querystring.properties = {
    ...querystring.properties,
    customer_override: { type: 'string', description: 'Staff only: act as this customer (reads only)' },
  };
  const headers = objectSchema(schema.headers);
  headers.properties = {
    ...headers.properties,
    'accept-language': { type: 'string', description: 'Language of messages; default nl-BE', examples: ['nl-BE'] },
    'jr-token': { type: 'string', description: 'From the jrt query parameter of the web app' },
    ...(methods.some((method) => unsafeMethods.has(method))
      ? {
          'idempotency-key': {
            type: 'string',
            description: 'Makes a retried request apply once; the stored response is replayed',
          },
        }
      : {}),
  };
  return { schema: { ...schema, querystring, headers, ...(security ? { security } : {}) }, url };
};

function objectSchema(value: unknown): JsonSchemaObject {
  const schema = (value && typeof value === 'object' ? { ...value } : { type: 'object' }) as JsonSchemaObject;
  schema.properties = { ...(schema.properties ?? {}) };
  return schema;
}

/**
 * The zod registry yields an input and an output variant of every named schema; a response
 * schema's input variant (`CountryInput`) is never referenced, so only schemas reachable from
 * the paths are kept.
 */
const withoutUnusedSchemas: SwaggerTransformObject = (document) => {
  const transformed = jsonSchemaTransformObject(document) as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = transformed.components?.schemas;
  if (!schemas) return transformed as ReturnType<SwaggerTransformObject>;
  const used = new Set<string>();
  const pending = [transformed.paths];
  while (pending.length > 0) {
    const text = JSON.stringify(pending.pop() ?? null);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name && !used.has(name)) {
        used.add(name);
        pending.push(schemas[name]);
      }
    }
  }
  return {
    ...transformed,
    components: {
      ...transformed.components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  } as ReturnType<SwaggerTransformObject>;
};
