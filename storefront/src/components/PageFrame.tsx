import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Standard page frame: one h1, optional lead text, content below. */
export default function PageFrame({
  title,
  lead,
  children,
  maxWidth = 'lg',
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={{ mb: 4 }}>
        <Typography component="h1" variant="h1" gutterBottom>
          {title}
        </Typography>
        {lead && (
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
            {lead}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}
