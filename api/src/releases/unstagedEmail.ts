/**
 * The admins' email when a staged release was taken back by the health rule (health.ts): which
 * area and release, why, and where to look. Always sent: it is an operations alert, not a
 * category anyone turns off.
 */
import { BRAND, RELEASES_PATH } from '@housesit/shared-contracts';
import { renderEmail, type EmailContext, type RenderedEmail } from '../email/templates/layout.js';

export interface ReleaseUnstagedData {
  remote: string;
  release: string;
  reason: string;
}

export function releaseUnstagedEmail(data: ReleaseUnstagedData, context: EmailContext): RenderedEmail {
  return renderEmail(
    {
      subject: `Release ${data.release} of ${data.remote} was unstaged automatically`,
      preview: `Its users are back on stable. ${data.reason}`,
      heading: 'A staged release was taken back',
      greeting: 'Hello,',
      blocks: [
        { kind: 'paragraph', text: `${BRAND} unstaged ${data.release} of ${data.remote}: its users are back on the stable release.` },
        {
          kind: 'details',
          rows: [
            ['Area', data.remote],
            ['Release', data.release],
            ['Why', data.reason],
          ],
        },
        { kind: 'paragraph', text: 'The page loads and failures of each release are on the Releases screen.' },
      ],
      action: { label: 'Open releases', path: RELEASES_PATH },
      reason: `You receive this email because you are a ${BRAND} administrator.`,
    },
    context,
  );
}
