import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import { NavLink, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { BrandLogo } from 'shared_ui/components';
import { COPY } from '@swagdrop/model';
import { signOutAdmin } from '../../lib/admin-auth';
import { ADMIN_NAV } from './nav-items';

/** The sidebar's content, shared by the permanent (desktop) and temporary (mobile) drawers. */
export default function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const logout = async () => {
    onNavigate?.();
    try {
      await signOutAdmin();
      enqueueSnackbar(COPY.loggedOut, { variant: 'success' });
      navigate('/admin/login', { replace: true });
    } catch {
      enqueueSnackbar(COPY.errorLoggingOut, { variant: 'error' });
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ p: 2 }}>
        <BrandLogo to="/admin" linkComponent={NavLink} suffix="Admin" />
      </Box>
      <Divider />
      <List component="ul" aria-label="Admin sections" sx={{ flexGrow: 1, px: 1 }}>
        {ADMIN_NAV.map(({ label, to, icon: Icon }) => (
          <Box component="li" key={to} sx={{ listStyle: 'none' }}>
            <ListItemButton
              component={NavLink}
              to={to}
              end={to === '/admin'}
              onClick={onNavigate}
              sx={{
                borderRadius: 2,
                mb: 0.5,
                '&.active': {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  '& .MuiListItemIcon-root': { color: 'primary.contrastText' },
                  '&:hover': { bgcolor: 'primary.dark' },
                },
              }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          </Box>
        ))}
      </List>
      <Divider />
      <Box sx={{ p: 1 }}>
        <ListItemButton onClick={() => void logout()} sx={{ borderRadius: 2 }}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Logout" />
        </ListItemButton>
      </Box>
    </Box>
  );
}
