import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LISTING_FEE_CENTS, SUGGESTED_SHIPPING_FEE, formatUsd } from '@swagdrop/model';

/**
 * Static marketing copy of /submit (docs/product-rules.md#submissions): the suggested shipping fee
 * and comparison figures with traditional marketing. The figures are illustrative round numbers,
 * and say so.
 */
const COMPARISON = [
  { channel: 'Trade-show booth swag', cost: '$4.00 per person reached' },
  { channel: 'Direct-mail swag box', cost: '$25.00 per person reached' },
  { channel: 'SwagDrop listing', cost: '$0.25 per person reached' },
] as const;

export default function SubmitMarketing() {
  return (
    <Paper component="aside" variant="outlined" sx={{ p: 3 }} aria-labelledby="why-swagdrop">
      <Typography id="why-swagdrop" component="h2" variant="h6" gutterBottom>
        Why list on SwagDrop?
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        One {formatUsd(LISTING_FEE_CENTS)} listing fee puts your leftover swag in front of people
        who asked for it. You can cover postage with a small shipping fee on your claim page: we
        suggest {SUGGESTED_SHIPPING_FEE}.
      </Typography>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        Compared with traditional marketing
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 1 }}>
        {COMPARISON.map((row) => (
          <li key={row.channel}>
            <Typography variant="body2">
              {row.channel}: about {row.cost}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        Illustrative figures for a listing of 200 items, not a quote or a promise of results.
      </Typography>
    </Paper>
  );
}
