import { Box, Card, CardContent, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import {
  CLIMATE_SHARE,
  formatPercent,
  LISTING_FEE_CENTS,
  PLANS,
  PLAN_TERM_DAYS,
  formatUsd,
} from '@swagdrop/model';
import { SubHeading, TextLink } from './StaticPageLayout';

const climatePercent = formatPercent(CLIMATE_SHARE);

/** The listing fee and the two plans, rendered from shared-ui so prices never drift from checkout. */
export default function BrandPricing() {
  return (
    <>
      <SubHeading>One-time listing fee</SubHeading>
      <Typography>
        Each listing you submit carries a one-time fee of{' '}
        <Box component="strong">{formatUsd(LISTING_FEE_CENTS)}</Box>, paid securely through Stripe
        when you submit. It covers our review of your listing and publishing it in the directory.
        There is no account to create and no subscription required for a single listing.
      </Typography>

      <SubHeading>{PLAN_TERM_DAYS}-day plans</SubHeading>
      <Typography>
        Want to stay visible for longer? Create a brand account and choose a plan from your
        dashboard. Plans renew automatically every {PLAN_TERM_DAYS} days until you cancel; see our{' '}
        <TextLink to="/terms">Terms of Service</TextLink> for cancellation and refunds.
      </Typography>
      <List
        disablePadding
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {PLANS.map((plan) => (
          <ListItem key={plan.key} disablePadding sx={{ alignItems: 'stretch' }}>
            <Card
              sx={{
                width: '100%',
                borderColor: plan.key === 'featured' ? 'primary.main' : undefined,
                borderWidth: plan.key === 'featured' ? 2 : undefined,
              }}
            >
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Typography variant="h6" component="h4" sx={{ fontWeight: 700 }}>
                    {plan.name}
                  </Typography>
                  {plan.key === 'featured' && (
                    <Chip label="Most visible" color="primary" size="small" />
                  )}
                </Stack>
                <Typography sx={{ mb: 1 }}>
                  <Box component="span" sx={{ fontSize: '2rem', fontWeight: 800 }}>
                    {plan.priceLabel}
                  </Box>{' '}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {plan.termLabel}
                  </Box>
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  {plan.description}
                </Typography>
                <List dense disablePadding>
                  {plan.features.map((feature) => (
                    <ListItem
                      key={feature}
                      disableGutters
                      sx={{ alignItems: 'flex-start', gap: 1 }}
                    >
                      <CheckCircleOutlined fontSize="small" color="success" sx={{ mt: 0.25 }} />
                      <Typography variant="body2" component="span">
                        {feature}
                      </Typography>
                    </ListItem>
                  ))}
                </List>
              </CardContent>
            </Card>
          </ListItem>
        ))}
      </List>

      <SubHeading>Where your fees go</SubHeading>
      <Typography>
        SwagDrop donates {climatePercent} of its revenue, including every listing fee, to carbon
        removal projects and verified climate nonprofits. Listing with us keeps merchandise out of
        landfill and funds climate work at the same time.
      </Typography>
    </>
  );
}
