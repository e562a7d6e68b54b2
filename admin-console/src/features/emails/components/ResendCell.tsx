import { useLayoutEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import { MAIL_MODERATOR_COPY, type MailLogRow } from '@swagdrop/model';

const COPY = MAIL_MODERATOR_COPY.log;

/**
 * The Resend action of a failed mail. The grid moves focus between cells with the arrow keys;
 * when this cell gets it, the button takes it, so Enter or Space resends from the keyboard.
 */
export default function ResendCell({
  row,
  hasFocus,
  tabIndex,
  onResend,
}: Pick<GridRenderCellParams<MailLogRow>, 'row' | 'hasFocus' | 'tabIndex'> & {
  onResend: (row: MailLogRow) => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (hasFocus) button.current?.focus();
  }, [hasFocus]);
  if (row.status !== 'failed') return null;
  return (
    <Button
      ref={button}
      size="small"
      variant="outlined"
      tabIndex={tabIndex}
      aria-label={COPY.resendLabel(row.to)}
      onClick={() => onResend(row)}
    >
      {COPY.resend}
    </Button>
  );
}
