import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo, HeaderBar } from 'shared_ui/components';

const NAV_ITEMS = [
  { label: 'Browse Swag', to: '/swag' },
  { label: 'Submit Swag', to: '/submit' },
  { label: 'About', to: '/about' },
];

/** The storefront's header (the layout's, and the boot shells' as a signed-out visitor). */
export default function StorefrontHeader({ actions }: { actions?: ReactNode }) {
  return (
    <HeaderBar
      logo={<BrandLogo linkComponent={RouterLink} />}
      navItems={NAV_ITEMS}
      linkComponent={RouterLink}
      actions={actions}
    />
  );
}
