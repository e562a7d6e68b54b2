import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BROWSE_COPY, GOAL_STATS } from '@swagdrop/model';
import { VISUALLY_HIDDEN } from '@swagdrop/shared-ui/visually-hidden';

/** Goal statistics, static copy (docs/product-rules.md#home-page). */
export default function GoalStats() {
  return (
    <Container component="section" aria-labelledby="goal-stats-title" maxWidth="md" sx={{ py: 6 }}>
      <Typography id="goal-stats-title" component="h2" sx={VISUALLY_HIDDEN}>
        {BROWSE_COPY.statsHeading}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, m: 0 }}
      >
        {GOAL_STATS.map((stat) => (
          <Box
            key={stat.label}
            sx={{ display: 'flex', flexDirection: 'column-reverse', textAlign: 'center' }}
          >
            <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
              {stat.label}
            </Typography>
            <Typography component="dd" variant="h3" color="primary" sx={{ fontWeight: 900, m: 0 }}>
              {stat.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
