/**
 * The contract between the shell and the four remotes: remote names, the modules each exposes
 * and the contract version a remote was built against (docs/decisions/001-remotes.md).
 */
export const REMOTE_NAMES = ['mf_public', 'mf_homeowner', 'mf_sitter', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The contract version this build of shared-contracts describes; a remote's release records the
 * one it was built against (docs/decisions/007-releases.md).
 * 1: the route table, EXPOSED_MODULES and RemoteScreenProps.
 * 2: remotes are published as releases that declare their contract version (props unchanged,
 *    so remotes built against 1 still work).
 * 3: mf_sitter and mf_admin expose './Messages' (the staff inboxes); a release built against 2
 *    lacks it, and the shell shows that screen's load error, the rest of the area still works.
 * 4: mf_admin exposes './Schedule' (the week schedule; a release built against 3 lacks
 *    it, and only that screen shows its load error), and releases declare their own screens and
 *    navigation entries (release.json `routes`, `nav`, from the area's area.json; decision 016).
 *    Releases of 3 and earlier declare none: the shell gives them its built-in table (ROUTES).
 * 5: mf_admin exposes './Notifications' (the admins' stored notifications); a release
 *    built against 4 lacks it, and only that screen shows its load error.
 * 6: mf_admin exposes './Releases' (each area's releases, their health and the channel actions,
 *    decision 007); a release built against 5 lacks it, and only that screen shows its load error.
 * Bump it when props or exposed modules change; raise MIN_COMPATIBLE_CONTRACT_VERSION only when
 * the change is incompatible.
 */
export const CONTRACT_VERSION = 6;
/** The oldest contract a remote may have been built against and still run in this shell. */
export const MIN_COMPATIBLE_CONTRACT_VERSION = 1;

/** Whether a remote built against `version` can run with this build's contract. */
export function isCompatibleContract(version: number): boolean {
  return Number.isInteger(version) && version >= MIN_COMPATIBLE_CONTRACT_VERSION && version <= CONTRACT_VERSION;
}

export const EXPOSED_MODULES = {
  mf_public: ['./Landing', './Terms', './Privacy', './Confirmation', './Support', './PlanDialog'],
  mf_homeowner: ['./Dashboard', './Messages', './Reports', './Purchase', './Visits', './Properties', './Notifications', './Billing'],
  mf_sitter: ['./Dashboard', './Jobs', './Earnings', './Messages'],
  mf_admin: ['./Dashboard', './Jobs', './Revenue', './Users', './Messages', './Schedule', './Notifications', './Releases'],
} as const satisfies Record<RemoteName, readonly `./${string}`[]>;

export type ExposedModule<R extends RemoteName = RemoteName> = (typeof EXPOSED_MODULES)[R][number];

/**
 * Every exposed screen is a React component taking these props. The shell renders it inside
 * its layout; navigation goes through react-router, which is a shared singleton.
 */
export interface RemoteScreenProps {
  /** The path the shell matched, e.g. '/housesitter' or '/sitter/dashboard'. */
  path: string;
}

/** Props of mf_public's './PlanDialog', which the shell also opens from the 'Book Housesit' action. */
export interface PlanDialogProps {
  open: boolean;
  onClose: () => void;
}

export type ReleaseChannel = 'stable' | 'staging';

/** Declared screens and entries as the registry passes them (see areaRoutes.ts; kept structural here to avoid an import cycle). */
export interface DeclaredScreen {
  path: string;
  access: string;
  module: string;
  title: string;
}
export interface DeclaredNavEntry {
  menu: string;
  label: string;
  to: string;
  order: number;
  badge?: string;
}

export interface RemoteRelease {
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  version: string;
  channel: ReleaseChannel;
  /** Published release id (/releases/<remote>/<release>/); absent when served from the build. */
  release?: string;
  /** The contract version the release was built against; absent means this build's own. */
  contractVersion?: number;
  /** Why this visitor got a staging release: they opted in, or their rollout bucket. */
  via?: 'opt-in' | 'rollout';
  /** The screens the release declares (contract 4+); absent: the shell's built-in table. */
  routes?: DeclaredScreen[];
  /** Its navigation entries (contract 4+). */
  nav?: DeclaredNavEntry[];
  /**
   * Per screen path, the API GETs the screen makes first as it opens (the area's area.json
   * `firstRequests`), with placeholders such as `{serviceDay}` for what the screen computes: the
   * page server answers them into the screen's page.
   */
  firstRequests?: Record<string, string[]>;
}

/** GET /api/registry: where each remote lives, read by the shell at start. */
export interface RuntimeRegistry {
  contractVersion: number;
  /** Origin of the API; null means the origin that served the shell. */
  apiOrigin: string | null;
  environment: string;
  remotes: Record<RemoteName, RemoteRelease>;
  /**
   * Present (true) when this production server takes payments in the built-in sandbox
   * (PAYMENTS=sandbox, no Polar): no real money is taken, and every page says so.
   */
  sandboxPayments?: true;
}

/**
 * The props half of the contract as a type, for each remote's `src/exposes/contract.ts`:
 * `Exposed` maps every module the remote exposes to its component type. Resolves to `true` when
 * each module renders with its contract props (PlanDialogProps for mf_public's './PlanDialog',
 * RemoteScreenProps otherwise) and the keys include every EXPOSED_MODULES[R] (an area may expose
 * more: the screens it declares in its area.json, decision 016); otherwise to the
 * offending module names, so `const ok: ExposesMatchContract<...> = true` fails to compile
 * naming them.
 */
export type ExposesMatchContract<R extends RemoteName, Exposed extends Record<string, unknown>> = [ContractBreaks<R, Exposed>] extends [
  never,
]
  ? true
  : ContractBreaks<R, Exposed>;

type PropsFor<M> = M extends './PlanDialog' ? PlanDialogProps : RemoteScreenProps;
/** A component type React could render with props P (function or class). */
type Renders<C, P> = C extends (props: P) => unknown ? true : C extends new (props: P) => unknown ? true : false;
type ContractBreaks<R extends RemoteName, Exposed> =
  | { [M in keyof Exposed]: Renders<Exposed[M], PropsFor<M>> extends true ? never : M }[keyof Exposed]
  | Exclude<ExposedModule<R>, keyof Exposed>;
