/**
 * Whether a message being typed looks like it holds a way into the home (a gate, door, lockbox or
 * alarm code, a Wi-Fi password). The composers then suggest keeping it in the home's sealed access
 * details instead of a conversation (decision 024): the hint never blocks sending.
 */

/** Something that opens: where a code or password belongs. */
const ENTRY = String.raw`(?:gate|door|front door|side door|back door|garage|alarm|keypad|key pad|entry|access|lock ?box|key ?box|key safe|wi-?fi|wireless|network|router|security system)`;
/** What opens it. */
const SECRET = String.raw`(?:codes?|passwords?|pass ?codes?|pins?|combination|combo)`;
/** Codes that are not a way in. */
const NOT_ENTRY = /\b(?:zip|postal|post|promo|promotional|discount|coupon|area|country|dress)\s+codes?\b/gi;

const PATTERNS: readonly RegExp[] = [
  // 'gate code', 'alarm code', 'wifi password', 'lockbox combination' (up to two words between).
  new RegExp(String.raw`\b${ENTRY}\b(?:\W+\w+){0,2}?\W+${SECRET}\b`, 'i'),
  // 'lockbox 1234', 'code is 4412', 'pin: 0000', 'keypad #2468'.
  new RegExp(String.raw`\b(?:${SECRET}|lock ?box|key ?box|keypad|key pad|key safe)\b(?:\W+\w+){0,2}?\W+#?\d{3,8}\b`, 'i'),
  // 'password: sunflower', 'passcode is xyz'.
  /\b(?:password|passcode|passphrase)\s*(?::|=|\bis\b)\s*\S+/i,
];

/** True when `text` looks like it carries an access code or password. */
export function looksLikeAccessCode(text: string): boolean {
  const cleaned = text.replace(NOT_ENTRY, ' ');
  return PATTERNS.some((pattern) => pattern.test(cleaned));
}

/** The composer's hint, with the link's words (the customer's property access editor). */
export const ACCESS_CODE_HINT = {
  text: 'This looks like an access code or password. Messages are not the place to keep it: put it in your home’s access details, which stay sealed and are shown only to your sitter on the day.',
  staffText:
    'This looks like an access code or password. Codes belong in the home’s access details, which stay sealed, rather than in a conversation.',
  link: 'Edit access details',
} as const;
