/** The API as an OpenAPI 3.1 document, read from the endpoint definitions alone. */
import type { AnyStruct, EndpointDefinition } from './endpoint.js';
import { toJsonSchema, type JsonSchema } from './jsonSchema.js';

export interface OpenApiInfo {
  title: string;
  version: string;
}

/** '/api/visit/:id' → '/api/visit/{id}' */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]\w*)/g, '{$1}');
}

function parameters(definition: EndpointDefinition): JsonSchema[] {
  const names = [...definition.path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1]!);
  const paramFields = (definition.params as { schema?: Record<string, AnyStruct> } | undefined)?.schema ?? {};
  const inPath = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: paramFields[name] ? toJsonSchema(paramFields[name]) : { type: 'string' },
  }));
  if (!definition.query) return inPath;
  const query = toJsonSchema(definition.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
  // A record of any names (the registry's channel opt-ins) is one free-form object parameter.
  const inQuery = query.properties
    ? Object.entries(query.properties).map(([name, schema]) => ({ name, in: 'query', required: !!query.required?.includes(name), schema }))
    : [{ name: 'query', in: 'query', style: 'form', explode: true, schema: { type: 'object', additionalProperties: { type: 'string' } } }];
  return [...inPath, ...inQuery];
}

/** Who may call it, in words and as an extension a tool can read. */
function accessText(definition: EndpointDefinition): string {
  const { access } = definition;
  const who =
    access.kind === 'role'
      ? `roles: ${access.roles.join(', ')}`
      : access.kind === 'signedIn'
        ? 'any signed-in user'
        : access.kind === 'signature'
          ? "the provider's signature"
          : 'anyone';
  return definition.object ? `${who}; the ${definition.object} must be the caller's to reach` : who;
}

function operation(definition: EndpointDefinition): JsonSchema {
  const params = parameters(definition);
  const ok = definition.response
    ? { description: 'Success', content: { 'application/json': { schema: toJsonSchema(definition.response) } } }
    : { description: 'Success (no JSON body)' };
  return {
    summary: definition.summary,
    description: `Access: ${accessText(definition)}.`,
    'x-access': { ...definition.access, ...(definition.object ? { object: definition.object } : {}) },
    ...(params.length ? { parameters: params } : {}),
    ...(definition.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(definition.body) } } } }
      : {}),
    ...(definition.bodyLimit ? { 'x-body-limit': definition.bodyLimit } : {}),
    responses: { '200': ok, default: { description: 'An error: { code, message, fieldErrors? }' } },
  };
}

export function openApiDocument(definitions: readonly EndpointDefinition[], info: OpenApiInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const definition of definitions) {
    const path = openApiPath(definition.path);
    paths[path] = { ...paths[path], [definition.method.toLowerCase()]: operation(definition) };
  }
  return { openapi: '3.1.0', info, paths };
}
