import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { Outlet } from 'react-router-dom';
import { ADMIN_COPY } from '@swagdrop/model';
import { BootShellHandoff } from '@swagdrop/shared-ui/app';
import { useAdminAuth } from '../../lib/admin-auth';
import SidebarNav from './SidebarNav';

const DRAWER_WIDTH = 250;
const MOBILE_DRAWER_ID = 'admin-mobile-navigation';

/**
 * Sidebar layout (docs/product-rules.md#routes): permanent on desktop, collapsible drawer on small
 * screens.
 */
export default function AdminLayout() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { user } = useAdminAuth();
  return (
    <Box sx={{ display: 'flex', flexGrow: 1, minHeight: '100vh' }}>
      <Box
        component="nav"
        aria-label="Admin"
        sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}
      >
        <Drawer
          id={MOBILE_DRAWER_ID}
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: false }}
          slotProps={{ paper: { 'aria-label': 'Admin navigation' } }}
          sx={{
            display: { xs: 'block', md: 'none' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH },
          }}
        >
          <SidebarNav onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH },
          }}
        >
          <SidebarNav />
        </Drawer>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          component="header"
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              aria-label="Open navigation"
              aria-controls={MOBILE_DRAWER_ID}
              aria-expanded={mobileOpen}
              onClick={() => setMobileOpen(true)}
              edge="start"
              sx={{ display: { md: 'none' } }}
            >
              <MenuRounded />
            </IconButton>
            <Typography component="p" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {ADMIN_COPY.welcomeAdmin}
            </Typography>
            {user?.email && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: { xs: 'none', sm: 'block' } }}
              >
                {user.email}
              </Typography>
            )}
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ p: { xs: 2, md: 4 }, flexGrow: 1 }}>
          {/* An admin who opened /admin/login while signed in lands here from its shell. */}
          <BootShellHandoff />
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
