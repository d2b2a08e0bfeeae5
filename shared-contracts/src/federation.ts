/**
 * The contract between the shell and the four remotes: remote names, the modules each exposes
 * and the contract version a remote was built against (docs/decisions/001-remotes.md).
 */
export const REMOTE_NAMES = ['mf_public', 'mf_homeowner', 'mf_sitter', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Bumped when the props or exposed modules change incompatibly. */
export const CONTRACT_VERSION = 1;

export const EXPOSED_MODULES = {
  mf_public: ['./Landing', './Terms', './Privacy', './Confirmation', './Support', './PlanDialog'],
  mf_homeowner: ['./Dashboard', './Messages', './Reports', './Purchase', './Visits', './Properties', './Notifications'],
  mf_sitter: ['./Dashboard', './Jobs', './Earnings'],
  mf_admin: ['./Dashboard', './Jobs', './Revenue', './Users'],
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

export interface RemoteRelease {
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  version: string;
  channel: 'stable' | 'staging';
}

/** GET /api/registry: where each remote lives, read by the shell at start. */
export interface RuntimeRegistry {
  contractVersion: number;
  /** Origin of the API; null means the origin that served the shell. */
  apiOrigin: string | null;
  environment: string;
  remotes: Record<RemoteName, RemoteRelease>;
}
