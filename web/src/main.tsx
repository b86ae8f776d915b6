import { createRoot } from 'react-dom/client';
import '@fontsource/hind-siliguri/bengali-400.css';
import '@fontsource/hind-siliguri/latin-400.css';
import '@fontsource/hind-siliguri/bengali-600.css';
import '@fontsource/hind-siliguri/latin-600.css';
import './index.css';
import '@/lib/i18n';
import { App } from '@/app/app';
import { prefetchForPath } from '@/app/prefetch';

// Start the first page's data request alongside its code chunk.
prefetchForPath(window.location.pathname);

createRoot(document.getElementById('root')!).render(<App />);
