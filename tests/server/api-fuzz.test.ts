/**
 * Issue 15 item 5: fuzzing. Walks the OpenAPI document the server serves and sends malformed input to every
 * operation with fast-check: wrong types, missing and extra fields, huge and odd strings, broken JSON, odd
 * query values, odd content types, with a valid token, a garbage token and none. No answer may be 500-599,
 * and the server must be healthy afterwards. Then it sends requests that follow the document (schema-valid
 * query and body, a valid token): each must be answered with a status the document lists for the operation.
 *
 * Bounded: FUZZ_REQUESTS requests in all (default 2,400, spread over the operations; `npm run bench` runs
 * more), in-process through Fastify's inject (no socket, nothing leaves the process), seeded so a failure
 * can be replayed (FUZZ_SEED).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

type JsonSchema = {
  type?: string | string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  $ref?: string;
};

interface Operation {
  method: string;
  path: string;
  id: string;
  /** The statuses the document lists for the operation. */
  documented: Set<number>;
  bearer: boolean;
  query: { name: string; schema: JsonSchema }[];
  body?: { contentType: string; schema: JsonSchema };
}

interface FuzzRequest {
  auth: 'valid' | 'garbage' | 'none';
  query: string;
  contentType: string | undefined;
  payload: string | undefined;
}

const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_400);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

const ODD_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  "' OR 1=1 --",
  '%00',
  '%',
  '%E0%A4%A',
  '\u202e\u0000',
  '\ud800',
  '30303039914',
  '99999999999',
  '2024-02-30',
  '9999-12-31',
  '-0001-01-01',
  'LT601010012345678901',
  '<script>alert(1)</script>',
  '𝕏'.repeat(300),
  'a'.repeat(5_000),
];

const oddString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/** Any JSON value, shallow. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constant(Number.MAX_SAFE_INTEGER * 10),
  oddString,
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 3 }),
);

/** A value meant to match the schema, whose parts are often wrong, missing or surrounded by extras. */
function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return anyJson;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((variant) => valueFor(variant, depth + 1)));
  if (schema.allOf && schema.allOf[0]) return valueFor(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), anyJson);
  if (schema.enum) return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...schema.enum) }, anyJson);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const wrong = (right: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: anyJson });
  switch (type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      return wrong(
        fc
          .tuple(
            fc.tuple(
              ...properties.map(([name, property]) =>
                fc.option(
                  valueFor(property, depth + 1).map((value) => [name, value] as const),
                  { freq: required.has(name) ? 8 : 2 },
                ),
              ),
            ),
            fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 2 }),
          )
          .map(([entries, extra]) => ({
            ...extra,
            ...Object.fromEntries(entries.filter((entry) => entry !== null)),
          })),
      );
    }
    case 'array':
      return wrong(fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: 4 }));
    case 'string':
      return wrong(
        schema.format === 'date'
          ? fc.oneof(fc.constantFrom('2026-01-31', '2026-13-01', '0000-00-00'), oddString)
          : oddString,
      );
    case 'integer':
      return wrong(fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 63))));
    case 'number':
      return wrong(fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(0, -0.01, 1e308)));
    case 'boolean':
      return wrong(fc.boolean());
    default:
      return anyJson;
  }
}

/** A value the schema accepts: what a client following the document would send. */
function validValueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((variant) => validValueFor(variant, depth + 1)));
  if (schema.allOf && schema.allOf[0]) return validValueFor(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      const properties = Object.entries(schema.properties ?? {}).filter(
        ([name]) => required.has(name) || depth < 3,
      );
      return fc.record(
        Object.fromEntries(properties.map(([name, property]) => [name, validValueFor(property, depth + 1)])),
        { requiredKeys: [...required].filter((name) => schema.properties?.[name] !== undefined) },
      );
    }
    case 'array':
      return fc.array(validValueFor(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'string': {
      if (schema.format === 'date') return fc.constantFrom('2026-01-31', '2025-06-15', '2027-12-01');
      if (schema.format === 'date-time') return fc.constant('2026-01-31T10:15:00.000Z');
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
      const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
      const free = schema.pattern === undefined || schema.pattern === NO_CONTROL_PATTERN;
      const text = free
        ? fc.string({ minLength, maxLength, unit: 'grapheme' })
        : fc.stringMatching(pattern ?? /.*/);
      return text.filter(
        (value) =>
          value.length >= minLength &&
          value.length <= (schema.maxLength ?? Infinity) &&
          (pattern === null || pattern.test(value)),
      );
    }
    case 'integer': {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      return fc.integer({ min, max: Math.min(schema.maximum ?? 1_000_000, min + 1_000_000) });
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1000,
        max: schema.maximum ?? 1_000_000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.constant(null);
  }
}

/** The control-character rule the document puts on every free string (server/http/openapi.ts). */
const NO_CONTROL_PATTERN = '^[^\\u0000-\\u001f\\u007f-\\u009f]*$';

/** A request a client following the document would send: schema-valid query and body, a valid token. */
function validRequestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const query = fc
    .tuple(
      ...operation.query.map(({ name, schema }) =>
        validValueFor(schema).map((value) => [name, value] as const),
      ),
    )
    .map((pairs) => {
      const params = new URLSearchParams();
      for (const [name, value] of pairs)
        if (value !== null && value !== undefined) params.append(name, String(value));
      const text = params.toString();
      return text ? `?${text}` : '';
    });
  const body: fc.Arbitrary<RawBody> = operation.body
    ? operation.body.contentType === 'application/json'
      ? validValueFor(operation.body.schema).map((value) => ({
          contentType: 'application/json',
          payload: JSON.stringify(value),
        }))
      : fc.constant({ contentType: operation.body.contentType, payload: '' })
    : fc.constant({});
  return fc.tuple(query, body).map(([text, raw]) => ({
    auth: 'valid' as const,
    query: text,
    contentType: raw.contentType,
    payload: raw.payload,
  }));
}

function queryFor(operation: Operation): fc.Arbitrary<string> {
  const declared = operation.query.map(({ name, schema }) =>
    fc.option(
      fc
        .oneof(
          valueFor(schema).map((value) => [typeof value === 'string' ? value : JSON.stringify(value)]),
          fc.array(oddString, { minLength: 2, maxLength: 3 }),
        )
        .map((values) => values.map((value) => [name, value ?? ''] as const)),
      { freq: 3 },
    ),
  );
  const extra = fc.array(fc.tuple(fc.string({ maxLength: 10 }), oddString), { maxLength: 2 });
  return fc.tuple(fc.tuple(...declared), extra).map(([pairs, extras]) => {
    const params = new URLSearchParams();
    for (const list of pairs) for (const [name, value] of list ?? []) params.append(name, String(value));
    for (const [name, value] of extras) params.append(name, value);
    const text = params.toString();
    return text ? `?${text}` : '';
  });
}

interface RawBody {
  contentType?: string | undefined;
  payload?: string | undefined;
}

function payloadFor(operation: Operation): fc.Arbitrary<RawBody> {
  const json = 'application/json';
  const broken = fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1}}', '\u0000', '{"__proto__":{"x":1}}');
  const form =
    operation.body?.contentType === 'application/x-www-form-urlencoded'
      ? [
          fc
            .dictionary(
              fc.constantFrom(
                'grant_type',
                'client_id',
                'username',
                'password',
                'refresh_token',
                'token',
                'provider',
                'personal_code',
                'phone_number',
                'scope',
              ),
              oddString,
              { maxKeys: 6 },
            )
            .map((fields) => ({
              contentType: 'application/x-www-form-urlencoded',
              payload: new URLSearchParams(fields).toString(),
            })),
        ]
      : [];
  const fromSchema = operation.body?.schema
    ? [
        valueFor(operation.body.schema).map((value) => ({
          contentType: json,
          payload: JSON.stringify(value),
        })),
      ]
    : [];
  return fc.oneof(
    ...fromSchema,
    ...form,
    anyJson.map((value) => ({ contentType: json, payload: JSON.stringify(value) })),
    broken.map((payload) => ({ contentType: json, payload })),
    fc.constantFrom<RawBody>(
      { contentType: 'text/plain', payload: 'hello' },
      { contentType: 'application/xml', payload: '<a/>' },
      { contentType: 'multipart/form-data; boundary=x', payload: '--x--' },
      { contentType: json, payload: JSON.stringify({ big: 'x'.repeat(70_000) }) },
      { contentType: undefined, payload: undefined },
      { contentType: json, payload: '' },
    ),
  );
}

function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.constantFrom<FuzzRequest['auth']>('valid', 'valid', 'garbage', 'none'),
      queryFor(operation),
      operation.method === 'get' ? fc.constant<RawBody>({}) : payloadFor(operation),
    )
    .map(([auth, query, body]) => ({
      auth,
      query,
      contentType: body.contentType,
      payload: body.payload,
    }));
}

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      // A path item also has a description (what other methods answer).
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const parameters = (operation.parameters ?? []) as { name: string; in: string; schema: JsonSchema }[];
      const content = (
        operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined
      )?.content;
      const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
      operations.push({
        method,
        path,
        id: String(operation.operationId),
        documented: new Set(Object.keys(operation.responses ?? {}).map(Number)),
        bearer: Array.isArray(operation.security) && operation.security.length > 0,
        query: parameters.filter((parameter) => parameter.in === 'query'),
        ...(contentType && media ? { body: { contentType, schema: media.schema } } : {}),
      });
    }
  }
  return operations;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let server: TestServer;
  let operations: Operation[] = [];
  beforeAll(async () => {
    server = await startTestServer({ eidConfirmDelayMs: 0 });
    const document = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>();
    operations = operationsOf(document);
  });
  afterAll(async () => {
    await server.close();
  });

  it(
    'answers no malformed request with 500-599, and stays healthy',
    { timeout: Math.max(240_000, TOTAL_REQUESTS * 60) },
    async () => {
      expect(operations.length).toBeGreaterThan(60);
      const runs = Math.max(5, Math.floor(TOTAL_REQUESTS / operations.length));
      const failures: string[] = [];
      let sent = 0;
      const statuses = new Map<number, number>();
      for (const [index, operation] of operations.entries()) {
        // A fresh session per operation: a fuzzed logout must not turn every later request into a 401.
        const token = await server.token('jonas');
        await fc.assert(
          fc.asyncProperty(requestFor(operation), async (request) => {
            const headers: Record<string, string> = {};
            if (request.auth === 'valid') headers.authorization = `Bearer ${token}`;
            if (request.auth === 'garbage') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.e30.';
            if (request.contentType) headers['content-type'] = request.contentType;
            const response = await server.app.inject({
              method: operation.method.toUpperCase() as 'GET',
              url: `${operation.path}${request.query}`,
              headers,
              ...(request.payload !== undefined ? { payload: request.payload } : {}),
            });
            sent += 1;
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            if (response.statusCode >= 500 && failures.length < 20) {
              failures.push(
                `${operation.id} ${operation.method.toUpperCase()} ${operation.path}${request.query.slice(0, 200)} ` +
                  `auth=${request.auth} type=${request.contentType} body=${(request.payload ?? '').slice(0, 300)} ` +
                  `-> ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
            }
            return true;
          }),
          { numRuns: runs, seed: SEED + index, endOnFailure: true },
        );
      }
      console.log(
        `fuzz: ${sent} requests over ${operations.length} operations; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
      );
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(operations.length * 5);

      const health = await server.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const dashboard = await server.app.inject({
        method: 'GET',
        url: '/api/Dashboard/GetDashboard',
        headers: await server.auth('jonas'),
      });
      expect(dashboard.statusCode).toBe(200);
    },
  );

  it(
    'answers schema-valid requests only with statuses the document lists, never 5xx',
    { timeout: Math.max(240_000, TOTAL_REQUESTS * 40) },
    async () => {
      const runs = Math.max(3, Math.floor(TOTAL_REQUESTS / 2 / operations.length));
      const undocumented: string[] = [];
      let sent = 0;
      for (const [index, operation] of operations.entries()) {
        const token = await server.token('jonas');
        await fc.assert(
          fc.asyncProperty(validRequestFor(operation), async (request) => {
            const headers: Record<string, string> = { authorization: `Bearer ${token}` };
            if (request.contentType) headers['content-type'] = request.contentType;
            const response = await server.app.inject({
              method: operation.method.toUpperCase() as 'GET',
              url: `${operation.path}${request.query}`,
              headers,
              ...(request.payload !== undefined ? { payload: request.payload } : {}),
            });
            sent += 1;
            const listed = operation.documented.has(response.statusCode);
            if ((response.statusCode >= 500 || !listed) && undocumented.length < 20) {
              undocumented.push(
                `${operation.id} ${request.query.slice(0, 200)} body=${(request.payload ?? '').slice(0, 300)} ` +
                  `-> ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
            }
            return true;
          }),
          { numRuns: runs, seed: SEED + 10_000 + index, endOnFailure: true },
        );
      }
      console.log(`fuzz (schema-valid): ${sent} requests over ${operations.length} operations`);
      expect(undocumented).toEqual([]);
    },
  );
});
