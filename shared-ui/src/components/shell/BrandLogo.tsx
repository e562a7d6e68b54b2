import type { ElementType } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import RedeemRounded from '@mui/icons-material/RedeemRounded';
import { linkPropsFor } from './types';

export default function BrandLogo({
  to = '/',
  linkComponent,
  suffix,
}: {
  to?: string;
  linkComponent?: ElementType;
  suffix?: string;
}) {
  return (
    <Link
      {...linkPropsFor({ to }, linkComponent)}
      // The accessible name contains the visible text (WCAG 2.5.3 label in name).
      aria-label={suffix ? `SwagDrop ${suffix} home` : 'SwagDrop home'}
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.dark',
        fontWeight: 800,
        fontSize: '1.3rem',
      }}
    >
      <RedeemRounded aria-hidden="true" />
      <Box component="span">SwagDrop</Box>
      {/* A real space, so the text reads "SwagDrop Admin" (flex layout ignores it visually). */}
      {suffix && ' '}
      {suffix && (
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600, fontSize: '1rem' }}>
          {suffix}
        </Box>
      )}
    </Link>
  );
}
