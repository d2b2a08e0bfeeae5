/** Demo sign-ins for the benches that audit signed-in pages. */
import { benchEnv } from '../env';

/** Who each signed-in page is measured as: the demo users (api/src/seed/demo.ts). */
export const SIGNED_IN_AS: Record<string, string> = { '/dashboard': 'homeowner', '/jobs': 'admin', '/housesitter/jobs': 'sitter' };

/** The session cookie of a demo user (`name=value`), to send with every request of an audit. */
export async function sessionCookie(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username, password: benchEnv.demoPassword }),
  });
  if (response.status !== 200) throw new Error(`sign-in as ${username}: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.includes('housesit_session='));
  if (!cookie) throw new Error(`sign-in as ${username}: no session cookie`);
  return cookie.split(';')[0] ?? '';
}
