import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  PAYMENT_STATUS_LABELS,
  REFUND_COPY,
  formatDate,
  formatUsd,
  isSafeHttpUrl,
  type MyPaymentRow,
} from '@swagdrop/model';
import { useMyPayments } from '../api/my-payments';

function PaymentRow({ row }: { row: MyPaymentRow }) {
  const what =
    row.kind === 'listing_fee' ? REFUND_COPY.listingFee(row.title ?? '') : REFUND_COPY.planPayment;
  return (
    <TableRow data-testid={`payment-${row.id}`}>
      <TableCell>{row.date === null ? '—' : formatDate(row.date)}</TableCell>
      <TableCell>{what}</TableCell>
      <TableCell>{formatUsd(row.amount_cents)}</TableCell>
      <TableCell>{row.refunded_cents > 0 ? formatUsd(row.refunded_cents) : '—'}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={row.status === 'paid' || row.status === 'dispute_won' ? 'success' : 'warning'}
          label={PAYMENT_STATUS_LABELS[row.status]}
        />
      </TableCell>
      <TableCell>
        {row.receipt_url && isSafeHttpUrl(row.receipt_url) ? (
          <Link href={row.receipt_url} target="_blank" rel="noopener noreferrer">
            {REFUND_COPY.receipt}
          </Link>
        ) : (
          '—'
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * "Payment history": the brand's own payments (listing fees and plan payments) with what went
 * back and Stripe's receipt. Only the signed-in brand's rows reach the page (myPayments).
 */
export default function PaymentHistorySection({ uid }: { uid: string }) {
  const { data: rows = [], isPending, isError } = useMyPayments(uid);
  let body;
  if (isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading your payments">
        <Skeleton variant="rectangular" height={96} />
      </div>
    );
  } else if (isError) {
    body = <Typography color="error">{REFUND_COPY.historyFailed}</Typography>;
  } else if (rows.length === 0) {
    body = <Typography color="text.secondary">{REFUND_COPY.historyEmpty}</Typography>;
  } else {
    body = (
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby="payment-history-heading">
          <TableHead>
            <TableRow>
              {REFUND_COPY.columns.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <PaymentRow key={row.id} row={row} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <section aria-labelledby="payment-history-heading">
      <Typography id="payment-history-heading" component="h2" variant="h5" gutterBottom>
        {REFUND_COPY.historyTitle}
      </Typography>
      {body}
    </section>
  );
}
