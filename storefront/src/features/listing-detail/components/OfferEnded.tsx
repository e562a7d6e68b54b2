import { useEffect } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { BROWSE_COPY, LISTING_TERM_COPY } from '@swagdrop/model';
import PageFrame from '../../../components/PageFrame';
import { useDocumentMeta } from '../../../lib/use-document-meta';

/**
 * A listing whose term has ended (listing-term.ts): the same short page renderListingPage
 * answers with 410, linking back to /swag and kept out of search indexes.
 */
export default function OfferEnded() {
  useDocumentMeta({
    title: LISTING_TERM_COPY.offerEndedTitle,
    description: LISTING_TERM_COPY.offerEndedText,
  });
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.appendChild(robots);
    return () => robots.remove();
  }, []);
  return (
    <PageFrame title={LISTING_TERM_COPY.offerEndedTitle} lead={LISTING_TERM_COPY.offerEndedText}>
      <Button variant="contained" component={RouterLink} to="/swag">
        {BROWSE_COPY.browseSwag}
      </Button>
    </PageFrame>
  );
}
