/**
 * The sandbox provider's hosted checkout page: plain HTML from the API, no script. Pay and
 * Decline are same-origin POST forms (the origin check covers them). Its CSP allows nothing but
 * its own inline style (by hash) and form posts to this origin.
 */
import { BRAND, formatCents } from '@housesit/shared-contracts';
import { createHash } from 'node:crypto';
import { sandboxCheckoutPath } from './sandbox.js';

export const SANDBOX_TEXT = {
  title: 'Test checkout',
  banner: 'TEST MODE',
  bannerDetail: 'This is a test checkout. No real card is asked for and no money is charged.',
  decline: 'Decline',
  /** Recurring only: a test card that pays now and declines every renewal (decision 015). */
  decliningCard: 'Use a test card that declines renewals',
  pay: (amountCents: number) => `Pay ${formatCents(amountCents)}`,
  notPending: (status: string) => `This payment is already ${status}. Nothing more to do here.`,
} as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
main{max-width:32rem;margin:0 auto;padding:1rem}
.banner{margin:0 0 1rem;padding:.75rem 1rem;border:2px dashed #92400e;border-radius:.5rem;background:#fef3c7;color:#78350f}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 1rem}
dl{margin:0 0 1.25rem;display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.total{font-size:1.25rem;font-weight:700}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
form{flex:1 1 10rem;margin:0}
label.testcard{display:flex;gap:.5rem;align-items:center;margin-bottom:.5rem}
button,a.button{display:block;width:100%;min-height:2.75rem;padding:.625rem 1rem;border-radius:.5rem;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.pay{border:0;background:#1d4ed8;color:#fff}
.decline{border:2px solid #6b7280;background:#fff;color:#1f2937}
a.button{border:2px solid #1d4ed8;color:#1d4ed8;background:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media (max-width:400px){dl{grid-template-columns:1fr}dt{margin-top:.25rem}}
`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

export const SANDBOX_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
/** yyyy-MM-dd as the specs' 'MMMM d, yyyy'. */
function showDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return longDate.format(new Date(Date.UTC(y, m - 1, d)));
}

export interface SandboxPageInput {
  checkoutId: string;
  description: string;
  dates: string[];
  recurring: boolean;
  address: string;
  amountCents: number;
  status: string;
  /** Where to go when the payment is no longer pending. */
  doneHref: string;
}

export function renderSandboxPage(input: SandboxPageInput): string {
  const action = sandboxCheckoutPath(input.checkoutId);
  const datesLabel = input.recurring ? 'Starts' : input.dates.length === 1 ? 'Date' : 'Dates';
  const actions =
    input.status === 'pending'
      ? `<div class="actions">
  <form method="post" action="${escape(`${action}/pay`)}">${input.recurring ? `<label class="testcard"><input type="checkbox" name="card" value="declines"> ${SANDBOX_TEXT.decliningCard}</label>` : ''}<button type="submit" class="pay">${escape(SANDBOX_TEXT.pay(input.amountCents))}</button></form>
  <form method="post" action="${escape(`${action}/decline`)}"><button type="submit" class="decline">${SANDBOX_TEXT.decline}</button></form>
</div>`
      : `<p role="status">${escape(SANDBOX_TEXT.notPending(input.status))}</p>
<a class="button" href="${escape(input.doneHref)}">Continue</a>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<!-- The API's no-referrer header makes Chromium send Origin: null with these form posts, which
     the origin check refuses; same-origin keeps our own origin on them and nothing leaves the site. -->
<meta name="referrer" content="same-origin">
<title>${SANDBOX_TEXT.title} (${SANDBOX_TEXT.banner}) – ${BRAND}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner" role="note"><strong>${SANDBOX_TEXT.banner}</strong> – ${SANDBOX_TEXT.bannerDetail}</p>
<div class="card">
<h1>${SANDBOX_TEXT.title}</h1>
<dl>
<dt>Booking</dt><dd>${escape(input.description)}</dd>
<dt>${datesLabel}</dt><dd>${escape(input.dates.map(showDate).join(', '))}</dd>
<dt>Address</dt><dd>${escape(input.address)}</dd>
<dt>Total</dt><dd class="total">${escape(formatCents(input.amountCents))}</dd>
</dl>
${actions}
</div>
</main>
</body>
</html>`;
}
