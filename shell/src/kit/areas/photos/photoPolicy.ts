import { LIFECYCLE_MESSAGES, TOASTS, VISIT_ERRORS, type Visit } from '@housesit/shared-contracts';
import type { ToastInput } from '@housesit/shell/kit';
import { areImageFiles, isTooLarge } from './photoFile';

/** 'single' is one photo picked for the report, 'multiple' several at once (the job card, the sitter's camera). */
export type PhotoUploadMode = 'single' | 'multiple';

/**
 * Photos are added to a visit's report and removed from it only while the visit is in progress:
 * before it is started there is no report, and a completed report is what the homeowner reads.
 */
export function photosEditable(visit: Pick<Visit, 'status'>): boolean {
  return visit.status === 'in_progress';
}

/** The failure toast of an upload: 'Upload Failed' for one photo, 'Upload failed' for several. */
export function uploadFailure(mode: PhotoUploadMode): { title: string; description: string } {
  return mode === 'single' ? TOASTS.uploadFailedSingle : TOASTS.uploadFailed;
}

/**
 * Why these files may not be added to this visit, as the toast that says so; null when they may.
 * Nothing is sent when any file is not an image (by its type and by its first bytes: a text file
 * named .png is typed image/png), is larger than the API takes, or the visit is not in progress.
 */
export async function photoFilesRefusal(
  visit: Pick<Visit, 'status'>,
  files: readonly File[],
  mode: PhotoUploadMode,
): Promise<ToastInput | null> {
  if (!(await areImageFiles(files))) return { ...TOASTS.invalidFile, variant: 'destructive' };
  const failed = uploadFailure(mode);
  if (files.some(isTooLarge)) return { title: failed.title, description: LIFECYCLE_MESSAGES.imageTooLarge, variant: 'destructive' };
  if (!photosEditable(visit)) return { title: failed.title, description: VISIT_ERRORS.noReport, variant: 'destructive' };
  return null;
}
