/**
 * POST /login: sign-in without scripts (decision 020). The server's HTML of /login has a
 * `<form method="post">` without an action, so the browser posts it, form-encoded, to the page's
 * own address: `?next=` and `?plan=` come along with nothing in the HTML per visitor. The checks
 * are the JSON sign-in's own (auth/signIn.ts; the origin check runs for every unsafe request), and
 * the answer is a 303 a browser follows with a GET:
 * - signed in: where the app would go (postAuthTarget: a safe same-site `next`, a homeowner's
 *   chosen plan, else the role's dashboard);
 * - refused: back to /login?error=<code> (next and plan kept), which shows the app's message.
 * The Register tab's form (`/login?tab=register`) posts to its own address the same way and is
 * answered as a sign-up (auth/register.ts): signed in to where the app goes after registering,
 * or back to /login?tab=register&error=<code>, with every field typed but the password kept.
 */
import {
  LOGIN_ERROR_PARAM,
  LoginPayloadStruct,
  RegisterPayloadStruct,
  loginFormErrorCode,
  postAuthTarget,
  registerFormErrorCode,
  type LoginFormErrorCode,
  type RegisterFormErrorCode,
} from '@housesit/shared-contracts';
import { REGISTER_ECHO_COOKIE, REGISTER_ECHO_MAX_AGE_SECONDS, sealRegisterEcho } from '@housesit/shell/server';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { registerService } from '../auth/register.js';
import { signInService, type SignInDeps } from '../auth/signIn.js';
import { validated } from '../http/body.js';
import { ApiProblem } from '../http/errors.js';
import type { AppEnv } from '../http/types.js';

export const LOGIN_PAGE = '/login';

const FORM_TYPE = 'application/x-www-form-urlencoded';

const SIGN_IN_FIELDS = ['username', 'password'] as const;
const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'username', 'password'] as const;

/** The named fields of a form-encoded body; nothing for any other body (a JSON client uses /api/auth). */
async function formFields(c: Context<AppEnv>, names: readonly string[]): Promise<Record<string, string>> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== FORM_TYPE) return {};
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const name of names) {
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

/** The code /login?tab=register shows for a refusal: one it has a page for. */
function registerRefusalCode(problem: ApiProblem): RegisterFormErrorCode {
  return registerFormErrorCode(problem.code) ?? 'request.invalid';
}

export function formSignIn(deps: SignInDeps) {
  const { signIn } = signInService(deps);
  const register = registerService(deps);
  return async (c: Context<AppEnv>) => {
    const query = new URL(c.req.url).searchParams;
    const registering = query.get('tab') === 'register';
    const fields = await formFields(c, registering ? REGISTER_FIELDS : SIGN_IN_FIELDS);
    try {
      const user = registering
        ? await register(c, validated(RegisterPayloadStruct, fields))
        : await signIn(c, validated(LoginPayloadStruct, fields));
      // Dev-only pages are a build flavour of the shell the API cannot see: never a `next` here.
      return c.redirect(postAuthTarget(user, query.toString(), false), 303);
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      // The page the refusal goes back to keeps what was typed but the password: a signed
      // one-minute cookie the page server fills the form from (@housesit/shell/server registerEcho.ts
      // says why this way). Never the password, never in the address.
      if (registering) {
        setCookie(c, REGISTER_ECHO_COOKIE, sealRegisterEcho(fields, deps.clock.now()), {
          path: LOGIN_PAGE,
          httpOnly: true,
          sameSite: 'Lax',
          secure: deps.cookie.secure,
          maxAge: REGISTER_ECHO_MAX_AGE_SECONDS,
        });
      }
      const back = new URLSearchParams();
      if (registering) back.set('tab', 'register');
      back.set(LOGIN_ERROR_PARAM, registering ? registerRefusalCode(error) : refusalCode(error));
      for (const name of ['next', 'plan']) {
        const value = query.get(name);
        if (value !== null) back.set(name, value);
      }
      return c.redirect(`${LOGIN_PAGE}?${back.toString()}`, 303);
    }
  };
}
