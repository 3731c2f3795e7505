import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/serviceWorker';
import './app/motion.css';

// The first render is a transition: React works in small slices and the page stays responsive
// while it builds the first screen (the splash in index.html shows meanwhile).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

window.addEventListener('load', () => void registerServiceWorker());
