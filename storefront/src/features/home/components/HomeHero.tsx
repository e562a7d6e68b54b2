import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BROWSE_COPY } from '@swagdrop/model';

/** Home hero with links to /swag and /submit (docs/product-rules.md#home-page). */
export default function HomeHero() {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        background: 'linear-gradient(135deg, #4c1d95 0%, #6d28d9 55%, #a21caf 100%)',
        color: '#ffffff',
        py: { xs: 8, md: 12 },
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="home-hero-title" component="h1" variant="h1" sx={{ fontWeight: 900 }}>
          {BROWSE_COPY.heroTitle}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 400, mt: 2, color: '#f3e8ff' }}>
          {BROWSE_COPY.heroLead}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center', mt: 4 }}
        >
          <Button
            component={RouterLink}
            to="/swag"
            variant="contained"
            color="secondary"
            size="large"
          >
            {BROWSE_COPY.browseCta}
          </Button>
          <Button
            component={RouterLink}
            to="/submit"
            variant="outlined"
            size="large"
            sx={{ color: '#ffffff', borderColor: '#ffffff' }}
          >
            {BROWSE_COPY.submitCta}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
