import { useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import { COPY, imageUploadFailed } from '@swagdrop/shared-ui/model';
import { publicErrorMessage } from '../../../lib/errors';
import { createCheckoutSession } from '../api/create-checkout-session';
import {
  createSubmission,
  toSubmissionInput,
  type SubmitFormValues,
} from '../api/create-submission';
import { uploadImage } from '../api/upload-image';

/** Identifies one filled-in form, so retrying the payment does not store the listing twice. */
function formKey(values: SubmitFormValues): string {
  const { image, ...rest } = values;
  return JSON.stringify([rest, image?.name, image?.size, image?.lastModified]);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Spec §4 brand submission flow: upload the image, store the submission, create the payment
 * session with its id, send the browser to the payment page. Stays busy while redirecting.
 */
export function useSubmitAndPay() {
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState(false);
  const stored = useRef<{ key: string; id: string } | null>(null);

  const submit = async (values: SubmitFormValues): Promise<void> => {
    setPending(true);
    let redirecting = false;
    try {
      const key = formKey(values);
      let id = stored.current?.key === key ? stored.current.id : null;
      if (!id) {
        let imageUrl: string;
        try {
          if (!values.image) throw new Error(COPY.imageMissing);
          imageUrl = await uploadImage(values.image);
        } catch (error) {
          console.error(error);
          enqueueSnackbar(imageUploadFailed(messageOf(error)), { variant: 'error' });
          return;
        }
        try {
          id = (await createSubmission(toSubmissionInput(values, imageUrl))).id;
        } catch (error) {
          enqueueSnackbar(publicErrorMessage(error), { variant: 'error' });
          return;
        }
        stored.current = { key, id };
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
