/**
 * Registers a route from its endpoint definition (shared-contracts/src/endpoints), so the path,
 * the door and the body's struct are written once, where the client and the OpenAPI description
 * read them too (docs/decisions/025-one-definition-per-endpoint.md):
 *
 *   serve(routes, notificationsEndpoints.markRead, async (c, { params }) => ({ notification: … }));
 *
 * - the method and path are the definition's (route groups using this are mounted at the API's
 *   root, `/api`);
 * - the door is the definition's access: signed in, or one of its roles (401 signed out, 403 for
 *   another role); `public` and `signature` (a provider's webhook, which checks its own signature)
 *   pass everyone;
 * - a definition with a body struct has the body read and checked before the handler runs (the
 *   same refusals as `readBody`: 400 `request.invalid` naming the fields, nothing changed);
 * - the handler answers the definition's response type, sent as JSON with the route's status
 *   (200 unless `options.status` says otherwise), or a Response of its own (a file, a redirect);
 * - query strings stay the handler's to read: they arrive as text, and each handler turns its
 *   values into numbers and choices with the refusals it names (params.ts).
 */
import type { EndpointAccess, EndpointDefinition, ResponseOf } from '@housesit/shared-contracts';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { Infer } from 'superstruct';
import { readBody, readOptionalBody } from './body.js';
import { requireAuth, requireRole } from './session.js';
import type { AppEnv } from './types.js';

/** Where the API's route groups are mounted (app.ts): a definition's path is written from the root. */
export const API_ROOT = '/api';

/** ':id' and ':taskId' of a path, as the names of an object type. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface EndpointInput<D extends EndpointDefinition> {
  /** The path's parameters as the URL gives them (parse ids with parseId: a bad one is a 404). */
  params: Record<ParamNames<D['path']>, string>;
  /** The body, checked against the definition's struct. */
  body: D['body'] extends NonNullable<EndpointDefinition['body']> ? Infer<D['body']> : undefined;
}

export type EndpointHandler<D extends EndpointDefinition> = (
  c: Context<AppEnv>,
  input: EndpointInput<D>,
) => Promise<ResponseOf<D> | Response> | ResponseOf<D> | Response;

const passEveryone: MiddlewareHandler<AppEnv> = async (_c, next) => {
  await next();
};

/** The middleware that keeps a definition's door. */
export function doorOf(access: EndpointAccess): MiddlewareHandler<AppEnv> {
  switch (access.kind) {
    case 'signedIn':
      return requireAuth;
    case 'role':
      return requireRole(...access.roles);
    case 'public':
    case 'signature':
      return passEveryone;
  }
}

/** The definition's path as registered on a group mounted at API_ROOT. */
export function pathUnderApi(definition: Pick<EndpointDefinition, 'path'>): string {
  if (!definition.path.startsWith(`${API_ROOT}/`)) {
    throw new Error(`${definition.path} is not under ${API_ROOT}: register it where it is mounted`);
  }
  return definition.path.slice(API_ROOT.length);
}

export interface ServeOptions {
  /** The status of a JSON answer: 201 for a route that creates something, 202 for one that goes on after answering. */
  status?: 200 | 201 | 202;
  /** Middleware run after the door and before the body is read (a throttle, a feature switch). */
  before?: MiddlewareHandler<AppEnv>[];
  /** No body, or only whitespace, reads as `{}` (start, complete, reveal: a client may send nothing). */
  bodyOptional?: boolean;
  /**
   * The handler reads and checks the body itself: a limit counted before validation, or a union
   * refused with a code of its own. The definition's body struct still describes it to the client.
   */
  readsOwnBody?: boolean;
}

/** Registers `handler` for `definition` on a route group mounted at API_ROOT. */
export function serve<D extends EndpointDefinition>(
  routes: Hono<AppEnv>,
  definition: D,
  handler: EndpointHandler<D>,
  options: ServeOptions = {},
): void {
  const status = options.status ?? 200;
  routes.on(definition.method, pathUnderApi(definition), doorOf(definition.access), ...(options.before ?? []), async (c) => {
    const read = options.bodyOptional ? readOptionalBody : readBody;
    const body = (definition.body && !options.readsOwnBody ? await read(c, definition.body) : undefined) as EndpointInput<D>['body'];
    const params = c.req.param() as EndpointInput<D>['params'];
    const answer = await handler(c, { params, body });
    return answer instanceof Response ? answer : c.json(answer as object, status);
  });
}
