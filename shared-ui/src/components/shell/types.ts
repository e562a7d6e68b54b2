import type { ElementType } from 'react';

export interface NavItem {
  label: string;
  to: string;
  /** External links open in a new tab with rel="noopener noreferrer". */
  external?: boolean;
}

/** Hosts pass their router's Link so navigation stays client-side; plain anchors otherwise. */
export function linkPropsFor(item: Omit<NavItem, 'label'>, linkComponent?: ElementType) {
  if (item.external) return { href: item.to, target: '_blank', rel: 'noopener noreferrer' };
  return linkComponent ? { component: linkComponent, to: item.to } : { href: item.to };
}
