/**
 * The OpenAPI 3.1 document, generated from the contract registry with zod 4's JSON Schema output and
 * served at /api/docs/openapi.json. Nothing in it is written by hand except the auth-server stubs.
 */
import { z } from 'zod';
import { ApiError } from '../../src/api/contract/common';
import { AUTH_SERVER_PATHS, endpoints, type EndpointDef } from '../../src/api/contract/endpoints';
import { AUTH_PATHS } from '../../src/api/contract/auth-codes';
import {
  AuthErrorBody,
  DeviceLinkCallbackRequest,
  DeviceLinkInitiateRequest,
  DeviceLinkInitiateResponse,
  DeviceLinkLinksRequest,
  DeviceLinkLinksResponse,
  EidInitiateResponse,
  RememberedInitiateRequest,
  TokenResponse,
} from '../../src/api/contract/auth';

/** The Smart-ID device-link and remembered-browser routes of the auth server (docs/eid.md), from their contracts. */
const DEVICE_LINK_OPERATIONS: readonly {
  path: string;
  id: string;
  summary: string;
  request: z.ZodType;
  response: z.ZodType;
}[] = [
  {
    path: AUTH_PATHS.deviceLinkInitiate,
    id: 'Connect.DeviceLinkInitiate',
    summary:
      'Starts an anonymous Smart-ID device-link login (QR / Web2App); sets the SameSite=Lax binding cookie.',
    request: DeviceLinkInitiateRequest,
    response: DeviceLinkInitiateResponse,
  },
  {
    path: AUTH_PATHS.deviceLinkLinks,
    id: 'Connect.DeviceLinkLinks',
    summary: 'The QR and Web2App links rebuilt now (poll every second while the QR is shown).',
    request: DeviceLinkLinksRequest,
    response: DeviceLinkLinksResponse,
  },
  {
    path: AUTH_PATHS.deviceLinkCallback,
    id: 'Connect.DeviceLinkCallback',
    summary: 'The Web2App callback parameters, posted by the browser with the binding cookie: tokens once.',
    request: DeviceLinkCallbackRequest,
    response: TokenResponse,
  },
  {
    path: AUTH_PATHS.rememberedInitiate,
    id: 'Connect.RememberedInitiate',
    summary: 'A remembered browser (cookie) starts a Smart-ID notification login for its person.',
    request: RememberedInitiateRequest,
    response: EidInitiateResponse,
  },
];

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
  '501': 'Not implemented yet',
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
      ...(definition.implemented ? {} : { 'x-implemented': false }),
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
  for (const operation of DEVICE_LINK_OPERATIONS) {
    paths[operation.path] = {
      post: {
        operationId: operation.id,
        tags: ['Auth server'],
        summary: operation.summary,
        security: [],
        requestBody: {
          required: true,
          content: { 'application/x-www-form-urlencoded': { schema: toSchema(operation.request, 'input') } },
        },
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: toSchema(operation.response, 'output') } },
          },
          '400': {
            description: 'RFC 6749 error (invalid_grant: unknown, used or another browser)',
            content: { 'application/json': { schema: toSchema(AuthErrorBody, 'output') } },
          },
          '429': {
            description: 'rate_limited: too many eID pushes for this person (blocked_until)',
            content: { 'application/json': { schema: toSchema(AuthErrorBody, 'output') } },
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
