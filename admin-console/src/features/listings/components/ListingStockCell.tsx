import Typography from '@mui/material/Typography';
import { useListingStock } from '../api/listing-stock';

/**
 * The grid's 'Claimed' or 'Left' cell of a limited listing, live; '—' for no limit, '…' until
 * the count has answered.
 */
export default function ListingStockCell({
  listingId,
  quantity,
  show,
}: {
  listingId: string;
  quantity: number | null;
  show: 'claimed' | 'left';
}) {
  const { data } = useListingStock(listingId, quantity !== null);
  let text = '—';
  if (quantity !== null) {
    const value = data === undefined ? undefined : show === 'left' ? data.left : data.claimed;
    text = value === undefined || value === null ? '…' : value.toLocaleString('en-US');
  }
  return (
    <Typography variant="body2" component="span" data-testid={`listing-${show}`}>
      {text}
    </Typography>
  );
}
