import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BROWSE_COPY } from '@swagdrop/model';

/** docs/product-rules.md#home-page: three-step how-it-works. */
export default function HowItWorks() {
  return (
    <Box
      component="section"
      aria-labelledby="how-it-works-title"
      sx={{ bgcolor: '#f3eeff', py: 8 }}
    >
      <Container maxWidth="lg">
        <Typography
          id="how-it-works-title"
          component="h2"
          variant="h3"
          sx={{ fontWeight: 800, textAlign: 'center', mb: 4 }}
        >
          {BROWSE_COPY.howItWorksHeading}
        </Typography>
        <Box
          component="ol"
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            listStyle: 'none',
            m: 0,
            p: 0,
          }}
        >
          {BROWSE_COPY.howItWorksSteps.map((step, index) => (
            <Paper component="li" key={step.title} variant="outlined" sx={{ p: 3 }}>
              <Typography
                aria-hidden="true"
                color="primary"
                sx={{ fontWeight: 900, fontSize: 32, lineHeight: 1 }}
              >
                {index + 1}
              </Typography>
              <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
                {step.title}
              </Typography>
              <Typography color="text.secondary">{step.text}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
