import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The frame of /login and /signup: one h1, the form, a link to the other page. */
export default function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h3" gutterBottom>
          {title}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {lead}
          </Typography>
        )}
        {children}
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
          {footer}
        </Typography>
      </Paper>
    </Container>
  );
}
