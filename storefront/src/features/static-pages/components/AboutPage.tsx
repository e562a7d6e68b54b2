import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ParkOutlined from '@mui/icons-material/ParkOutlined';
import {
  CLIMATE_SHARE,
  GOAL_STATS,
  MINIMUM_AGE,
  PLACES_CREDIT,
  formatPercent,
  PAGE_META,
} from '@swagdrop/model';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import StaticPageLayout, {
  BulletItem,
  BulletList,
  StaticSection,
  TextLink,
} from './StaticPageLayout';

const climatePercent = formatPercent(CLIMATE_SHARE);

interface Step {
  icon: ReactElement;
  title: string;
  text: string;
}

const STEPS: readonly Step[] = [
  {
    icon: <StorefrontOutlined fontSize="large" color="primary" />,
    title: 'Brands list their leftover swag',
    text: 'Brands submit the extra T-shirts, tote bags, bottles and gadgets left over from events and campaigns. Our team reviews every listing before it goes live.',
  },
  {
    icon: <SearchOutlined fontSize="large" color="primary" />,
    title: 'You find something you like',
    text: 'Browse the directory, search by brand or category, or enter your city to see local offers. Every item listed is free to claim.',
  },
  {
    icon: <LocalShippingOutlined fontSize="large" color="primary" />,
    title: 'Claim it from the brand',
    text: "Claim with your first name and email, then finish on the brand's own claim page. The brand sends the item straight to you.",
  },
];

export default function AboutPage() {
  useDocumentMeta(PAGE_META.about);

  return (
    <StaticPageLayout
      title="About SwagDrop"
      lead="SwagDrop is a free directory of leftover promotional merchandise. Brands list the swag they no longer need, and you claim it at no cost."
    >
      <StaticSection title="Why we started SwagDrop">
        <Typography>
          Brands order swag for conferences, launches and campaigns, and there is almost always some
          left over. Those boxes of T-shirts, notebooks and water bottles end up in storage closets
          for years, and too often in a landfill.
        </Typography>
        <Typography>
          SwagDrop gives that merchandise a second life. We connect brands that have more swag than
          they can hand out with people who will actually use it, so good products get worn, carried
          and enjoyed instead of thrown away.
        </Typography>
      </StaticSection>

      <StaticSection title="How it works">
        <List component="ol" disablePadding sx={{ display: 'grid', gap: 2 }}>
          {STEPS.map((step, index) => (
            <ListItem key={step.title} disablePadding>
              <Paper variant="outlined" sx={{ p: 3, width: '100%' }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  {step.icon}
                  <Box>
                    <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                      {`Step ${index + 1}: ${step.title}`}
                    </Typography>
                    <Typography color="text.secondary">{step.text}</Typography>
                  </Box>
                </Stack>
              </Paper>
            </ListItem>
          ))}
        </List>
      </StaticSection>

      <StaticSection title="What we are working toward">
        <Typography>
          These are the goals we have set for our community as we welcome brands and claimers:
        </Typography>
        <List
          disablePadding
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          {GOAL_STATS.map((stat) => (
            <ListItem key={stat.label} disablePadding>
              <Paper variant="outlined" sx={{ p: 3, width: '100%', textAlign: 'center' }}>
                <Typography
                  component="span"
                  sx={{
                    display: 'block',
                    fontSize: '2rem',
                    fontWeight: 800,
                    color: 'primary.main',
                  }}
                >
                  {stat.value}
                </Typography>{' '}
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {stat.label}
                </Typography>
              </Paper>
            </ListItem>
          ))}
        </List>
      </StaticSection>

      <StaticSection title="Our climate pledge">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: 'flex-start' }}
        >
          <ParkOutlined fontSize="large" color="success" />
          <Typography>
            Keeping swag out of landfill is only part of the job. SwagDrop donates {climatePercent}{' '}
            of its revenue, including every listing fee, to carbon removal projects and verified
            climate nonprofits.
          </Typography>
        </Stack>
      </StaticSection>

      <StaticSection title="Good to know before you claim">
        <BulletList>
          <BulletItem>
            You must be {MINIMUM_AGE} or older to claim swag. You confirm your age each time you
            claim an item.
          </BulletItem>
          <BulletItem>
            The swag itself is free, but some offers may carry shipping fees set by the brand. Check
            the brand&apos;s claim page for any shipping cost before you complete your order.
          </BulletItem>
          <BulletItem>
            SwagDrop is a listing platform. Each brand runs its own offer and ships its own items;
            read our <TextLink to="/terms">Terms of Service</TextLink> and{' '}
            <TextLink to="/privacy">Privacy Policy</TextLink> for the details.
          </BulletItem>
        </BulletList>
      </StaticSection>

      <StaticSection title={PLACES_CREDIT.heading}>
        <Typography>
          {PLACES_CREDIT.before}
          <Link href={PLACES_CREDIT.geonamesUrl} underline="always">
            GeoNames
          </Link>
          {PLACES_CREDIT.between}
          <Link href={PLACES_CREDIT.licenceUrl} underline="always">
            {PLACES_CREDIT.licence}
          </Link>
          {PLACES_CREDIT.after}
        </Typography>
      </StaticSection>

      <StaticSection title="Get started">
        <Typography>
          Looking for free swag, or sitting on boxes of it? Either way, you are in the right place.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/swag" variant="contained" size="large">
            Browse free swag
          </Button>
          <Button component={RouterLink} to="/submit" variant="outlined" size="large">
            List your brand&apos;s swag
          </Button>
        </Stack>
      </StaticSection>
    </StaticPageLayout>
  );
}
