/**
 * Every API endpoint's one definition. Adding an endpoint: define it in its group's file (or a
 * new group added here), register its route in the API, and call it from the client with `call`.
 */
import { accessEndpoints } from './access.js';
import { accountEndpoints } from './account.js';
import { adminEndpoints, adminReportsEndpoints } from './admin.js';
import { authEndpoints } from './auth.js';
import { bookingEndpoints } from './booking.js';
import { calendarEndpoints } from './calendar.js';
import { dispatchEndpoints } from './dispatch.js';
import { emailEndpoints } from './email.js';
import { endpointKey, type EndpointDefinition } from './endpoint.js';
import { homeownerEndpoints, messagesEndpoints } from './homeowner.js';
import { lifecycleEndpoints } from './lifecycle.js';
import { notificationsEndpoints } from './notifications.js';
import { payoutsEndpoints } from './payouts.js';
import { ratingsEndpoints } from './ratings.js';
import { registryEndpoints } from './registry.js';
import { serverEndpoints } from './server.js';
import { visitsEndpoints } from './visits.js';

export {
  endpoint,
  endpointKey,
  shapeOf,
  type AnyStruct,
  type CallArgs,
  type EndpointAccess,
  type EndpointDefinition,
  type ObjectKind,
  type ResponseOf,
} from './endpoint.js';
export {
  accessEndpoints,
  accountEndpoints,
  adminEndpoints,
  adminReportsEndpoints,
  authEndpoints,
  bookingEndpoints,
  calendarEndpoints,
  dispatchEndpoints,
  emailEndpoints,
  homeownerEndpoints,
  lifecycleEndpoints,
  messagesEndpoints,
  notificationsEndpoints,
  payoutsEndpoints,
  ratingsEndpoints,
  registryEndpoints,
  serverEndpoints,
  visitsEndpoints,
};
export { PHOTO_BODY_MAX } from './lifecycle.js';
export { openApiDocument, openApiPath, type OpenApiInfo } from './openapi.js';
export { toJsonSchema, type JsonSchema } from './jsonSchema.js';

const GROUPS = [
  authEndpoints,
  accountEndpoints,
  emailEndpoints,
  calendarEndpoints,
  visitsEndpoints,
  lifecycleEndpoints,
  homeownerEndpoints,
  messagesEndpoints,
  notificationsEndpoints,
  adminEndpoints,
  adminReportsEndpoints,
  bookingEndpoints,
  registryEndpoints,
  accessEndpoints,
  ratingsEndpoints,
  payoutsEndpoints,
  serverEndpoints,
  dispatchEndpoints,
];

/** Every definition, keyed 'METHOD /path' as the API's access table is. */
export const ENDPOINTS: Readonly<Record<string, EndpointDefinition>> = Object.fromEntries(
  GROUPS.flatMap((group) => Object.values(group) as EndpointDefinition[]).map((definition) => [endpointKey(definition), definition]),
);
