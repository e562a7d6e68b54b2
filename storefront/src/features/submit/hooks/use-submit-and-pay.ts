import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import {
  COPY,
  imageUploadFailed,
  isSafeHttpUrl,
  type CreateSubmissionResult,
} from '@swagdrop/model';
import { callableErrorMessage } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';
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
  const queryClient = useQueryClient();
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

  const storeNewOrUpdate = async (
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

  /** A signed-in brand's dashboard lists the stored submission. */
  const store = async (values: SubmitFormValues, image: UploadedImage) => {
    const result = await storeNewOrUpdate(values, image);
    void queryClient.invalidateQueries({ queryKey: queryKeys.allMySubmissions });
    return result;
  };

  /** Resolves to whether the browser is leaving for the next page (payment or success). */
  const submitAndPay = async (values: SubmitFormValues): Promise<boolean> => {
    let image: UploadedImage;
    try {
      image = await imageOf(values);
    } catch (error) {
      console.error(error);
      enqueueSnackbar(imageUploadFailed(messageOf(error)), { variant: 'error' });
      return false;
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
        enqueueSnackbar(callableErrorMessage(error), { variant: 'error' });
        return false;
      }
      if (result.next_url !== null) {
        // Nothing to pay (the server decided): go where it says, on our own site only.
        clearSubmitDraft();
        const next = new URL(result.next_url, window.location.origin);
        if (next.origin !== window.location.origin || !isSafeHttpUrl(next.href)) return false;
        enqueueSnackbar(COPY.submissionSuccess, { variant: 'success' });
        window.location.assign(next.href);
        return true;
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
      window.location.assign(await createCheckoutSession(id));
      return true;
    } catch {
      enqueueSnackbar(COPY.paymentSessionFailed, { variant: 'error' });
      return false;
    }
  };

  const mutation = useMutation({ mutationFn: submitAndPay });
  return {
    submit: (values: SubmitFormValues) => mutation.mutateAsync(values),
    // Stays busy while the browser leaves.
    pending: mutation.isPending || mutation.data === true,
  };
}
