/**
 * One definition per API endpoint: its method and path, the structs of what it takes and answers,
 * who may call it and how large a body it accepts. The typed client (api/call.ts), the API's
 * access table and body limits, and the OpenAPI description are all read from these, so an
 * endpoint is written down once (docs/decisions/025-one-definition-per-endpoint.md).
 */
import { define, type Infer, type Struct } from 'superstruct';
import type { HttpMethod } from '../api/request.js';
import type { Role } from '../roles.js';

/** Who gets past the door: anonymous callers get 401, other roles 403. */
export type EndpointAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'role'; roles: readonly Role[] }
  /** Server to server (a provider's webhook, an area's deploy token): authenticated by a signature or a token, so no browser session gets in. */
  | { kind: 'signature' };

/** Homeowner A's things as the access matrix names them: a path naming one is 404 outside its audience. */
export type ObjectKind = 'visit' | 'report' | 'notification' | 'media' | 'session' | 'payment' | 'checkout' | 'subscription';

// Structs of any shape: the definitions only need their types and their schemas.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStruct = Struct<any, any>;

export interface EndpointDefinition {
  method: HttpMethod;
  /** As Hono registers it, with :name for each path parameter, e.g. /api/visit/:id/start. */
  path: string;
  /** Path parameters' structs (as strings in the URL); a parameter without one is a string. */
  params?: AnyStruct;
  query?: AnyStruct;
  body?: AnyStruct;
  /** The JSON answer's struct; null when the answer is not JSON (a file, a page, a redirect, 204). */
  response: AnyStruct | null;
  access: EndpointAccess;
  /** Which of homeowner A's things the path (or body) names. */
  object?: ObjectKind;
  /** Authorised by a signed token in its URL, never by the session, so another site may send it. */
  crossSite?: 'tokenInUrl';
  /** Bytes allowed above the 100 KB default (uploads); a limit set inside a route could not lift the outer one. */
  bodyLimit?: number;
  summary: string;
}

/** Keeps the literal types of a definition, so `call` can infer its arguments and answer. */
export function endpoint<const D extends EndpointDefinition>(definition: D): D {
  return definition;
}

/** The key the API's access table uses: 'PATCH /api/visit/:id/start'. */
export function endpointKey(definition: Pick<EndpointDefinition, 'method' | 'path'>): string {
  return `${definition.method} ${definition.path}`;
}

/**
 * A struct for an answer whose shape is declared as a TypeScript interface only: checks it is an
 * object and carries the type, so the client's result is typed; its schema says only 'object'.
 */
export function shapeOf<T extends object>(name: string): Struct<T, null> {
  return define<T>(name, (value) => typeof value === 'object' && value !== null);
}

/** ':id' and ':taskId' of a path, as an object type. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Scalar = string | number | boolean;
type ParamsArg<D extends EndpointDefinition> = [ParamNames<D['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<D['path']>, string | number> };
/** Query values go out as text: a number or boolean is accepted where the struct reads a string. */
type QueryArg<D extends EndpointDefinition> = D['query'] extends AnyStruct
  ? { query?: { [K in keyof Infer<D['query']>]?: Infer<D['query']>[K] | Scalar | null } }
  : { query?: undefined };
type BodyArg<D extends EndpointDefinition> = D['body'] extends AnyStruct
  ? undefined extends Infer<D['body']>
    ? { body?: Infer<D['body']> }
    : { body: Infer<D['body']> }
  : { body?: undefined };

/** What `call` takes for a definition: its path parameters, query and body, typed by its structs. */
export type CallArgs<D extends EndpointDefinition> = ParamsArg<D> & QueryArg<D> & BodyArg<D>;
/** What a definition answers when it succeeds. */
export type ResponseOf<D extends EndpointDefinition> = D['response'] extends AnyStruct ? Infer<D['response']> : null;

export const PUBLIC: EndpointAccess = { kind: 'public' };
export const SIGNED_IN: EndpointAccess = { kind: 'signedIn' };
export const SIGNATURE: EndpointAccess = { kind: 'signature' };
export const role = (...roles: Role[]): EndpointAccess => ({ kind: 'role', roles });
export const ADMIN = role('admin');
export const STAFF = role('admin', 'housesitter');
export const HOMEOWNER = role('homeowner');
export const OWNER_OR_ADMIN = role('homeowner', 'admin');
export const CUSTOMER_OR_SITTER = role('homeowner', 'housesitter');
