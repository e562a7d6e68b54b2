/** The header's links, shared by the layout and the boot shells. */
export const NAV_ITEMS = [
  { label: 'Browse Swag', to: '/swag' },
  { label: 'Submit Swag', to: '/submit' },
  { label: 'About', to: '/about' },
];
