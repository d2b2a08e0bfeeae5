/**
 * Who is coming: a sitter's short profile and photo, edited in /settings and shown to the
 * customer of each visit the sitter is assigned to, beside the sitter's first name. A customer
 * never gets the sitter's surname, email or phone.
 */
import { boolean, nullable, object, optional, string, type Infer } from 'superstruct';

/** The longest profile a sitter may write: a few sentences, read at a glance on a visit card. */
export const SITTER_PROFILE_MAX = 280;

export const SITTER_PROFILE_TEXT = {
  sectionTitle: 'Your profile for customers',
  intro: 'Customers see your first name, your photo and this profile on the visits you are assigned to.',
  profileLabel: 'About you',
  photoLabel: 'Photo',
  noPhoto: 'No photo yet.',
  removePhoto: 'Remove photo',
  save: 'Save customer profile',
  saved: { title: 'Customer profile saved', description: 'Customers see it on the visits you are assigned to.' },
  loadFailed: 'Could not load your profile',
  tooLong: `Profile must be at most ${SITTER_PROFILE_MAX} characters`,
  charactersLeft: (left: number) => `${left} characters left`,
  /** On the customer's visit. */
  yourSitter: 'Your sitter',
  noSitter: 'No sitter assigned yet. We will tell you who is coming.',
  photoAlt: (firstName: string) => `Photo of ${firstName}, your sitter`,
} as const;

/** The profile text as stored: trimmed, and null when blank. */
export function normalizeSitterProfile(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** Why a profile text cannot be saved (the form says it, the API refuses with account.profile_too_long), or null. */
export function sitterProfileRefusal(text: string): string | null {
  return text.trim().length > SITTER_PROFILE_MAX ? SITTER_PROFILE_TEXT.tooLong : null;
}

/**
 * PUT /api/account/sitter-profile: the whole profile text ('' clears it); `photo` a new photo as
 * a base64 data URL (checked by its bytes like a visit photo), absent to keep the current one;
 * `removePhoto` takes the photo away.
 */
export const UpdateSitterProfileStruct = object({
  profile: string(),
  photo: optional(string()),
  removePhoto: optional(boolean()),
});
export type UpdateSitterProfile = Infer<typeof UpdateSitterProfileStruct>;

/** GET and PUT /api/account/sitter-profile answer the sitter's own profile. */
export const SitterProfileStruct = object({
  profile: nullable(string()),
  /** /api/media/sitter/{id}, or null without a photo. */
  photoUrl: nullable(string()),
});
export type SitterProfile = Infer<typeof SitterProfileStruct>;

/** The assigned sitter as a visit's customer meets them: first name, photo and profile, nothing else. */
export const SitterCardStruct = object({
  firstName: string(),
  photoUrl: nullable(string()),
  profile: nullable(string()),
});
export type SitterCard = Infer<typeof SitterCardStruct>;

/** Where a sitter's photo is served: to admins, the sitter, and the customers of the sitter's visits. */
export function sitterPhotoUrl(photoId: string): string {
  return `/api/media/sitter/${photoId}`;
}
