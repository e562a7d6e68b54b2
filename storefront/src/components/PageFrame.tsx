import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PageContainer from './PageContainer';

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
    <PageContainer maxWidth={maxWidth}>
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
    </PageContainer>
  );
}
