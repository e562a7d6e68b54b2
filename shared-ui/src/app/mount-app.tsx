import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders a host app into #root. The first render runs as a transition so React yields to the
 * browser every few milliseconds instead of building the whole first page in one long task:
 * a phone stays responsive while the app starts (Lighthouse's total blocking time).
 */
export function mountApp(App: ComponentType): void {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
