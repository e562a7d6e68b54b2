import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BROWSE_COPY } from '@swagdrop/model';

/** docs/product-rules.md#home-page: the home page's For Brands block. */
export default function ForBrands() {
  return (
    <Container component="section" aria-labelledby="for-brands-title" maxWidth="md" sx={{ py: 8 }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography id="for-brands-title" component="h2" variant="h3" sx={{ fontWeight: 800 }}>
          {BROWSE_COPY.forBrandsHeading}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, fontSize: 18 }}>
          {BROWSE_COPY.forBrandsText}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center', mt: 3 }}
        >
          <Button component={RouterLink} to="/submit" variant="contained">
            {BROWSE_COPY.submitCta}
          </Button>
          <Button component={RouterLink} to="/brand-benefits" variant="outlined">
            {BROWSE_COPY.brandBenefitsCta}
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
