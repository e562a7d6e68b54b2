import { useCallback, useEffect, useId, useRef } from 'react';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { claimLinkFallback } from '@swagdrop/model';

/**
 * The listing's stored claim URL as a toast that stays until dismissed. The claim's new tab
 * opens 1.5 s after the click, which Safari/iOS blocks (and Chrome too when the answer comes
 * late); window.open with noopener returns null whether or not the tab opened, so the link is
 * offered after every successful claim instead of guessing.
 */
export function useClaimLinkNotice() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const linkId = useId();
  const shown = useRef<SnackbarKey | undefined>(undefined);

  const dismiss = useCallback(() => {
    if (shown.current !== undefined) closeSnackbar(shown.current);
    shown.current = undefined;
  }, [closeSnackbar]);

  const show = useCallback(
    (url: string, brand: string) => {
      dismiss();
      shown.current = enqueueSnackbar(
        <Link
          id={linkId}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          color="inherit"
          underline="always"
          sx={{ fontWeight: 600 }}
        >
          {claimLinkFallback(brand)}
        </Link>,
        {
          variant: 'success',
          persist: true,
          action: (key) => (
            <IconButton
              aria-label="Dismiss"
              color="inherit"
              size="small"
              onClick={() => closeSnackbar(key)}
            >
              <CloseRounded fontSize="small" />
            </IconButton>
          ),
        },
      );
    },
    [closeSnackbar, dismiss, enqueueSnackbar, linkId],
  );

  /** Keyboard and screen-reader users land on the link once the claim modal has closed. */
  const focus = useCallback(() => document.getElementById(linkId)?.focus(), [linkId]);

  // A link to this listing's brand means nothing once the visitor has left its page.
  useEffect(() => dismiss, [dismiss]);

  return { show, focus };
}
