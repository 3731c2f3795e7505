import 'virtual:chakra-global.css';
import './app/motion.css';

// Start-up in steps, each its own task, so no single long task blocks the page: first Chakra's style
// system, then the app, then the first render as a transition (React works in small slices). The
// splash in index.html shows meanwhile.
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  await import('./app/styles');
  await yieldToBrowser();
  const [{ StrictMode, startTransition }, { createRoot }, { App }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('./app/App'),
  ]);
  await yieldToBrowser();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  // SPEC §9: register the service worker once the page is stable (it may already be loaded by now).
  const registerWorker = () => void import('./app/serviceWorker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker);
}

void start();
