/**
 * The OpenAPI 3.1 document, generated from the contract registry with zod 4's JSON Schema output and
 * served at /api/docs/openapi.json. Nothing in it is written by hand except the auth-server stubs.
 */
import { z } from 'zod';
import { ApiError } from '../../src/api/contract/common';
import { AUTH_SERVER_PATHS, endpoints, type EndpointDef } from '../../src/api/contract/endpoints';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function queryParameters(schema: z.ZodType): JsonSchema[] {
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, propertySchema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: propertySchema,
  }));
}

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Validation failure or a §8 special error',
  '401': 'Missing, invalid or expired bearer token',
  '403': 'Forbidden, or IP banned (blockedUntil)',
  '404': 'Not found (also: an id that belongs to another customer)',
  '413': 'Body too large',
  '429': 'Too many requests (blockedUntil)',
  '500': 'Server error (also the IBAN specials)',
};

export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const definition of endpoints as readonly EndpointDef[]) {
    const responses: Record<string, JsonSchema> = {
      '200': {
        description: 'OK',
        content: { 'application/json': { schema: toSchema(definition.response, 'output') } },
      },
    };
    if (definition.noContent) responses['204'] = { description: 'No content' };
    for (const [status, description] of Object.entries(ERROR_RESPONSES)) {
      if (status === '401' && definition.auth === 'none') continue;
      responses[status] = {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      };
    }
    const operation: JsonSchema = {
      operationId: definition.id,
      tags: [definition.tag],
      summary: definition.description,
      security: definition.auth === 'bearer' ? [{ bearer: [] }] : [],
      ...(definition.query ? { parameters: queryParameters(definition.query) } : {}),
      ...(definition.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(definition.body, 'input') } },
            },
          }
        : {}),
      responses,
    };
    paths[definition.path] = {
      ...(paths[definition.path] ?? {}),
      [definition.method.toLowerCase()]: operation,
    };
  }
  for (const path of AUTH_SERVER_PATHS) {
    paths[path] = {
      post: {
        operationId: path === '/connect/token' ? 'Connect.Token' : 'Connect.EidInitiate',
        tags: ['Auth server'],
        summary:
          path === '/connect/token'
            ? 'Token endpoint (grant types eid_token, refresh_token, password, login_sb_token). RFC 6749 error bodies.'
            : 'Starts a Smart-ID / Mobile-ID login (provider, client_id, personal_code, phone_number).',
        security: [],
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
        },
        responses: {
          '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
          '400': {
            description: 'RFC 6749 error',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { error: { type: 'string' }, error_description: { type: 'string' } },
                  required: ['error'],
                },
              },
            },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pension self-service portal: reference API',
      version: '1.0.0',
      description:
        'Generated from src/api/contract. Every error body is ApiError. Bare names of spec §7 are resolved to the controller of the nearest preceding full path of their group; Bank accounts use /api/BankAccounts.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ApiError: toSchema(ApiError, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
