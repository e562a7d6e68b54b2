import { createRoot } from 'react-dom/client';
import Gallery from './Gallery';

/** The remote's own page: a gallery of the federated components, for design review. */
createRoot(document.getElementById('root') as HTMLElement).render(<Gallery />);
