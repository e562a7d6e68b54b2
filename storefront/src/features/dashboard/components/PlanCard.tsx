import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND_COPY, type Plan } from '@swagdrop/model';

interface PlanCardProps {
  plan: Plan;
  /** The user's plan view has this price id (docs/product-rules.md#plans). */
  current: boolean;
  /** ...and it is active: re-purchase is blocked. */
  active: boolean;
  processing: boolean;
  disabled: boolean;
  onSubscribe: () => void;
}

/** One of the two 90-day plans (docs/product-rules.md#plans). */
export default function PlanCard({
  plan,
  current,
  active,
  processing,
  disabled,
  onSubscribe,
}: PlanCardProps) {
  const headingId = `plan-${plan.key}-heading`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id={headingId} component="h3" variant="h6">
            {plan.name}
          </Typography>
          {current && <Chip size="small" color="primary" label="Current" />}
        </Stack>
        <Typography component="p" variant="h4">
          {plan.priceLabel}{' '}
          <Typography component="span" color="text.secondary">
            {plan.termLabel}
          </Typography>
        </Typography>
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {plan.description}
        </Typography>
        <ul>
          {plan.features.map((feature) => (
            <li key={feature}>
              <Typography variant="body2">{feature}</Typography>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        <Button
          fullWidth
          variant="contained"
          disabled={active || disabled}
          onClick={onSubscribe}
          aria-describedby={headingId}
        >
          {active
            ? BRAND_COPY.activePlan
            : processing
              ? BRAND_COPY.processing
              : BRAND_COPY.subscribe}
        </Button>
      </CardActions>
    </Card>
  );
}
