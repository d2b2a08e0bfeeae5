/** 'mailto:' link for the Message button (docs/product/DECISIONS.md: 'Message' opens an email to the user). */
export function mailtoHref(email: string): string {
  // The address is the user's own; encoding keeps a '?' or '&' in it from adding headers.
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;
}

/** 'tel:' link: digits and a leading + only, so '(781) 555-0110' dials. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
