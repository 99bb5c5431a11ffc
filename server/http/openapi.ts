/**
 * The OpenAPI 3.1 document, generated from the contract registry with zod 4's JSON Schema output and
 * served at /api/docs/openapi.json. Written by hand here: the auth-server stubs, the statuses every
 * operation may answer, the rule on control characters (server/security/input-guard.ts) and the links
 * that chain the flows (start a signing → ping it; create an AML draft → fill → preview → publish).
 */
import { z } from 'zod';
import { ApiError } from '../../src/api/contract/common';
import {
  AUTH_SERVER_PATHS,
  endpoints,
  type EndpointDef,
  type EndpointId,
} from '../../src/api/contract/endpoints';
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
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    // A query parameter's `openapi` metadata (src/api/contract/common.ts) is the whole of its schema.
    override: ({ jsonSchema }) => {
      const stated = (jsonSchema as JsonSchema).openapi;
      if (typeof stated !== 'object' || stated === null) return;
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as JsonSchema)[key];
      Object.assign(jsonSchema, stated);
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** No C0 or C1 control character anywhere in a string the server accepts (input-guard.ts answers 400). */
const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u001f\\u007f-\\u009f]*$';

/** Says in a request schema what the input guard refuses: every free string, and every property name. */
function refuseControlCharacters(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) refuseControlCharacters(item);
    return;
  }
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as JsonSchema;
  if (
    node.type === 'string' &&
    node.pattern === undefined &&
    node.enum === undefined &&
    node.const === undefined
  )
    node.pattern = NO_CONTROL_CHARACTERS;
  if (node.type === 'object') node.propertyNames = { pattern: NO_CONTROL_CHARACTERS };
  for (const value of Object.values(node)) refuseControlCharacters(value);
}

function requestSchema(schema: z.ZodType): JsonSchema {
  const json = toSchema(schema, 'input');
  refuseControlCharacters(json);
  return json;
}

function queryParameters(schema: z.ZodType): JsonSchema[] {
  const json = requestSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, propertySchema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: propertySchema,
  }));
}

/** What every operation may answer besides its success (the ApiError body). */
const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Validation failure (the first offending field), a control character, or a §8 special error',
  '401': 'Missing, invalid or expired bearer token',
  '403': 'Forbidden (e.g. a fresh eID confirmation is missing), or the IP is banned (blockedUntil)',
  '404': 'Not found (also: an id that belongs to another customer)',
  '409': 'Conflicts with what exists (an application of the kind is open, a fund change is pending)',
  '413': 'Body (or an uploaded file) too large',
  '415': 'Unsupported content type: the body is JSON',
  '423': 'Locked: the identity check is locked after invalid documents (blockedUntil)',
  '429': 'Too many requests (blockedUntil)',
  '500': 'Server error (also the IBAN specials of §8)',
};

const apiError = (description: string): JsonSchema => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

/** The signing started by an operation, and the ping that follows it (§4 Signing). */
const PINGS: Partial<Record<EndpointId, EndpointId>> = {
  'Contracts.SecondPillarCreateNewContract': 'Contracts.PingCreateNewContract',
  'Contracts.ThirdPillarCreateNewContract': 'Contracts.PingCreateNewContract',
  'Contracts.ChangeFund': 'Contracts.PingChangeFund',
  'Documents.SignDocument': 'Documents.PingSignDocument',
  'Invoices.SignDocument': 'Invoices.SignDocumentGetStatus',
};

/** §4 AML draft: create, fill, generate the preview, publish (and the identity photo with the draft). */
const DRAFT_STEPS: Partial<Record<EndpointId, readonly EndpointId[]>> = {
  'Aml.CreateUserAmlDeclarationDraft': [
    'Aml.FillUserAmlDeclarationDraft',
    'Aml.UploadIdentityDocument',
    'Aml.GenerateUserAmlDeclarationDraftPreview',
    'Aml.PublishUserAmlDeclarationDraft',
  ],
  'Aml.FillUserAmlDeclarationDraft': [
    'Aml.GenerateUserAmlDeclarationDraftPreview',
    'Aml.PublishUserAmlDeclarationDraft',
  ],
  'Aml.GenerateUserAmlDeclarationDraftPreview': ['Aml.PublishUserAmlDeclarationDraft'],
};

/** OpenAPI links of an operation's 200 answer. */
function linksOf(id: EndpointId): Record<string, JsonSchema> | undefined {
  const ping = PINGS[id];
  if (ping)
    return {
      ping: {
        operationId: ping,
        requestBody: { token: '$response.body#/token' },
        description: 'Ping the signing with its token until the answer is not 204',
      },
    };
  const steps = DRAFT_STEPS[id];
  if (!steps) return undefined;
  // The draft's id: the created draft's own, or the one the request named.
  const draftId =
    id === 'Aml.CreateUserAmlDeclarationDraft'
      ? '$response.body#/id'
      : '$request.body#/draftUserDeclarationId';
  return Object.fromEntries(
    steps.map((step) => [
      step.slice('Aml.'.length),
      {
        operationId: step,
        requestBody: { draftUserDeclarationId: draftId },
        description: 'The next step with the same draft',
      },
    ]),
  );
}

/** The RFC 6749 error body of the auth server. */
const OAUTH_ERROR = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    error_description: { type: 'string' },
    blocked_until: { type: 'string', format: 'date-time' },
  },
  required: ['error'],
};

const oauthError = (description: string): JsonSchema => ({
  description,
  content: { 'application/json': { schema: OAUTH_ERROR } },
});

const OTHER_METHODS = 'Another method on this path answers 405 with the Allow header.';

export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const definition of endpoints as readonly EndpointDef[]) {
    const links = linksOf(definition.id as EndpointId);
    const responses: Record<string, JsonSchema> = {
      '200': {
        description: 'OK',
        content: { 'application/json': { schema: toSchema(definition.response, 'output') } },
        ...(links ? { links } : {}),
      },
    };
    if (definition.noContent) responses['204'] = { description: 'No content' };
    for (const [status, description] of Object.entries(ERROR_RESPONSES)) {
      if (status === '401' && definition.auth === 'none') continue;
      if (status === '415' && !definition.body) continue;
      responses[status] = apiError(description);
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
              content: { 'application/json': { schema: requestSchema(definition.body) } },
            },
          }
        : {}),
      responses,
    };
    paths[definition.path] = {
      description: OTHER_METHODS,
      ...(paths[definition.path] ?? {}),
      [definition.method.toLowerCase()]: operation,
    };
  }
  for (const path of AUTH_SERVER_PATHS) {
    paths[path] = {
      description: OTHER_METHODS,
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
              schema: {
                type: 'object',
                additionalProperties: { type: 'string', pattern: NO_CONTROL_CHARACTERS },
                propertyNames: { pattern: NO_CONTROL_CHARACTERS },
              },
            },
          },
        },
        responses: {
          '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
          '400': oauthError('RFC 6749 error (invalid_request, invalid_grant, authorization_pending …)'),
          '401': oauthError('invalid_client: an unknown client_id'),
          '403': oauthError('ip_banned: too many bad requests from the IP (blocked_until)'),
          '413': oauthError('Body too large'),
          '415': oauthError('Unsupported content type: the body is form-encoded'),
          '429': oauthError('rate_limited (blocked_until)'),
          '500': oauthError('server_error'),
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
          '401': {
            description: 'invalid_client: no or an unknown client_id',
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
        'Generated from src/api/contract. Every error body of /api is ApiError, of /connect RFC 6749. No string may contain a control character (U+0000–U+001F, U+007F–U+009F): 400. A known path asked with another method answers 405 with Allow. Bare names of spec §7 are resolved to the controller of the nearest preceding full path of their group; Bank accounts use /api/BankAccounts.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ApiError: toSchema(ApiError, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
