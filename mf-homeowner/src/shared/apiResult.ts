import { API_ERRORS, type ApiResult } from '@housesit/shared-contracts';
import { ApiAuthError } from '@housesit/shell/kit';

/**
 * The shared request rule hands 401/403 back instead of throwing; screens that read data treat
 * them as errors carrying the server's message, as the kit's useApiQuery does.
 */
export function dataOrThrow<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiAuthError(
    result.status,
    result.data?.message ?? (result.status === 401 ? API_ERRORS.notSignedIn : API_ERRORS.forbidden),
  );
}
