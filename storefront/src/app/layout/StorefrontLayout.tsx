import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { SiteFooter } from 'shared_ui/components';
import { SOCIAL_LINKS } from '@swagdrop/model';
import ScrollToTop from '../../components/ScrollToTop';
import { useKnownUser } from '../../lib/auth';
import NewsletterSignup from '../../features/newsletter/components/NewsletterSignup';
import Welcome from '../../features/welcome/components/Welcome';
import StorefrontHeader from './StorefrontHeader';

const FOOTER_COLUMNS = [
  {
    heading: 'For Everyone',
    links: [
      { label: 'Browse Swag', to: '/swag' },
      { label: 'About', to: '/about' },
    ],
  },
  {
    heading: 'For Brands',
    links: [
      { label: 'Submit Swag', to: '/submit' },
      { label: 'Brand Benefits', to: '/brand-benefits' },
      { label: 'Brand Login', to: '/login' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
];

export default function StorefrontLayout() {
  const user = useKnownUser();
  return (
    <>
      <a href="#main" className="skip-link" style={skipLinkStyle}>
        Skip to content
      </a>
      <ScrollToTop />
      <StorefrontHeader
        actions={
          user ? (
            <Button variant="contained" component={RouterLink} to="/dashboard">
              Dashboard
            </Button>
          ) : undefined
        }
      />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter
        columns={FOOTER_COLUMNS}
        linkComponent={RouterLink}
        slot={<NewsletterSignup variant="footer" />}
        bottom={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
            <Typography variant="body2">
              © {new Date().getFullYear()} SwagDrop. Free swag, less waste.
            </Typography>
            <Box
              component="ul"
              aria-label="Social networks"
              sx={{ display: 'flex', gap: 2, listStyle: 'none', m: 0, p: 0 }}
            >
              {SOCIAL_LINKS.map((link) => (
                <li key={link.href}>
                  <Typography
                    component="a"
                    variant="body2"
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ color: '#e9e2ff' }}
                  >
                    {link.name}
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
        }
      />
      <Welcome />
    </>
  );
}

/** Visible only when focused by keyboard users. */
const skipLinkStyle: React.CSSProperties = {
  position: 'absolute',
  left: -9999,
  top: 0,
};
