/**
 * GET /api/notifications → NotificationList (the signed-in user's own, any role);
 * PATCH /api/notifications/{id}/read → { notification }. What each kind says is the catalogue's.
 */
import { enums, nullable, number, object, string, type Infer } from 'superstruct';
import { NOTIFICATION_TYPES } from './catalogue.js';
import { NotificationDetailsStruct } from './details.js';

export const NotificationStruct = object({
  id: number(),
  type: enums(NOTIFICATION_TYPES),
  visitId: nullable(number()),
  /** The facts its words need, as they were when it was made. */
  details: NotificationDetailsStruct,
  createdAt: string(),
  readAt: nullable(string()),
});
export type AppNotification = Infer<typeof NotificationStruct>;

export interface NotificationList {
  items: AppNotification[];
  unread: number;
}
