/**
 * @housesit/shell/kit/areas: what the signed-in areas share beyond the kit (layout helpers, the
 * staff's visit parts, photos, the lazy chart, the action and query-cache runtime). A module-federation singleton of its own: the
 * shell never imports it, so only the areas that use it fetch it, and it stays off the first
 * load of `/` and `/login` (the critical-path budget, decision 009). Areas never import each other; what two of them
 * need goes here.
 */
export * from './layout';
export { ItemList, type ItemListProps } from './list/ItemList';
export { LazyChart, prefetchChart, type ChartPoint, type LazyChartProps } from './chart/LazyChart';
export { PhotoGallery } from './photos/PhotoGallery';
export { PhotoPicker, type PhotoPickerProps } from './photos/PhotoPicker';
export { RemovePhotos, type RemovePhotosProps } from './photos/RemovePhotos';
export { PhotoFileError, areImageFiles, hasImageContent, isImageFile, isTooLarge, photoDataUrl, readAsDataUrl } from './photos/photoFile';
export { photoFilesRefusal, photosEditable, uploadFailure, type PhotoUploadMode } from './photos/photoPolicy';
export {
  useVisitLifecycle,
  type CompletionReport,
  type LifecycleBusy,
  type LifecycleOutcome,
  type LifecycleSender,
  type VisitCompletion,
} from './visits/lifecycle/useVisitLifecycle';
export { removePhotoNow } from './visits/lifecycle/removePhotoNow';
export { DetailsBody, DetailsSection } from './visits/DetailsSection';
export {
  AccessTextInputs,
  accessDetailsToSave,
  KeyHolderField,
  OpenedAccessDetails,
  type AccessDrafts,
  type AccessTextInputsProps,
  type KeyHolderFieldProps,
} from './access/AccessDetailsParts';
export { TaskChecklist, type TaskChecklistProps } from './visits/TaskChecklist';
export type { TaskChange } from './visits/EditableTask';
export { categoryLabel, planName } from './visits/visitText';
export { ChoiceGroup } from './ChoiceGroup';
export { RescheduleFields, type RescheduleFieldsProps, type RescheduleValue } from './visits/RescheduleFields';
export { MessageList, messageTime, type MessageListProps } from './conversation/MessageList';
export { MessageComposer, type MessageComposerProps, type SendOutcome } from './conversation/MessageComposer';
export { ConversationPanel, type ConversationPanelProps } from './conversation/ConversationPanel';
export { StaffInbox, type StaffInboxProps } from './conversation/StaffInbox';
export { useConversationThread, mergeMessages } from './conversation/useConversationThread';
export { useConversationSocket, type SocketConstructor } from './conversation/useConversationSocket';
export { useSelectedVisitId } from './conversation/useSelectedVisitId';
export { useMarkConversationRead } from './conversation/useMarkConversationRead';
export { useRealtimeSocket, type RealtimeSocketOptions, type SocketFactory, type SocketLike } from './realtime/useRealtimeSocket';
export { useTypingIndicator, type TypingEvent } from './realtime/useTypingIndicator';
export { useTypingSender } from './realtime/useTypingSender';
export { useLiveUpdates } from './realtime/useLiveUpdates';
export { useApiAction, problemToast, type RunApiAction } from './actions';
export { useQueryCache, useApiPages } from './queryCache';
export {
  NotificationCard,
  NotificationItems,
  type NotificationCardProps,
  type NotificationItemsProps,
} from './notifications/NotificationCard';
export { useMarkAllNotificationsRead, useMarkNotificationRead } from './notifications/useMarkNotificationRead';
export { MarkAllNotificationsRead, type MarkAllNotificationsReadProps } from './notifications/MarkAllNotificationsRead';
export { useNotifications } from './notifications/useNotifications';
export { NotificationsPage, type NotificationsPageProps } from './notifications/NotificationsPage';
