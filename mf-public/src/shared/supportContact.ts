/**
 * How customers reach the service. The support page shows the server's configured contacts
 * (SUPPORT_EMAIL, SUPPORT_PHONE: useSupportContact); these defaults, the same as env.ts's, are
 * what the legal pages and the FAQ print.
 */
export const SUPPORT_CONTACT = {
  email: 'support@housesit.example',
  phoneDisplay: '(781) 555-0142',
  phoneHref: 'tel:+17815550142',
  hours: 'Monday to Friday, 9:00 AM to 5:00 PM Eastern Time',
} as const;
