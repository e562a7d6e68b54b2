import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BrandLogo, ShellControls } from 'shared_ui/components';

/** Centered card used by the public admin pages (login, reset password). */
export default function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ mb: 2 }}>
            <BrandLogo suffix="Admin" to="/admin/login" />
          </Box>
          <Typography component="h1" variant="h4" sx={{ mb: 3, fontWeight: 750 }}>
            {title}
          </Typography>
          <ShellControls>{children}</ShellControls>
        </CardContent>
      </Card>
    </Box>
  );
}
