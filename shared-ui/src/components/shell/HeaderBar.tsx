import { useState, type ElementType, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { linkPropsFor, type NavItem } from './types';

interface HeaderBarProps {
  logo: ReactNode;
  navItems: readonly NavItem[];
  /** Extra controls at the right (e.g. the Dashboard button when signed in). */
  actions?: ReactNode;
  linkComponent?: ElementType;
}

/** Sticky header with desktop links and a keyboard-accessible mobile drawer menu. */
export default function HeaderBar({ logo, navItems, actions, linkComponent }: HeaderBarProps) {
  const [open, setOpen] = useState(false);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar
        component="nav"
        aria-label="Main"
        sx={{ gap: 2, maxWidth: 1200, width: '100%', mx: 'auto' }}
      >
        {logo}
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, alignItems: 'center' }}>
          {navItems.map((item) => (
            <Button key={item.to} color="inherit" {...linkPropsFor(item, linkComponent)}>
              {item.label}
            </Button>
          ))}
          {actions}
        </Box>
        <IconButton
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          aria-label="Open menu"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen(true)}
        >
          <MenuRounded />
        </IconButton>
      </Toolbar>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box id="mobile-menu" role="navigation" aria-label="Mobile" sx={{ width: 260, p: 2 }}>
          <List>
            {navItems.map((item) => (
              <ListItemButton
                key={item.to}
                {...linkPropsFor(item, linkComponent)}
                onClick={() => setOpen(false)}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
          {actions && (
            <Box sx={{ px: 2 }} onClick={() => setOpen(false)}>
              {actions}
            </Box>
          )}
        </Box>
      </Drawer>
    </AppBar>
  );
}
