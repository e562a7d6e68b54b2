import type { ReactNode } from 'react';
import Container from '@mui/material/Container';

/** The page's width and vertical padding, shared by the pages and their boot shells. */
export default function PageContainer({
  maxWidth = 'lg',
  children,
}: {
  maxWidth?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      {children}
    </Container>
  );
}
