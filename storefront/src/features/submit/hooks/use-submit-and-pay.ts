import { useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import {
  COPY,
  imageUploadFailed,
  isSafeHttpUrl,
  type CreateSubmissionResult,
} from '@swagdrop/shared-ui/model';
import { publicErrorMessage } from '../../../lib/errors';
import { createCheckoutSession } from '../api/create-checkout-session';
import {
  createSubmission,
  toSubmissionInput,
  type SubmitFormValues,
  type UploadedImage,
} from '../api/create-submission';
import { updateSubmission } from '../api/update-submission';
import { uploadImage } from '../api/upload-image';
import { clearSubmitDraft, formKey, readSubmitDraft, saveSubmitDraft } from '../utils/submit-draft';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The stored submission can no longer be changed (paid elsewhere, reviewed, or unknown). */
const isGone = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'functions/not-found' || code === 'functions/failed-precondition';
};

/**
 * Brand submission flow (docs/product-rules.md#submissions): upload the image, store the
 * submission, create the payment session with its id, send the browser to the payment page. The
 * draft (submit-draft.ts) keeps the form, the uploaded image and the stored submission across the
 * payment page, so a retry after Cancel pays for the same submission: unchanged values reuse it,
 * edited values update it (updateSubmission). The server may name another next step than the
 * checkout (a decoy's success page). Stays busy while redirecting.
 */
export function useSubmitAndPay() {
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState(false);
  /** The last file uploaded from this page, so a retry does not upload it again. */
  const uploaded = useRef<{ file: File; image: UploadedImage } | null>(null);

  const imageOf = async (values: SubmitFormValues): Promise<UploadedImage> => {
    const { image } = values;
    if (!image) throw new Error(COPY.imageMissing);
    if (!(image instanceof File)) return image;
    if (uploaded.current?.file === image) return uploaded.current.image;
    const result = { url: await uploadImage(image), name: image.name };
    uploaded.current = { file: image, image: result };
    return result;
  };

  const store = async (
    values: SubmitFormValues,
    image: UploadedImage,
  ): Promise<CreateSubmissionResult> => {
    const input = toSubmissionInput(values, image.url);
    const stored = readSubmitDraft()?.submission;
    if (stored) {
      try {
        return await updateSubmission(stored.id, stored.draftToken, input);
      } catch (error) {
        if (!isGone(error)) throw error;
      }
    }
    return createSubmission(input);
  };

  const submit = async (values: SubmitFormValues): Promise<void> => {
    setPending(true);
    let redirecting = false;
    try {
      let image: UploadedImage;
      try {
        image = await imageOf(values);
      } catch (error) {
        console.error(error);
        enqueueSnackbar(imageUploadFailed(messageOf(error)), { variant: 'error' });
        return;
      }
      const key = formKey({ ...values, image });
      const stored = readSubmitDraft()?.submission;
      let id: string;
      if (stored?.key === key) {
        id = stored.id;
      } else {
        let result: CreateSubmissionResult;
        try {
          result = await store(values, image);
        } catch (error) {
          enqueueSnackbar(publicErrorMessage(error), { variant: 'error' });
          return;
        }
        if (result.next_url !== null) {
          // Nothing to pay (the server decided): go where it says, on our own site only.
          clearSubmitDraft();
          const next = new URL(result.next_url, window.location.origin);
          if (next.origin !== window.location.origin || !isSafeHttpUrl(next.href)) return;
          redirecting = true;
          enqueueSnackbar(COPY.submissionSuccess, { variant: 'success' });
          window.location.assign(next.href);
          return;
        }
        id = result.id;
        // The server moved the upload to its public place: from now on the form names that.
        const published = { ...image, url: result.image_url };
        if (uploaded.current?.image === image) {
          uploaded.current = { file: uploaded.current.file, image: published };
        }
        saveSubmitDraft(values, published, {
          id,
          draftToken: result.draft_token,
          key: formKey({ ...values, image: published }),
        });
        enqueueSnackbar(COPY.submissionSuccess, { variant: 'success' });
      }
      try {
        const url = await createCheckoutSession(id);
        redirecting = true;
        window.location.assign(url);
      } catch {
        enqueueSnackbar(COPY.paymentSessionFailed, { variant: 'error' });
      }
    } finally {
      if (!redirecting) setPending(false);
    }
  };

  return { submit, pending };
}
