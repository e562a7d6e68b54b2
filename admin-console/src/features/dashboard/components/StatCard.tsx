import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** One dashboard figure; a labelled region so it reads as "Total Claims, 42". */
export default function StatCard({
  label,
  value,
  icon,
  detail,
}: {
  label: string;
  value: string | number | null;
  icon?: ReactNode;
  detail?: ReactNode;
}) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          {icon}
          <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 650 }}>
            {label}
          </Typography>
        </Box>
        {value === null ? (
          <Skeleton
            variant="text"
            width={80}
            sx={{ fontSize: '2.2rem' }}
            role="progressbar"
            aria-label="Loading"
          />
        ) : (
          <Typography data-testid="stat-value" sx={{ fontSize: '2.2rem', fontWeight: 800 }}>
            {value}
          </Typography>
        )}
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
