import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { BRAND_COPY } from '@swagdrop/model';

/** Dashboard header (docs/product-rules.md#accounts): the user's email and Logout. */
export default function DashboardHeader({
  email,
  onLogout,
  loggingOut,
}: {
  email: string | null;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        mb: 4,
      }}
    >
      <Box>
        <Typography component="h1" variant="h2">
          Brand Dashboard
        </Typography>
        <Typography color="text.secondary" data-testid="dashboard-email">
          {email}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        startIcon={<LogoutIcon />}
        onClick={onLogout}
        disabled={loggingOut}
      >
        {BRAND_COPY.logout}
      </Button>
    </Box>
  );
}
