import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BROWSE_COPY } from '@swagdrop/model';

/** docs/product-rules.md#home-page: the home page's closing call to action. */
export default function ClosingCta() {
  return (
    <Box
      component="section"
      aria-labelledby="closing-cta-title"
      sx={{ bgcolor: '#4c1d95', color: '#ffffff', py: 8, textAlign: 'center' }}
    >
      <Container maxWidth="sm">
        <Typography id="closing-cta-title" component="h2" variant="h3" sx={{ fontWeight: 800 }}>
          {BROWSE_COPY.closingHeading}
        </Typography>
        <Typography sx={{ mt: 2, color: '#f3e8ff' }}>{BROWSE_COPY.closingText}</Typography>
        <Button
          component={RouterLink}
          to="/swag"
          variant="contained"
          color="secondary"
          size="large"
          sx={{ mt: 3 }}
        >
          {BROWSE_COPY.browseCta}
        </Button>
      </Container>
    </Box>
  );
}
