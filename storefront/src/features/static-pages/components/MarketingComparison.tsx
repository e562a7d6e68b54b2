import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { scrollableRegion } from 'shared_ui/components';
import { LISTING_FEE_CENTS, SUGGESTED_SHIPPING_FEE, formatUsd } from '@swagdrop/model';

/**
 * Illustrative scenario only: the trade-show figures are round example numbers, not market data,
 * which is why the table caption says so. The SwagDrop side uses the real listing fee.
 */
const TRADE_SHOW = { costCents: 400_000, peopleReached: 1_000 };
const SWAGDROP = { costCents: LISTING_FEE_CENTS, peopleReached: 200 };

const perPerson = ({ costCents, peopleReached }: typeof TRADE_SHOW) =>
  formatUsd(Math.round(costCents / peopleReached));

interface Row {
  label: string;
  tradeShow: string;
  swagdrop: string;
}

const ROWS: readonly Row[] = [
  {
    label: 'What you pay',
    tradeShow: `${formatUsd(TRADE_SHOW.costCents)} for booth space, travel and freight`,
    swagdrop: `${formatUsd(SWAGDROP.costCents)} one-time listing fee`,
  },
  {
    label: 'Who receives your swag',
    tradeShow: `About ${TRADE_SHOW.peopleReached.toLocaleString('en-US')} passers-by, whether they want it or not`,
    swagdrop: `${SWAGDROP.peopleReached} people who chose your item and asked for it`,
  },
  {
    label: 'Cost per impression (per person reached)',
    tradeShow: perPerson(TRADE_SHOW),
    swagdrop: perPerson(SWAGDROP),
  },
  {
    label: 'Shipping',
    tradeShow: 'Paid by you, to and from the venue',
    swagdrop: `Can be covered by a suggested ${SUGGESTED_SHIPPING_FEE} shipping fee`,
  },
  {
    label: 'What happens to the extras',
    tradeShow: 'Shipped back to storage',
    swagdrop: 'Claimed and used',
  },
];

export default function MarketingComparison() {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      {...scrollableRegion('Marketing cost comparison')}
    >
      <Table>
        {/* MUI renders the caption below the table in secondary text, like a figure note. */}
        <caption>
          Illustrative example only, not a quote or a promise of results. It compares one
          hypothetical trade show with one SwagDrop listing of {SWAGDROP.peopleReached} leftover
          items; your own costs and reach will differ.
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ fontWeight: 700 }}>
              Compared on
            </TableCell>
            <TableCell scope="col" sx={{ fontWeight: 700 }}>
              Trade-show swag
            </TableCell>
            <TableCell scope="col" sx={{ fontWeight: 700 }}>
              SwagDrop listing
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ROWS.map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {row.label}
              </TableCell>
              <TableCell>{row.tradeShow}</TableCell>
              <TableCell>{row.swagdrop}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
