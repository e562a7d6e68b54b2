import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  LISTING_TERM_COPY,
  expiredOn,
  expiresOn,
  formatDate,
  listingPath,
  STOCK_COPY,
  STOCK_SCREEN_COPY,
  type MyListingRow,
} from '@swagdrop/model';
import { useMyListings } from '../api/my-listings';
import AddStockDialog from './AddStockDialog';
import CloseListingDialog from './CloseListingDialog';

interface RowActions {
  onAddStock: (row: MyListingRow) => void;
  onCloseListing: (row: MyListingRow) => void;
}

function ListingRow({ row, onAddStock, onCloseListing }: { row: MyListingRow } & RowActions) {
  const end = row.expires_at === null ? null : formatDate(row.expires_at);
  return (
    <ListItem divider data-testid={`my-listing-${row.id}`} sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {row.live ? (
          <Link component={RouterLink} to={listingPath(row.slug)} sx={{ fontWeight: 650 }}>
            {row.title}
          </Link>
        ) : (
          <Typography component="span" sx={{ fontWeight: 650 }}>
            {row.title}
          </Typography>
        )}
        {row.live && row.plan_featured && (
          <Chip size="small" color="warning" label={LISTING_TERM_COPY.featuredByPlan} />
        )}
        {!row.live && <Chip size="small" label={LISTING_TERM_COPY.expiredStatus} />}
        {row.live && row.all_claimed && (
          <Chip size="small" color="warning" variant="outlined" label={STOCK_COPY.allClaimed} />
        )}
      </Stack>
      <Typography variant="body2" data-testid="my-listing-claimed">
        {row.quantity === null
          ? STOCK_SCREEN_COPY.claimedUnlimited(row.claimed)
          : STOCK_SCREEN_COPY.claimedOfQuantity(row.claimed, row.quantity)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {end === null ? LISTING_TERM_COPY.noEnd : (row.live ? expiresOn : expiredOn)(end)}
      </Typography>
      {!row.live && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {LISTING_TERM_COPY.renewHint}
        </Typography>
      )}
      {row.live && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {row.quantity !== null && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onAddStock(row)}
              aria-label={`${STOCK_COPY.addStock}: ${row.title}`}
            >
              {STOCK_COPY.addStock}
            </Button>
          )}
          <Button
            size="small"
            color="error"
            onClick={() => onCloseListing(row)}
            aria-label={`${STOCK_COPY.closeListing}: ${row.title}`}
          >
            {STOCK_COPY.closeListing}
          </Button>
        </Stack>
      )}
    </ListItem>
  );
}

/**
 * "Your listings": the brand account's published listings, each with its end ('Expires on' /
 * 'Expired on'), a 'Featured' chip while its Featured plan features it, and how to renew one
 * that has ended; claimed / quantity, and the brand's own stock tools ('Add stock', 'Close
 * listing').
 */
export default function MyListingsSection({ uid }: { uid: string }) {
  const { data: rows = [], isPending, isError } = useMyListings(uid);
  const [adding, setAdding] = useState<MyListingRow | null>(null);
  const [closing, setClosing] = useState<MyListingRow | null>(null);
  let body;
  if (isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading your listings">
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rectangular" height={56} sx={{ mb: 1 }} />
        ))}
      </div>
    );
  } else if (isError) {
    body = <Typography color="error">{LISTING_TERM_COPY.failedToLoadListings}</Typography>;
  } else if (rows.length === 0) {
    body = <Typography color="text.secondary">{LISTING_TERM_COPY.noListingsYet}</Typography>;
  } else {
    body = (
      <Paper variant="outlined">
        <List disablePadding aria-labelledby="my-listings-heading">
          {rows.map((row) => (
            <ListingRow key={row.id} row={row} onAddStock={setAdding} onCloseListing={setClosing} />
          ))}
        </List>
      </Paper>
    );
  }
  return (
    <section aria-labelledby="my-listings-heading">
      <Typography id="my-listings-heading" component="h2" variant="h5" gutterBottom>
        {LISTING_TERM_COPY.yourListings}
      </Typography>
      {body}
      <AddStockDialog uid={uid} row={adding} onClose={() => setAdding(null)} />
      <CloseListingDialog uid={uid} row={closing} onClose={() => setClosing(null)} />
    </section>
  );
}
