/**
 * @housesit/shell/kit: the one copy of the design system and session runtime, shared at run
 * time as a module-federation singleton provided by the shell (see federation/index.cjs).
 * Import it as '@housesit/shell/kit' everywhere, in the shell too, never by relative path.
 */
export { KIT_INSTANCE_ID, kitInstanceCount } from './instance';

// Theme
export { theme, space, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';

// Primitives
export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './primitives/Button';
export { Card } from './primitives/Card';
export { Stack, type StackProps } from './primitives/Stack';
export { Dialog, type DialogProps } from './primitives/Dialog';
export { useToastSlot } from './primitives/toastSlot';
export { Tabs, tabId, tabPanelId, type TabsProps, type TabItem } from './primitives/Tabs';
export { isPlainClick } from './primitives/plainClick';
export { Badge, VisitStatusBadge, type BadgeProps, type BadgeTone } from './primitives/Badge';
export { Input, TextArea, type InputProps, type TextAreaProps } from './primitives/Input';
export { Field, fieldErrorId, fieldHintId, type FieldProps } from './primitives/Field';
export { formTextField, type FormTextFieldProps, type UseFormField } from './primitives/FormTextField';
export { Spinner, FullPageSpinner, type SpinnerProps } from './primitives/Spinner';
export { EmptyState, type EmptyStateProps } from './primitives/EmptyState';
export { ErrorBox, type ErrorBoxProps } from './primitives/ErrorBox';
export { PageHeader, type PageHeaderProps } from './primitives/PageHeader';
export { StatCard, type StatCardProps } from './primitives/StatCard';
export { VisuallyHidden } from './primitives/VisuallyHidden';
export { CountBadge, type CountBadgeProps } from './primitives/CountBadge';

// Runtime
export { KitProvider, type KitProviderProps } from './runtime/KitProvider';
export { useApi } from './runtime/apiContext';
export {
  useSession,
  useSessionActions,
  fetchSessionUser,
  SESSION_KEY,
  SESSION_SWR_OPTIONS,
  type SessionState,
  type SessionStatus,
} from './runtime/session';
export { useToast, useToastQueue, type ToastInput, type ToastItem, type ToastVariant } from './runtime/toasts';
export { useApiQuery, useDeferredFirstAnswer, ApiAuthError, type ApiQueryOptions, type ApiQueryResult } from './runtime/useApiQuery';
export { useVisitsData, visitsLoaderProblem } from './runtime/useVisitsData';
export { useUnreadTotals } from './runtime/useUnreadTotals';
export { useNotificationUnread } from './runtime/useNotificationUnread';
export { ServerPart, ServerPartCopy } from './runtime/ServerPart';
export { usePrerendering } from './runtime/prerendering';
export { whenIdle, type WhenIdleOptions } from './runtime/whenIdle';
export { BusyWhileShown, useAfterOtherWork, useBusyWhile, useScreenReady, useScreenWork } from './runtime/screenWork';
export { Loaded, type LoadedProps, type LoadedQuery } from './runtime/Loaded';
export { usePendingChanges, usePublishPendingChanges, type PendingChange } from './runtime/pendingChanges';

// Formatting
export { formatDate, formatLongDate, formatTime } from './format/dates';
