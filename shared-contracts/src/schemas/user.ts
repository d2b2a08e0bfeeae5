import { ERROR_CODES, type ErrorCode } from '../errors.js';
import { enums, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { ROLES } from '../roles.js';

export const RoleStruct = enums(ROLES);

export const UserStruct = object({
  id: number(),
  username: string(),
  email: string(),
  firstName: string(),
  lastName: string(),
  phone: optional(nullable(string())),
  address: optional(nullable(string())),
  role: RoleStruct,
  /** Set when an admin deactivated the account (staff accounts): it cannot sign in. */
  deactivatedAt: optional(nullable(string())),
});
export type User = Infer<typeof UserStruct>;

/** GET /api/auth/me, POST /api/auth/login and /register answer `{ user }`. */
export const SessionResponseStruct = object({ user: UserStruct });
export type SessionResponse = Infer<typeof SessionResponseStruct>;

export const ErrorResponseStruct = object({
  code: enums(ERROR_CODES),
  message: string(),
  fieldErrors: optional(object()),
});
export interface ErrorResponse {
  /** Stable machine-readable reason (errors.ts); clients branch on it, never on `message`. */
  code: ErrorCode;
  message: string;
  fieldErrors?: Record<string, string>;
  /** A toast title the server chose (e.g. 'Photos required'). */
  title?: string;
  /** Set when the caller should simply retry (a photo upload that started the visit). */
  retry?: boolean;
}
