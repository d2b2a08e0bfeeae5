import { is } from 'superstruct';
import { REMOTE_NAMES, UserStruct, type RemoteName } from '@housesit/shared-contracts';
import { SHELL_BOOT_ELEMENT_ID, type ShellBoot } from '../../../server/contract/shellBoot';
import type { ChannelOptIns } from './channels';

/**
 * The registry answer and session the server wrote into the page (ShellBoot, decision 020), or
 * null when it wrote none (a public page, the development server) or something unreadable: the
 * shell then asks GET /api/registry and GET /api/auth/me as before.
 */
export function readShellBoot(doc: Pick<Document, 'getElementById'>): ShellBoot | null {
  const text = doc.getElementById(SHELL_BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { registry, stagingOptIns, user, answers } = data as Record<string, unknown>;
  if (typeof registry !== 'object' || registry === null) return null;
  if (!Array.isArray(stagingOptIns) || !stagingOptIns.every((name) => REMOTE_NAMES.includes(name as RemoteName))) return null;
  if (user !== null && !is(user, UserStruct)) return null;
  const boot: ShellBoot = { registry: registry as ShellBoot['registry'], stagingOptIns: stagingOptIns as RemoteName[], user };
  // The answers are only ever handed to the API client as response bodies, which checks nothing
  // more of a network answer either; a non-object is ignored, not a reason to drop the rest.
  if (typeof answers === 'object' && answers !== null && !Array.isArray(answers)) boot.answers = answers as Record<string, unknown>;
  return boot;
}

/** Whether the server answered for the same staging opt-ins this browser holds (its storage may know one the cookie lost). */
export function sameOptIns(boot: Pick<ShellBoot, 'stagingOptIns'>, optIns: ChannelOptIns): boolean {
  const mine = REMOTE_NAMES.filter((name) => optIns[name] === 'staging');
  return mine.length === boot.stagingOptIns.length && mine.every((name) => boot.stagingOptIns.includes(name));
}
