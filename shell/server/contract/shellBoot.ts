import type { RemoteName, RuntimeRegistry, User } from '@housesit/shared-contracts';

/**
 * What the page server writes into the shell's page for the app's routes (decision 020): the
 * answers the shell would otherwise ask for before rendering anything, GET /api/registry and
 * GET /api/auth/me, as a JSON data block (`<script type="application/json" id="hs-boot">`,
 * which no Content-Security-Policy has to allow). Two round trips fewer before the first screen.
 * The shell writes it (server) and reads it (src/features/registry/shellBoot.ts): it is the
 * shell's own format, not a contract with the areas.
 */
export interface ShellBoot {
  /** GET /api/registry's answer for this visitor. */
  registry: RuntimeRegistry;
  /** The remotes the server put this visitor on staging for (query and cookie): the shell uses `registry` only when its own opt-ins are the same. */
  stagingOptIns: RemoteName[];
  /** GET /api/auth/me's user, null when the page was asked for without a live session. */
  user: User | null;
  /**
   * The first screen's GET answers (the area's declared first requests), by `pageAnswerKey`:
   * only 200 answers, each the body the API gave. Absent when the page has none.
   */
  answers?: Record<string, unknown>;
}

export const SHELL_BOOT_ELEMENT_ID = 'hs-boot';
