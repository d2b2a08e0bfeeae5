/**
 * The acknowledgement of a service-area request (docs/product/DECISIONS.md: stored from both dialogs, listed
 * for admins): the person knows it arrived and what happens next. Always sent: it answers their
 * own request, to the address they gave.
 */
import { BRAND, SERVICE_AREA } from '@housesit/shared-contracts';
import { renderEmail, type EmailContext, type RenderedEmail } from './layout.js';

export interface LocationRequestReceivedData {
  fullName: string;
  /** The home address (dashboard dialog) or the town (purchase dialog) they asked for. */
  place: string;
  phone: string;
}

export function locationRequestReceivedEmail(data: LocationRequestReceivedData, context: EmailContext): RenderedEmail {
  const served = `${SERVICE_AREA.label} ${SERVICE_AREA.zip}`;
  return renderEmail(
    {
      subject: `We received your request to bring ${BRAND} to your area`,
      preview: `Thank you for asking. During the beta we serve ${served} only; we will contact you.`,
      heading: 'We received your request',
      greeting: `Hi ${data.fullName},`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Thank you for asking us to come to your area. During the beta ${BRAND} serves ${served} only, so we cannot book visits there yet.`,
        },
        {
          kind: 'details',
          rows: [
            ['Requested for', data.place],
            ['Phone', data.phone],
          ],
        },
        {
          kind: 'paragraph',
          text: 'We keep your request and will contact you by email or phone when we can serve your area. There is nothing more you need to do.',
        },
      ],
      reason: `You receive this email because you asked ${BRAND} to serve your area.`,
    },
    context,
  );
}
