/**
 * The one look of every email: the brand bar, a heading, short blocks of text, at most one
 * button, and the support contacts. Tables and inline styles because mail clients ignore
 * stylesheets; a single 560 px column that shrinks to the phone's width.
 */
import { BRAND, EMAIL_TEXT, TAGLINE } from '@housesit/shared-contracts';
import type { SupportContact } from '../../env.js';

/** What every template is rendered with: from env.ts, never from the job's data. */
export interface EmailContext {
  /** PUBLIC_URL without a trailing slash: every link is absolute from it. */
  publicUrl: string;
  support: SupportContact;
  /**
   * The signed one-click link of an optional-category email (unsubscribe.ts); the footer then
   * offers it and the settings page. Absent for receipts, which always go.
   */
  unsubscribeUrl?: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  /** A label/value table: the booking's details, a receipt. */
  | { kind: 'details'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** Someone else's words (a message's excerpt), set apart from ours. */
  | { kind: 'quote'; text: string };

export interface EmailContent {
  subject: string;
  /** The first line mail clients show after the subject. */
  preview: string;
  heading: string;
  greeting?: string;
  blocks: EmailBlock[];
  /** A path on the site, or an absolute `url` that must start with PUBLIC_URL (else the home page). */
  action?: { label: string; path: string } | { label: string; url: string };
  /** Why the person gets this email (receipts, security): shown above the contacts. */
  reason: string;
}

/** Where a signed-in user changes which emails they get. */
export const SETTINGS_PATH = '/settings';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An absolute link on the public site; `path` starts with '/'. */
export function siteLink(context: EmailContext, path: string): string {
  return `${context.publicUrl}${path}`;
}

function actionHref(context: EmailContext, action: NonNullable<EmailContent['action']>): string {
  if ('path' in action) return siteLink(context, action.path);
  return action.url.startsWith(`${context.publicUrl}/`) ? action.url : siteLink(context, '/');
}

export function renderEmail(content: EmailContent, context: EmailContext): RenderedEmail {
  return { subject: content.subject, html: renderHtml(content, context), text: renderText(content, context) };
}

function renderText(content: EmailContent, context: EmailContext): string {
  const lines: string[] = [content.heading, ''];
  if (content.greeting) lines.push(content.greeting, '');
  for (const block of content.blocks) {
    if (block.kind === 'paragraph') lines.push(block.text, '');
    else if (block.kind === 'quote') lines.push(...block.text.split('\n').map((line) => `> ${line}`), '');
    else {
      const width = Math.max(...block.rows.map(([label]) => label.length));
      for (const [label, value] of block.rows) lines.push(`${`${label}:`.padEnd(width + 2)}${value}`);
      lines.push('');
    }
  }
  if (content.action) lines.push(`${content.action.label}: ${actionHref(context, content.action)}`, '');
  lines.push('--', `${BRAND} · ${TAGLINE}`, content.reason, `Questions? ${context.support.email} · ${context.support.phone}`);
  if (context.unsubscribeUrl) {
    lines.push(
      `${EMAIL_TEXT.footerUnsubscribe}: ${context.unsubscribeUrl}`,
      `${EMAIL_TEXT.footerManage}: ${siteLink(context, SETTINGS_PATH)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const COLORS = { brand: '#0f766e', text: '#1f2937', muted: '#6b7280', line: '#e5e7eb', page: '#f3f4f6' } as const;
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function renderHtml(content: EmailContent, context: EmailContext): string {
  const body = content.blocks.map(renderBlock).join('\n');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(actionHref(context, content.action))}" style="display:inline-block;background:${COLORS.brand};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const greeting = content.greeting ? `<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>` : '';
  const { support } = context;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};font-family:${FONT};color:${COLORS.text};font-size:16px;line-height:1.5">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page}">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${COLORS.brand};padding:16px 24px"><a href="${escapeHtml(context.publicUrl)}/" style="color:#ffffff;text-decoration:none;font-size:20px;font-weight:700">${BRAND}</a></td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(content.heading)}</h1>
${greeting}
${body}
${action}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${COLORS.line};color:${COLORS.muted};font-size:13px">
<p style="margin:0 0 8px">${escapeHtml(content.reason)}</p>
<p style="margin:0">Questions? <a href="mailto:${escapeHtml(support.email)}" style="color:${COLORS.brand}">${escapeHtml(support.email)}</a> · <a href="${escapeHtml(support.phoneHref)}" style="color:${COLORS.brand}">${escapeHtml(support.phone)}</a></p>
${unsubscribeLinks(context)}<p style="margin:8px 0 0">${BRAND} · ${escapeHtml(TAGLINE)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function unsubscribeLinks(context: EmailContext): string {
  if (!context.unsubscribeUrl) return '';
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:${COLORS.brand}">${escapeHtml(label)}</a>`;
  return `<p style="margin:8px 0 0">${link(context.unsubscribeUrl, EMAIL_TEXT.footerUnsubscribe)} · ${link(siteLink(context, SETTINGS_PATH), EMAIL_TEXT.footerManage)}</p>\n`;
}

function renderBlock(block: EmailBlock): string {
  if (block.kind === 'paragraph') return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
  if (block.kind === 'quote') {
    return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid ${COLORS.line};color:${COLORS.text};white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`;
  }
  const rows = block.rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" valign="top" style="padding:8px 12px 8px 0;color:${COLORS.muted};font-weight:400;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:8px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 16px;border-top:1px solid ${COLORS.line};border-bottom:1px solid ${COLORS.line}">${rows}</table>`;
}
