/**
 * Props for a container that scrolls on small screens (wide tables): keyboard users can focus
 * it to scroll, and screen readers announce it as a named region (axe
 * scrollable-region-focusable).
 */
export function scrollableRegion(label: string) {
  return { tabIndex: 0, role: 'region', 'aria-label': `${label}, scrollable` } as const;
}
