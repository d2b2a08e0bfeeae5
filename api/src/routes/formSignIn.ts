/**
 * POST /login: sign-in without scripts (decision 020). The server's HTML of /login has a
 * `<form method="post">` without an action, so the browser posts it, form-encoded, to the page's
 * own address: `?next=` and `?plan=` come along with nothing in the HTML per visitor. The checks
 * are the JSON sign-in's own (auth/signIn.ts; the origin check runs for every unsafe request), and
 * the answer is a 303 a browser follows with a GET:
 * - signed in: where the app would go (postAuthTarget: a safe same-site `next`, a homeowner's
 *   chosen plan, else the role's dashboard);
 * - refused: back to /login?error=<code> (next and plan kept), which shows the app's message.
 */
import {
  LOGIN_ERROR_PARAM,
  LoginPayloadStruct,
  loginFormErrorCode,
  postAuthTarget,
  type LoginFormErrorCode,
} from '@housesit/shared-contracts';
import type { Context } from 'hono';
import { signInService, type SignInDeps } from '../auth/signIn.js';
import { validated } from '../http/body.js';
import { ApiProblem } from '../http/errors.js';
import type { AppEnv } from '../http/types.js';

export const LOGIN_PAGE = '/login';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The fields of a form-encoded body; nothing for any other body (a JSON client uses /api/auth/login). */
async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== FORM_TYPE) return {};
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const name of ['username', 'password']) {
    const value = body[name];
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** The code /login shows for a refusal: one it has a page for. */
function refusalCode(problem: ApiProblem): LoginFormErrorCode {
  if (problem.code === 'auth.login_address_busy') return 'auth.login_busy';
  return loginFormErrorCode(problem.code) ?? 'request.invalid';
}

export function formSignIn(deps: SignInDeps) {
  const { signIn } = signInService(deps);
  return async (c: Context<AppEnv>) => {
    const query = new URL(c.req.url).searchParams;
    try {
      const user = await signIn(c, validated(LoginPayloadStruct, await formFields(c)));
      // Dev-only pages are a build flavour of the shell the API cannot see: never a `next` here.
      return c.redirect(postAuthTarget(user, query.toString(), false), 303);
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      const back = new URLSearchParams({ [LOGIN_ERROR_PARAM]: refusalCode(error) });
      for (const name of ['next', 'plan']) {
        const value = query.get(name);
        if (value !== null) back.set(name, value);
      }
      return c.redirect(`${LOGIN_PAGE}?${back.toString()}`, 303);
    }
  };
}
