/** tel: link for a phone as typed ('(781) 555-0142' → 'tel:7815550142'); null when it has no digits. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/** Opens the address in the phone's maps app (Google Maps' universal link works on iOS and Android). */
export function mapsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
