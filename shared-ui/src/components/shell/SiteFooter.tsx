import type { ElementType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { linkPropsFor, type NavItem } from './types';

export interface FooterColumn {
  heading: string;
  links: readonly NavItem[];
}

/** Footer link columns with an optional slot (the storefront puts its newsletter block there). */
export default function SiteFooter({
  columns,
  slot,
  bottom,
  linkComponent,
}: {
  columns: readonly FooterColumn[];
  slot?: ReactNode;
  bottom?: ReactNode;
  linkComponent?: ElementType;
}) {
  return (
    <Box component="footer" sx={{ mt: 'auto', bgcolor: '#1f1633', color: '#f4f0ff', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {columns.map((column) => (
            <Box key={column.heading} component="nav" aria-label={column.heading}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {column.heading}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link {...linkPropsFor(link, linkComponent)} sx={{ color: '#e9e2ff' }}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
          {slot && <Box>{slot}</Box>}
        </Box>
        {bottom && (
          <Box sx={{ mt: 4, pt: 3, borderTop: '1px solid rgba(255,255,255,0.2)' }}>{bottom}</Box>
        )}
      </Container>
    </Box>
  );
}
