import { DECOY_FIELD } from '@swagdrop/model';
import type { SubmitFormValues, UploadedImage } from '../api/create-submission';

/**
 * The /submit draft kept in sessionStorage (this tab only) across the trip to the payment page:
 * the typed values, the already uploaded image and the stored submission with its draft token,
 * so a canceled payment comes back to the same form and a retry pays for the same submission.
 * The decoy is never kept.
 */
export interface SubmitDraft {
  values: Omit<SubmitFormValues, 'image' | typeof DECOY_FIELD>;
  image: UploadedImage | null;
  submission: { id: string; draftToken: string; key: string } | null;
}

export const SUBMIT_DRAFT_STORAGE_KEY = 'swagdrop.submitDraft';

/**
 * Identifies one filled-in form (the decoy left out): the same key means the stored submission
 * already holds these values; a chosen file counts by name, size and date until uploaded.
 */
export function formKey(values: SubmitFormValues): string {
  const { image, [DECOY_FIELD]: _decoy, ...rest } = values;
  const imageKey =
    image instanceof File
      ? ['file', image.name, image.size, image.lastModified]
      : ['url', image?.url ?? null];
  return JSON.stringify([rest, imageKey]);
}

function isDraft(value: unknown): value is SubmitDraft {
  const draft = value as Partial<SubmitDraft> | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.values === 'object' &&
    draft.values !== null &&
    (draft.image === null || typeof draft.image?.url === 'string') &&
    (draft.submission === null || typeof draft.submission?.id === 'string')
  );
}

export function readSubmitDraft(): SubmitDraft | null {
  try {
    const raw = sessionStorage.getItem(SUBMIT_DRAFT_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps the form's values (never the decoy) with the uploaded image and stored submission. */
export function saveSubmitDraft(
  values: SubmitFormValues,
  image: UploadedImage,
  submission: SubmitDraft['submission'],
): void {
  const { image: _file, [DECOY_FIELD]: _decoy, ...rest } = values;
  const draft: SubmitDraft = { values: rest, image, submission };
  try {
    sessionStorage.setItem(SUBMIT_DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage unavailable (private mode, quota): the retry then starts from an empty form.
  }
}

export function clearSubmitDraft(): void {
  try {
    sessionStorage.removeItem(SUBMIT_DRAFT_STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
