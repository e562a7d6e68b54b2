import Typography from '@mui/material/Typography';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { useInShell, useTestIds } from 'shared_ui/components';
import { STOCK_COPY, formatStockLeft, isLowStock } from '@swagdrop/model';
import { useStockLeft } from '../api/use-stock-left';

interface StockLineProps {
  /** What is left; undefined until the first answer (and in a first paint). */
  left: number | undefined;
  quantity: number;
  /** The detail page announces changes; cards do not (a grid of them would be noisy). */
  announce?: boolean;
}

/**
 * '12 left' / 'Only 3 left' / 'All claimed'. The line keeps its height while the count is
 * unknown (server paint, first listener answer), so the count arriving moves nothing and the
 * first paint matches the app's first render.
 */
export function StockLine({ left, quantity, announce = false }: StockLineProps) {
  const testIds = useTestIds();
  const known = left !== undefined;
  const low = known && (left === 0 || isLowStock(left, quantity));
  const text = !known
    ? '\u00a0'
    : left === 0
      ? STOCK_COPY.allClaimed
      : formatStockLeft(left, quantity);
  return (
    <Typography
      variant="body2"
      data-testid={testIds('stock-left')}
      {...(announce ? { role: 'status', 'aria-live': 'polite' as const } : {})}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 700,
        color: low ? 'warning.dark' : 'success.dark',
        visibility: known ? 'visible' : 'hidden',
      }}
    >
      <Inventory2Outlined fontSize="inherit" aria-hidden="true" />
      {text}
    </Typography>
  );
}

function LiveStockLine({
  listingId,
  quantity,
  announce,
}: LiveStockLeftProps & { quantity: number }) {
  const { data } = useStockLeft(listingId, true);
  return <StockLine left={data} quantity={quantity} announce={announce} />;
}

interface LiveStockLeftProps {
  listingId: string;
  /** null = no limit: nothing is shown and nothing is listened to. */
  quantity: number | null;
  announce?: boolean;
}

/** What is left of a listing, live (use-stock-left.ts); in a first paint, its reserved line. */
export default function LiveStockLeft({ listingId, quantity, announce }: LiveStockLeftProps) {
  const inShell = useInShell();
  if (quantity === null) return null;
  if (inShell) return <StockLine left={undefined} quantity={quantity} announce={announce} />;
  return <LiveStockLine listingId={listingId} quantity={quantity} announce={announce} />;
}
