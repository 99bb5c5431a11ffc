/**
 * Issue 15 item 5: fuzzing. Walks the OpenAPI document the server serves and sends malformed input to every
 * operation with fast-check: wrong types, missing and extra fields, huge and odd strings, broken JSON, odd
 * query values, odd content types, with a valid token, a garbage token and none. No answer may be 500-599,
 * and the server must be healthy afterwards.
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
      const parameters = (operation.parameters ?? []) as { name: string; in: string; schema: JsonSchema }[];
      const content = (
        operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined
      )?.content;
      const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
      operations.push({
        method,
        path,
        id: String(operation.operationId),
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
});
