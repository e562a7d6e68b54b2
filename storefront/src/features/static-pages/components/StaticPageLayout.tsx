import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { SUPPORT_EMAIL } from '@swagdrop/model';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

interface StaticPageLayoutProps {
  title: string;
  lead?: ReactNode;
  /** ISO date (YYYY-MM-DD) for legal pages, rendered as "Last updated: November 23, 2026". */
  lastUpdated?: string;
  children: ReactNode;
}

/** Shared frame for the static pages so they keep one h1 and a consistent heading outline. */
export default function StaticPageLayout({
  title,
  lead,
  lastUpdated,
  children,
}: StaticPageLayoutProps) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Box component="header" sx={{ mb: { xs: 4, md: 6 } }}>
        <Typography variant="h1" component="h1" gutterBottom>
          {title}
        </Typography>
        {lastUpdated && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Last updated:{' '}
            <time dateTime={lastUpdated}>{longDate.format(new Date(lastUpdated))}</time>
          </Typography>
        )}
        {lead && (
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ fontWeight: 400, lineHeight: 1.6 }}
          >
            {lead}
          </Typography>
        )}
      </Box>
      <Stack spacing={{ xs: 5, md: 6 }}>{children}</Stack>
    </Container>
  );
}

interface StaticSectionProps {
  title: string;
  id?: string;
  children: ReactNode;
}

/** An h2 section; labelled so screen-reader users can jump between sections as regions. */
export function StaticSection({ title, id, children }: StaticSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" id={id} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** h3 styled small, because sub-sections read as part of their h2 rather than new topics. */
export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h3" sx={{ fontWeight: 700, pt: 1 }}>
      {children}
    </Typography>
  );
}

interface BulletListProps {
  ordered?: boolean;
  children: ReactNode;
}

export function BulletList({ ordered = false, children }: BulletListProps) {
  return (
    <List
      component={ordered ? 'ol' : 'ul'}
      disablePadding
      sx={{ pl: 3, listStyleType: ordered ? 'decimal' : 'disc' }}
    >
      {children}
    </List>
  );
}

export function BulletItem({ children }: { children: ReactNode }) {
  return (
    <ListItem disablePadding sx={{ display: 'list-item', py: 0.5 }}>
      <Typography component="span">{children}</Typography>
    </ListItem>
  );
}

/**
 * Links inside running text are always underlined: the primary colour alone does not contrast
 * 3:1 with body text, which axe flags as link-in-text-block.
 */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="always">
      {children}
    </Link>
  );
}

export function SupportEmailLink() {
  return (
    <Link href={`mailto:${SUPPORT_EMAIL}`} underline="always">
      {SUPPORT_EMAIL}
    </Link>
  );
}
