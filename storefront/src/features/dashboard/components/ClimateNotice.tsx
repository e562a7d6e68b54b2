import Alert from '@mui/material/Alert';
import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import { BRAND_COPY } from '@swagdrop/model';

/** docs/product-rules.md: 1% of all revenue (listing fees included) goes to climate nonprofits. */
export default function ClimateNotice() {
  return (
    <Alert severity="success" icon={<EnergySavingsLeafIcon />} variant="outlined">
      {BRAND_COPY.climateNotice}
    </Alert>
  );
}
