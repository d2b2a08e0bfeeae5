import {
  AUTH_TEXT,
  BRAND,
  LOGIN_ERROR_PARAM,
  LOGIN_FORM_ERRORS,
  REGISTER_FORM_ERRORS,
  SIGNED_OUT_NOTICES,
  TAGLINE,
  type LoginFormErrorCode,
  type RegisterFormErrorCode,
} from '@housesit/shared-contracts';
import { pageHead, type PageHead } from '@housesit/shell/kit/prerender';

/** Where the form sign-in without scripts sends a refusal back to (api routes/formSignIn.ts). */
type RefusalPath = `/login?${typeof LOGIN_ERROR_PARAM}=${LoginFormErrorCode}`;
/** Where the form registration without scripts sends a refusal back to (the same route). */
type RegisterRefusalPath = `/login?tab=register&${typeof LOGIN_ERROR_PARAM}=${RegisterFormErrorCode}`;
/** Where the guard sends a signed-out visitor from a page with a notice (SIGNED_OUT_NOTICES). */
type NoticePath = `/login?next=/${string}`;
export type ShellPrerenderedPath = '/login' | '/login?tab=register' | RefusalPath | RegisterRefusalPath | NoticePath;

const SIGN_IN = pageHead(
  `Sign in · ${BRAND}`,
  `Sign in to ${BRAND}: ${TAGLINE}. Book visits, read visit reports and message your sitter.`,
  'website',
);

const refusalPages = Object.fromEntries(
  (Object.keys(LOGIN_FORM_ERRORS) as LoginFormErrorCode[]).map((code) => [`/login?${LOGIN_ERROR_PARAM}=${code}`, SIGN_IN]),
) as Record<RefusalPath, PageHead>;

const REGISTER = pageHead(
  `Create an account · ${BRAND}`,
  `Create a ${BRAND} account to book trusted home visits in Marblehead, MA.`,
  'website',
);

const registerRefusalPages = Object.fromEntries(
  (Object.keys(REGISTER_FORM_ERRORS) as RegisterFormErrorCode[]).map((code) => [
    `/login?tab=register&${LOGIN_ERROR_PARAM}=${code}`,
    REGISTER,
  ]),
) as Record<RegisterRefusalPath, PageHead>;

const noticePages = Object.fromEntries(Object.keys(SIGNED_OUT_NOTICES).map((page) => [`/login?next=${page}`, SIGN_IN])) as Record<
  NoticePath,
  PageHead
>;

/**
 * The shell's own public pages that its build renders to HTML (decision 020), with their
 * metadata: the one place the shell keeps it. Titles match what LoginPage sets once the app runs.
 * The sign-in page also comes in one variant per refusal the form sign-in can send back
 * (`/login?error=<code>`, its message in the HTML), the registration page in one per refusal of
 * the form registration (`/login?tab=register&error=<code>`), and one per page whose guard sends a
 * signed-out visitor here with a notice (`/login?next=/purchase`, the notice in the HTML).
 */
export const SHELL_PAGE_META: Readonly<Record<ShellPrerenderedPath, PageHead>> = {
  '/login': SIGN_IN,
  '/login?tab=register': REGISTER,
  ...refusalPages,
  ...registerRefusalPages,
  ...noticePages,
};

/** The tab names the forms carry (kept beside the metadata, so a renamed tab fails the HTML test). */
export const SHELL_FORM_LABELS = { login: AUTH_TEXT.loginTab, register: AUTH_TEXT.registerTab } as const;
