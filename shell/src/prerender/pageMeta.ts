import { AUTH_TEXT, BRAND, TAGLINE } from '@housesit/shared-contracts';
import { pageHead, type PageHead } from '@housesit/shell/kit/prerender';

/**
 * The shell's own public pages that its build renders to HTML (decision 020), with their
 * metadata: the one place the shell keeps it. Titles match what LoginPage sets once the app runs.
 */
export const SHELL_PAGE_META = {
  '/login': pageHead(
    `Sign in · ${BRAND}`,
    `Sign in to ${BRAND}: ${TAGLINE}. Book visits, read visit reports and message your sitter.`,
    'website',
  ),
  '/login?tab=register': pageHead(
    `Create an account · ${BRAND}`,
    `Create a ${BRAND} account to book trusted home visits in Marblehead, MA.`,
    'website',
  ),
} as const satisfies Record<string, PageHead>;

export type ShellPrerenderedPath = keyof typeof SHELL_PAGE_META;

/** The tab names the forms carry (kept beside the metadata, so a renamed tab fails the HTML test). */
export const SHELL_FORM_LABELS = { login: AUTH_TEXT.loginTab, register: AUTH_TEXT.registerTab } as const;
