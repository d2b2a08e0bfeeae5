/**
 * What a composed public page (decision 020) takes from this deployment rather than from the
 * release build that rendered it: its absolute address (og:url, the canonical link), the link
 * preview image the shell build emitted (og:image), and the support contact.
 */
import { SANDBOX_PAYMENTS_NOTICE, SUPPORT_CONTACT_PLACEHOLDERS, type SupportContact } from '@housesit/shared-contracts';

export interface DeploymentSite {
  /** Where browsers reach the product (env.publicUrl, as emails link to it), without a trailing slash. */
  publicUrl: string;
  /** SUPPORT_EMAIL and SUPPORT_PHONE (env.support), as GET /api/support/contact answers them. */
  support: SupportContact;
  /** A production server taking test payments (payments/select.ts): its pages say so, as the app's do. */
  sandboxPayments?: boolean;
}

/** The shell build's link preview image (its prerender.json's `linkPreview`). */
export interface LinkPreview {
  /** The emitted, content-hashed file name in the shell's dist. */
  image: string;
  width: number;
  height: number;
  alt: string;
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A file name the build could have emitted: no path, no markup, no query. */
const EMITTED_NAME = /^[\w.-]+$/;

/** og:url, the canonical link and og:image for the page at `pageAddress` (its path and query). */
export function linkTags(site: DeploymentSite, pageAddress: string, preview: LinkPreview | undefined): string[] {
  const url = escapeHtml(`${site.publicUrl}${pageAddress}`);
  const tags = [`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`];
  if (preview && EMITTED_NAME.test(preview.image)) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(`${site.publicUrl}/${preview.image}`)}" />`,
      `<meta property="og:image:width" content="${Number(preview.width)}" />`,
      `<meta property="og:image:height" content="${Number(preview.height)}" />`,
      `<meta property="og:image:alt" content="${escapeHtml(preview.alt)}" />`,
    );
  }
  return tags;
}

const PLACEHOLDER_KEYS = Object.keys(SUPPORT_CONTACT_PLACEHOLDERS) as (keyof SupportContact)[];

/** The page with the build's support contact placeholders replaced by this deployment's contact, escaped. */
export function fillSupportContact(html: string, support: SupportContact): string {
  let filled = html;
  for (const key of PLACEHOLDER_KEYS) filled = filled.replaceAll(SUPPORT_CONTACT_PLACEHOLDERS[key], () => escapeHtml(support[key]));
  return filled;
}

/**
 * The sandbox notice at the top of a page that works without scripts (the app shows its own once
 * it starts, in place of this page); '' when this deployment takes real payments. The shell's
 * warning colours (kit theme).
 */
export function sandboxPaymentsNotice(site: DeploymentSite): string {
  if (!site.sandboxPayments) return '';
  const style = 'margin:0;padding:8px 16px;background:#fff4d6;color:#1c2430;border-bottom:1px solid #d7ddd5;text-align:center';
  return `<p role="status" data-sandbox-payments style="${style}">${escapeHtml(SANDBOX_PAYMENTS_NOTICE)}</p>`;
}
