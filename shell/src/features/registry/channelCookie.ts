import { CHANNEL_COOKIE, CHANNEL_COOKIE_MAX_AGE_SECONDS, formatChannelCookie } from '@housesit/shared-contracts';
import type { ChannelOptIns } from './channels';

/** The part of `document.cookie` this module uses (a fake in tests). */
export interface CookieJar {
  /** Every cookie of the page as `a=1; b=2`. */
  read(): string;
  /** Sets or deletes one cookie (`name=value; attributes`). */
  write(cookie: string): void;
}

/**
 * Mirrors the stored staging opt-ins into CHANNEL_COOKIE, so that the server's HTML of a public
 * page comes from the same release the app will show (decision 020): written when the value
 * differs from the page's cookie (an opt-in added or cleared, or a browser that had none yet),
 * deleted when there are no opt-ins. Not HttpOnly: the shell writes it; it carries no secret.
 */
export function mirrorChannelCookie(optIns: ChannelOptIns, jar: CookieJar | null, secure: boolean): void {
  if (!jar) return;
  const value = formatChannelCookie(optIns);
  const current = jar
    .read()
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CHANNEL_COOKIE}=`))
    ?.slice(CHANNEL_COOKIE.length + 1);
  if ((current ?? '') === value) return;
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  jar.write(
    value
      ? `${CHANNEL_COOKIE}=${value}; Max-Age=${CHANNEL_COOKIE_MAX_AGE_SECONDS}${attributes}`
      : `${CHANNEL_COOKIE}=; Max-Age=0${attributes}`,
  );
}

/** document.cookie, or null where reading it throws (a sandboxed frame). */
export function browserCookies(): CookieJar | null {
  try {
    void document.cookie;
    return {
      read: () => document.cookie,
      write: (cookie) => {
        document.cookie = cookie;
      },
    };
  } catch {
    return null;
  }
}
