/** X-Request-Id: kept from the caller (a proxy's id ties its log to ours) when it is a plain token. */
import { randomUUID } from 'node:crypto';

/** Letters, digits and . _ : - only, up to 128: nothing that could forge a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

export function requestIdFrom(incoming: string | undefined): string {
  return incoming !== undefined && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
