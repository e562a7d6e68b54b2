import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import PageFrame from './PageFrame';

export default function NotFoundPage() {
  return (
    <PageFrame
      title="Page not found"
      lead="The page you're looking for doesn't exist or has moved."
    >
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={RouterLink} to="/swag">
          Browse Swag
        </Button>
        <Button variant="outlined" component={RouterLink} to="/">
          Go home
        </Button>
      </Stack>
    </PageFrame>
  );
}
