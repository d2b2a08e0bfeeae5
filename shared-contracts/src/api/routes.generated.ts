// Generated from src/endpoints by `npm run generate:client-routes -w @housesit/shared-contracts`: do not edit.
/**
 * Each endpoint's method and path, for the browser's client (see src/endpoints/clientRoutes.ts);
 * src/endpoints/clientRoutes.test.ts fails when this file no longer matches the definitions.
 */
import type { accessEndpoints } from '../endpoints/access.js';
import type { accountEndpoints } from '../endpoints/account.js';
import type { adminEndpoints } from '../endpoints/admin.js';
import type { adminReportsEndpoints } from '../endpoints/admin.js';
import type { authEndpoints } from '../endpoints/auth.js';
import type { bookingEndpoints } from '../endpoints/booking.js';
import type { calendarEndpoints } from '../endpoints/calendar.js';
import type { dispatchEndpoints } from '../endpoints/dispatch.js';
import type { emailEndpoints } from '../endpoints/email.js';
import type { homeownerEndpoints } from '../endpoints/homeowner.js';
import type { lifecycleEndpoints } from '../endpoints/lifecycle.js';
import type { messagesEndpoints } from '../endpoints/homeowner.js';
import type { notificationsEndpoints } from '../endpoints/notifications.js';
import type { payoutsEndpoints } from '../endpoints/payouts.js';
import type { ratingsEndpoints } from '../endpoints/ratings.js';
import type { registryEndpoints } from '../endpoints/registry.js';
import type { serverEndpoints } from '../endpoints/server.js';
import type { visitsEndpoints } from '../endpoints/visits.js';

export const accessRoutes = {
  summary: { method: 'GET', path: '/api/properties/access' },
  save: { method: 'PUT', path: '/api/properties/access' },
  reveals: { method: 'GET', path: '/api/properties/access/reveals' },
  adminSave: { method: 'PUT', path: '/api/admin/visits/:id/access' },
  reveal: { method: 'POST', path: '/api/visits/:id/access/reveal' },
} as unknown as typeof accessEndpoints;

export const accountRoutes = {
  updateProfile: { method: 'PUT', path: '/api/account/profile' },
  changePassword: { method: 'POST', path: '/api/account/password' },
  sessions: { method: 'GET', path: '/api/account/sessions' },
  endSession: { method: 'DELETE', path: '/api/account/sessions/:id' },
  endOtherSessions: { method: 'POST', path: '/api/account/sessions/sign-out-others' },
  sitterProfile: { method: 'GET', path: '/api/account/sitter-profile' },
  updateSitterProfile: { method: 'PUT', path: '/api/account/sitter-profile' },
} as unknown as typeof accountEndpoints;

export const adminRoutes = {
  jobs: { method: 'GET', path: '/api/admin/jobs' },
  stats: { method: 'GET', path: '/api/admin/stats' },
  attention: { method: 'GET', path: '/api/admin/attention' },
  homeowners: { method: 'GET', path: '/api/admin/users/homeowners' },
} as unknown as typeof adminEndpoints;

export const adminReportsRoutes = {
  revenue: { method: 'GET', path: '/api/admin/revenue' },
  openApi: { method: 'GET', path: '/api/admin/openapi.json' },
} as unknown as typeof adminReportsEndpoints;

export const authRoutes = {
  me: { method: 'GET', path: '/api/auth/me' },
  login: { method: 'POST', path: '/api/auth/login' },
  register: { method: 'POST', path: '/api/auth/register' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  requestPasswordReset: { method: 'POST', path: '/api/auth/password-reset' },
  confirmPasswordReset: { method: 'POST', path: '/api/auth/password-reset/confirm' },
} as unknown as typeof authEndpoints;

export const bookingRoutes = {
  quote: { method: 'POST', path: '/api/checkout/quote' },
  checkout: { method: 'POST', path: '/api/checkout' },
  retryCheckout: { method: 'POST', path: '/api/checkout/:checkoutId/retry' },
  order: { method: 'GET', path: '/api/polar/order' },
  payments: { method: 'GET', path: '/api/payments' },
  updatePayment: { method: 'PATCH', path: '/api/payments/:id' },
  receipt: { method: 'GET', path: '/api/payments/:id/receipt.pdf' },
  subscriptions: { method: 'GET', path: '/api/subscriptions' },
  subscription: { method: 'GET', path: '/api/subscriptions/:id' },
  updateSubscription: { method: 'PATCH', path: '/api/subscriptions/:id' },
  cancelSubscription: { method: 'POST', path: '/api/subscriptions/:id/cancel' },
  resumeSubscription: { method: 'POST', path: '/api/subscriptions/:id/resume' },
  paySubscriptionAgain: { method: 'POST', path: '/api/subscriptions/:id/pay' },
  sandboxCheckout: { method: 'GET', path: '/api/payments/sandbox/:checkoutId' },
  sandboxPay: { method: 'POST', path: '/api/payments/sandbox/:checkoutId/pay' },
  sandboxDecline: { method: 'POST', path: '/api/payments/sandbox/:checkoutId/decline' },
  polarWebhook: { method: 'POST', path: '/api/polar/webhook' },
  requestLocation: { method: 'POST', path: '/api/location-requests' },
  locationRequests: { method: 'GET', path: '/api/admin/location-requests' },
  updateLocationRequest: { method: 'PATCH', path: '/api/admin/location-requests/:id' },
} as unknown as typeof bookingEndpoints;

export const calendarRoutes = {
  status: { method: 'GET', path: '/api/account/calendar-feed' },
  create: { method: 'POST', path: '/api/account/calendar-feed' },
  turnOff: { method: 'DELETE', path: '/api/account/calendar-feed' },
  document: { method: 'GET', path: '/api/calendar/:file' },
} as unknown as typeof calendarEndpoints;

export const dispatchRoutes = {
  myTimeOff: { method: 'GET', path: '/api/sitter/time-off' },
  addTimeOff: { method: 'POST', path: '/api/sitter/time-off' },
  removeTimeOff: { method: 'DELETE', path: '/api/sitter/time-off/:id' },
  timeOff: { method: 'GET', path: '/api/admin/time-off' },
  load: { method: 'GET', path: '/api/admin/dispatch/load' },
  assignPlan: { method: 'POST', path: '/api/admin/jobs/:id/assign-plan' },
} as unknown as typeof dispatchEndpoints;

export const emailRoutes = {
  preferences: { method: 'GET', path: '/api/account/email-preferences' },
  savePreferences: { method: 'PUT', path: '/api/account/email-preferences' },
  unsubscribePage: { method: 'GET', path: '/api/email/unsubscribe' },
  unsubscribe: { method: 'POST', path: '/api/email/unsubscribe' },
  supportContact: { method: 'GET', path: '/api/support/contact' },
  officeHours: { method: 'GET', path: '/api/support/hours' },
} as unknown as typeof emailEndpoints;

export const homeownerRoutes = {
  archiveReport: { method: 'PATCH', path: '/api/report/:reportId/archive' },
  restoreReport: { method: 'PATCH', path: '/api/report/:reportId/restore' },
  cancelVisit: { method: 'PATCH', path: '/api/visit/:id/cancel' },
  rescheduleVisit: { method: 'PATCH', path: '/api/visit/:id/reschedule' },
  cancellation: { method: 'GET', path: '/api/visit/:id/cancellation' },
  properties: { method: 'GET', path: '/api/properties' },
} as unknown as typeof homeownerEndpoints;

export const lifecycleRoutes = {
  start: { method: 'PATCH', path: '/api/visit/:id/start' },
  revert: { method: 'PATCH', path: '/api/visit/:id/revert' },
  removePhoto: { method: 'DELETE', path: '/api/visit/:id/photos/:mediaId' },
  history: { method: 'GET', path: '/api/visit/:id/history' },
  addPhoto: { method: 'PATCH', path: '/api/report/:reportId/add-photo' },
  addPhotoToVisit: { method: 'PATCH', path: '/api/visit/:id/add-photo' },
  complete: { method: 'PATCH', path: '/api/visit/:id/complete' },
  updateTask: { method: 'PATCH', path: '/api/visit/:id/tasks/:taskId' },
  setJobStatus: { method: 'PUT', path: '/api/admin/jobs/:id/status' },
  assign: { method: 'PATCH', path: '/api/admin/jobs/:id/assign' },
  listUsers: { method: 'GET', path: '/api/admin/users' },
  createUser: { method: 'POST', path: '/api/admin/users' },
  deactivateUser: { method: 'POST', path: '/api/admin/users/:id/deactivate' },
  reactivateUser: { method: 'POST', path: '/api/admin/users/:id/reactivate' },
  sendPasswordReset: { method: 'POST', path: '/api/admin/users/:id/password-reset' },
  sitterEarnings: { method: 'GET', path: '/api/sitter/earnings' },
} as unknown as typeof lifecycleEndpoints;

export const messagesRoutes = {
  conversations: { method: 'GET', path: '/api/conversations' },
  list: { method: 'GET', path: '/api/visits/:id/messages' },
  send: { method: 'POST', path: '/api/visits/:id/messages' },
  markRead: { method: 'POST', path: '/api/visits/:id/messages/read' },
  unread: { method: 'GET', path: '/api/conversations/unread' },
  inbox: { method: 'GET', path: '/api/inbox' },
} as unknown as typeof messagesEndpoints;

export const notificationsRoutes = {
  list: { method: 'GET', path: '/api/notifications' },
  unread: { method: 'GET', path: '/api/notifications/unread' },
  markAllRead: { method: 'POST', path: '/api/notifications/read-all' },
  markRead: { method: 'PATCH', path: '/api/notifications/:id/read' },
} as unknown as typeof notificationsEndpoints;

export const payoutsRoutes = {
  weeks: { method: 'GET', path: '/api/admin/payouts' },
  markPaid: { method: 'POST', path: '/api/admin/payouts' },
  mine: { method: 'GET', path: '/api/sitter/payouts' },
} as unknown as typeof payoutsEndpoints;

export const ratingsRoutes = {
  visitRating: { method: 'GET', path: '/api/visits/:id/rating' },
  rateVisit: { method: 'PUT', path: '/api/visits/:id/rating' },
  sitterRatings: { method: 'GET', path: '/api/sitter/ratings' },
  perSitter: { method: 'GET', path: '/api/admin/sitter-ratings' },
  visitTip: { method: 'GET', path: '/api/visits/:id/tip' },
  tipVisit: { method: 'POST', path: '/api/visits/:id/tip' },
  tipReceipt: { method: 'GET', path: '/api/tips/:id/receipt.pdf' },
} as unknown as typeof ratingsEndpoints;

export const registryRoutes = {
  get: { method: 'GET', path: '/api/registry' },
  releases: { method: 'GET', path: '/api/registry/releases' },
  change: { method: 'POST', path: '/api/registry/remotes/:remote' },
  health: { method: 'GET', path: '/api/registry/health' },
  reportPageLoads: { method: 'POST', path: '/api/registry/page-loads' },
  deployTokens: { method: 'GET', path: '/api/registry/deploy-tokens' },
  createDeployToken: { method: 'POST', path: '/api/registry/deploy-tokens' },
  revokeDeployToken: { method: 'DELETE', path: '/api/registry/deploy-tokens/:id' },
  publish: { method: 'POST', path: '/api/releases/:remote' },
  reportClientError: { method: 'POST', path: '/api/registry/client-errors' },
} as unknown as typeof registryEndpoints;

export const serverRoutes = {
  health: { method: 'GET', path: '/api/health' },
  ready: { method: 'GET', path: '/api/ready' },
  socket: { method: 'GET', path: '/ws' },
  formSignIn: { method: 'POST', path: '/login' },
  media: { method: 'GET', path: '/api/media/:id' },
  sitterPhoto: { method: 'GET', path: '/api/media/sitter/:id' },
} as unknown as typeof serverEndpoints;

export const visitsRoutes = {
  list: { method: 'GET', path: '/api/visits' },
  userStats: { method: 'GET', path: '/api/user/stats' },
} as unknown as typeof visitsEndpoints;
