/**
 * How customers reach the service. The specs give no contact details; these are the public
 * support channels of the beta (issue 3). Change them here only: the legal pages, the support
 * page and the FAQ all read them.
 */
export const SUPPORT_CONTACT = {
  email: 'support@housesit.example',
  phoneDisplay: '(781) 555-0142',
  phoneHref: 'tel:+17815550142',
  hours: 'Monday to Friday, 9:00 AM to 5:00 PM Eastern Time',
} as const;
