/**
 * The MUI the shared-ui remote renders, and nothing else: Module Federation shares this module
 * as the one MUI singleton (federation/shared-deps.ts), so the remote's components and the host
 * read one theme and one set of theme defaults. A shared module cannot be tree-shaken and loads
 * whole on every first route, so it holds only what the remote needs (the header, footer,
 * listing card, chips and skeletons). The hosts' other components stay deep imports bundled
 * per route (federation/mui-barrel-plugin.ts); the remote's build fails when one of its
 * components is missing here.
 */
export { default as AppBar } from '@mui/material/AppBar';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Card } from '@mui/material/Card';
export { default as CardContent } from '@mui/material/CardContent';
export { default as Chip } from '@mui/material/Chip';
export { default as Container } from '@mui/material/Container';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as Drawer } from '@mui/material/Drawer';
export { default as IconButton } from '@mui/material/IconButton';
export { default as Link } from '@mui/material/Link';
export { default as List } from '@mui/material/List';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as Skeleton } from '@mui/material/Skeleton';
export { default as Stack } from '@mui/material/Stack';
export { default as SvgIcon, createSvgIcon } from '@mui/material/SvgIcon';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Typography } from '@mui/material/Typography';
export { ThemeProvider, createTheme, styled, useTheme } from '@mui/material/styles';
