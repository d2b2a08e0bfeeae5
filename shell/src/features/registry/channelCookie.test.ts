import { CHANNEL_COOKIE, parseChannelCookie } from '@housesit/shared-contracts';
import { describe, expect, it } from 'vitest';
import { mirrorChannelCookie, type CookieJar } from './channelCookie';
import { readChannelOptIns, type KeyValueStorage } from './channels';

/** document.cookie's behaviour for one path: a write sets or (Max-Age=0) deletes one cookie. */
function fakeJar(initial: Record<string, string> = {}): CookieJar & { cookies: Map<string, string>; writes: string[] } {
  const cookies = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    cookies,
    writes,
    read: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    write: (cookie) => {
      writes.push(cookie);
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/;\s*Max-Age=0(;|$)/.test(cookie)) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** What the shell does on each page load (prepareShell). */
function load(url: string, storage: KeyValueStorage, jar: CookieJar) {
  mirrorChannelCookie(readChannelOptIns(url, storage), jar, url.startsWith('https:'));
}

describe('the staging opt-ins mirrored into a cookie', () => {
  it('writes the stored opt-ins for the whole site, and deletes the cookie when the last one is cleared', () => {
    const storage = memoryStorage();
    const jar = fakeJar({ other: '1' });
    load('https://h.example/?channel.mf_public=staging', storage, jar);
    expect(jar.writes).toEqual([`${CHANNEL_COOKIE}=mf_public:staging; Max-Age=15724800; Path=/; SameSite=Lax; Secure`]);
    load('https://h.example/sitter?channel.mf_sitter=staging', storage, jar);
    expect(parseChannelCookie(jar.cookies.get(CHANNEL_COOKIE))).toEqual({ mf_public: 'staging', mf_sitter: 'staging' });
    load('https://h.example/?channel.mf_public=stable', storage, jar);
    expect(parseChannelCookie(jar.cookies.get(CHANNEL_COOKIE))).toEqual({ mf_sitter: 'staging' });
    load('https://h.example/?channel.mf_sitter=stable', storage, jar);
    expect(jar.writes.at(-1)).toBe(`${CHANNEL_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; Secure`);
    expect(jar.cookies.has(CHANNEL_COOKIE)).toBe(false);
    expect(jar.cookies.get('other')).toBe('1');
  });

  it('writes only when the cookie differs from storage: a browser that opted in before the cookie existed gets it once', () => {
    const storage = memoryStorage();
    readChannelOptIns('http://localhost:3001/?channel.mf_admin=staging', storage); // stored, never mirrored
    const jar = fakeJar();
    load('http://localhost:3001/admin', storage, jar);
    load('http://localhost:3001/admin/users', storage, jar);
    expect(jar.writes).toEqual([`${CHANNEL_COOKIE}=mf_admin:staging; Max-Age=15724800; Path=/; SameSite=Lax`]);
  });

  it('replaces a cookie that says something storage does not (edited by hand, or from another version)', () => {
    const jar = fakeJar({ [CHANNEL_COOKIE]: 'mf_public:staging|mf_nope:staging' });
    load('https://h.example/', memoryStorage(), jar);
    expect(jar.cookies.has(CHANNEL_COOKIE)).toBe(false);
  });
});
