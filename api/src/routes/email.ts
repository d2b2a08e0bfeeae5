/**
 * One-click unsubscribe (RFC 8058, decision 011), no session needed:
 * - POST /api/email/unsubscribe?token=… turns the token's category off for its user: what mail
 *   clients send from the List-Unsubscribe-Post header, and the button of the page below.
 * - GET shows a small page with that button, so a link scanner that follows links in mail
 *   unsubscribes nobody.
 * A malformed or forged token is 400 'email.unsubscribe_invalid' and changes nothing. Browsers
 * get HTML pages; other callers JSON.
 */
import { BRAND, EMAIL_TEXT, emailEndpoints, type EmailCategory } from '@housesit/shared-contracts';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/open.js';
import { emailLinkSecret } from '../email/linkSecret.js';
import { optOut } from '../email/preferences.js';
import { escapeHtml, SETTINGS_PATH } from '../email/templates/layout.js';
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from '../email/unsubscribe.js';
import type { Env } from '../env.js';
import { serve } from '../http/endpoint.js';
import { ApiProblem } from '../http/errors.js';
import type { AppEnv } from '../http/types.js';

const invalidLink = () => new ApiProblem(400, 'email.unsubscribe_invalid', EMAIL_TEXT.unsubscribeInvalid);

const categoryName = (category: EmailCategory) => EMAIL_TEXT.categories[category].label.toLowerCase();

function wantsHtml(c: Context<AppEnv>): boolean {
  return (c.req.header('accept') ?? '').includes('text/html');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${BRAND}</title></head>
<body style="margin:0;font-family:-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;color:#1f2937;background:#f3f4f6;line-height:1.5">
<main style="max-width:480px;margin:32px auto;padding:24px;background:#fff;border-radius:8px">
<p style="margin:0 0 16px;font-weight:700;color:#0f766e">${BRAND}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** Mounted at /api. */
export function emailRoutes(deps: { db: Database; env: Pick<Env, 'emailLinkSecret'> }) {
  const routes = new Hono<AppEnv>();

  const readToken = async (c: Context<AppEnv>) =>
    readUnsubscribeToken(await emailLinkSecret(deps.db, deps.env.emailLinkSecret), c.req.query('token'));

  const refuse = (c: Context<AppEnv>) => {
    if (!wantsHtml(c)) throw invalidLink();
    const settings = `<p><a href="${SETTINGS_PATH}" style="color:#0f766e">${escapeHtml(EMAIL_TEXT.footerManage)}</a></p>`;
    return c.html(
      page(
        EMAIL_TEXT.unsubscribeTitle,
        `<p data-code="email.unsubscribe_invalid">${escapeHtml(EMAIL_TEXT.unsubscribeInvalid)}</p>${settings}`,
      ),
      400,
    );
  };

  serve(routes, emailEndpoints.unsubscribePage, async (c) => {
    const target = await readToken(c);
    if (!target) return refuse(c);
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(c.req.query('token') ?? '')}`;
    const form = `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font:inherit;font-weight:600;background:#0f766e;color:#fff;border:0;border-radius:6px;padding:12px 20px;cursor:pointer">${escapeHtml(EMAIL_TEXT.unsubscribeButton)}</button></form>`;
    return c.html(
      page(EMAIL_TEXT.unsubscribeTitle, `<p>${escapeHtml(EMAIL_TEXT.unsubscribeConfirm(categoryName(target.category)))}</p>${form}`),
    );
  });

  serve(routes, emailEndpoints.unsubscribe, async (c) => {
    const target = await readToken(c);
    if (!target) return refuse(c);
    await optOut(deps.db, target.userId, target.category);
    if (!wantsHtml(c)) return c.json({ unsubscribed: true, category: target.category });
    const settings = `<p><a href="${SETTINGS_PATH}" style="color:#0f766e">${escapeHtml(EMAIL_TEXT.footerManage)}</a></p>`;
    return c.html(
      page(EMAIL_TEXT.unsubscribedTitle, `<p>${escapeHtml(EMAIL_TEXT.unsubscribed(categoryName(target.category)))}</p>${settings}`),
    );
  });

  return routes;
}
