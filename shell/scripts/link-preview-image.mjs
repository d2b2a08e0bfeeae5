// Draws the link preview image (og:image, decision 020): a 1200×630 PNG card with the logo mark,
// the brand and the tagline, screenshot by Chromium. Run once when the brand changes and commit
// the PNG; the build emits it with a content hash in its name (webpack.config.cjs).
// Usage (from shell/): node scripts/link-preview-image.mjs [chromium path]
import { BRAND, TAGLINE } from '@housesit/shared-contracts';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const shell = new URL('..', import.meta.url);
const out = fileURLToPath(new URL('src/prerender/link-preview.png', shell));
// The logo mark is the page's icon: one drawing, in public/page.cjs.
const mark = createRequire(import.meta.url)('../public/page.cjs').icon;
if (!mark) throw new Error('public/page.cjs has no SVG icon to draw the mark from');

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const card = `<!doctype html><html><head><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { display: flex; flex-direction: column; justify-content: center; gap: 28px; padding: 0 112px; box-sizing: border-box;
    background: #f6f7f4; border-bottom: 24px solid #1f6f5c; color: #1c2430;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
  .brand { display: flex; align-items: center; gap: 32px; }
  img { width: 144px; height: 144px; }
  h1 { margin: 0; font-size: 112px; letter-spacing: -2px; }
  p { margin: 0; font-size: 52px; color: #5b6676; }
</style></head><body>
  <div class="brand"><img src="${mark}" alt=""><h1>${escape(BRAND)}</h1></div>
  <p>${escape(TAGLINE)}</p>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.argv[2] ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(card);
  await page.screenshot({ path: out, type: 'png' });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
