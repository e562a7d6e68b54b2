import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import {
  PLAN_TERM_DAYS,
  REVIEW_TIME_TEXT,
  SUGGESTED_SHIPPING_FEE,
  TEAM_CONTACT_HOURS,
  PAGE_META,
} from '@swagdrop/model';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import BrandPricing from './BrandPricing';
import MarketingComparison from './MarketingComparison';
import StaticPageLayout, { BulletItem, BulletList, StaticSection } from './StaticPageLayout';

interface Benefit {
  icon: ReactElement;
  title: string;
  text: string;
}

const BENEFITS: readonly Benefit[] = [
  {
    icon: <Inventory2Outlined fontSize="large" color="primary" />,
    title: 'Clear your storage',
    text: 'Leftover shirts, bottles and notebooks take up space and lose value every month they sit in a closet. List them once and free up the room.',
  },
  {
    icon: <GroupsOutlined fontSize="large" color="primary" />,
    title: 'Reach real people',
    text: 'Every claim comes from someone who found your item, chose it and asked for it, so your brand lands with people who will actually use it.',
  },
  {
    icon: <SavingsOutlined fontSize="large" color="primary" />,
    title: 'Spend less than traditional marketing',
    text: 'No booth, no travel, no event freight. A single listing fee puts your swag in front of an audience that is already looking for it.',
  },
];

export default function BrandBenefitsPage() {
  useDocumentMeta(PAGE_META.brandBenefits);

  return (
    <StaticPageLayout
      title="Why brands list swag on SwagDrop"
      lead="Turn leftover merchandise into goodwill. SwagDrop puts your extra swag in the hands of people who want it, and keeps it out of storage and landfill."
    >
      <StaticSection title="Benefits for your brand">
        <List
          disablePadding
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {BENEFITS.map((benefit) => (
            <ListItem key={benefit.title} disablePadding sx={{ alignItems: 'stretch' }}>
              <Paper variant="outlined" sx={{ p: 3, width: '100%' }}>
                {benefit.icon}
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700, my: 1 }}>
                  {benefit.title}
                </Typography>
                <Typography color="text.secondary">{benefit.text}</Typography>
              </Paper>
            </ListItem>
          ))}
        </List>
      </StaticSection>

      <StaticSection title="How SwagDrop compares with trade-show swag">
        <Typography>
          Handing out swag at events is expensive, and much of it is left behind at the booth or
          thrown away. On SwagDrop, every item goes to someone who asked for it. Here is a simple
          example of how the numbers can work out:
        </Typography>
        <MarketingComparison />
      </StaticSection>

      <StaticSection title="Pricing">
        <BrandPricing />
      </StaticSection>

      <StaticSection title="Shipping">
        <Typography>
          Claimers get your swag for free, but you do not have to absorb postage. We suggest
          charging a small shipping fee of {SUGGESTED_SHIPPING_FEE} on your claim page to cover your
          costs. If you can ship for free, mark the listing as free shipping and it will show a Free
          Ship badge in the directory.
        </Typography>
      </StaticSection>

      <StaticSection title="What happens after you submit">
        <BulletList ordered>
          <BulletItem>
            Fill in the submission form with your item, a photo and the link to your claim page,
            then pay the listing fee.
          </BulletItem>
          <BulletItem>Our team reviews your listing within {REVIEW_TIME_TEXT}.</BulletItem>
          <BulletItem>
            Our team contacts you within {TEAM_CONTACT_HOURS} hours to confirm the details.
          </BulletItem>
          <BulletItem>
            Once approved, your swag goes live in the directory and people can start claiming it.
          </BulletItem>
        </BulletList>
      </StaticSection>

      <Box component="section" aria-labelledby="brand-cta-heading">
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
          <Typography id="brand-cta-heading" variant="h3" component="h2" gutterBottom>
            Ready to give your swag a second life?
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Submit a single listing today, or create a brand account to manage {PLAN_TERM_DAYS}-day
            plans from your dashboard.
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'center' }}
          >
            <Button component={RouterLink} to="/submit" variant="contained" size="large">
              Submit your swag
            </Button>
            <Button component={RouterLink} to="/signup" variant="outlined" size="large">
              Create a brand account
            </Button>
          </Stack>
        </Paper>
      </Box>
    </StaticPageLayout>
  );
}
