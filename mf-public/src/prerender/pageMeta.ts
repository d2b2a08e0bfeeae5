import { BRAND, TAGLINE } from '@housesit/shared-contracts';
import { pageHead, type PageHead } from '@housesit/shell/kit/prerender';

/**
 * The public area's pages that its release renders to HTML, and their metadata: the one place
 * this area keeps it (decision 020). The pages' titles match what the shell sets once the app runs;
 * `/` says more than the shell's plain 'Housesit' for search results and link previews.
 */
export const PUBLIC_PAGE_META = {
  '/': pageHead(
    `${BRAND}: ${TAGLINE}`,
    'Trusted home visits while you are away in Marblehead, MA: a screened local sitter checks your home, brings in the mail, waters the plants and sends a report with photos.',
    'website',
  ),
  '/terms': pageHead(`Terms of Service · ${BRAND}`, `The terms under which ${BRAND} books, performs and bills home visits.`),
  '/privacy': pageHead(`Privacy Policy · ${BRAND}`, `What ${BRAND} collects about you and your home, why, and how you control it.`),
  '/support': pageHead(
    `Help & Support · ${BRAND}`,
    `Answers to common questions about ${BRAND} visits, plans and billing, and how to reach our team.`,
  ),
} as const satisfies Record<string, PageHead>;

export type PrerenderedPath = keyof typeof PUBLIC_PAGE_META;
