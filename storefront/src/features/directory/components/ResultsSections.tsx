import { BROWSE_COPY, DIRECTORY_SHELL_CARDS, type DirectoryRow } from '@swagdrop/model';
import type { DirectoryView } from '../utils/directory-query';
import ListingSection from './ListingSection';

/**
 * The two directory sections (docs/product-rules.md#directory): 'Featured Swag (N)', then the rest
 * under 'More Swag' (untitled when nothing is featured). The first row of the first section loads
 * its images eagerly: those are the cards above the fold.
 */
export default function ResultsSections({
  featured,
  regular,
  featuredTotal,
  miles,
  view,
}: {
  featured: readonly DirectoryRow[];
  regular: readonly DirectoryRow[];
  featuredTotal: number;
  miles?: ReadonlyMap<DirectoryRow, number>;
  view: DirectoryView;
}) {
  return (
    <>
      {featured.length > 0 && (
        <ListingSection
          heading={BROWSE_COPY.featuredHeading}
          count={featuredTotal}
          listings={featured}
          miles={miles}
          view={view}
          eagerCount={DIRECTORY_SHELL_CARDS}
          testId="featured-section"
        />
      )}
      {regular.length > 0 && (
        <ListingSection
          heading={featuredTotal > 0 ? BROWSE_COPY.moreHeading : undefined}
          listings={regular}
          miles={miles}
          view={view}
          eagerCount={featured.length === 0 ? DIRECTORY_SHELL_CARDS : 0}
          testId="regular-section"
        />
      )}
    </>
  );
}
