import { useMemo } from 'react';
import { BROWSE_COPY, siteJsonLd, PAGE_META } from '@swagdrop/model';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useFeaturedListings } from '../api/use-featured-listings';
import ClosingCta from './ClosingCta';
import FeaturedListings from './FeaturedListings';
import ForBrands from './ForBrands';
import GoalStats from './GoalStats';
import HomeHero from './HomeHero';
import HowItWorks from './HowItWorks';

/**
 * / (docs/product-rules.md#home-page): hero, goals, featured swag, how it works, for brands, call
 * to action. The newsletter signup is the layout's footer block on every page, this one included.
 */
export default function HomePage() {
  const jsonLd = useMemo(() => siteJsonLd(window.location.origin, BROWSE_COPY.homeDescription), []);
  useDocumentMeta({ ...PAGE_META.home, jsonLd });
  return (
    <>
      <HomeHero />
      <GoalStats />
      <FeaturedSection />
      <HowItWorks />
      <ForBrands />
      <ClosingCta />
    </>
  );
}

/**
 * The one section that follows the directory query: its loading and ready states re-render this
 * section only, not the page's static sections (a long task on a phone otherwise).
 */
function FeaturedSection() {
  return <FeaturedListings listings={useFeaturedListings().listings} />;
}
