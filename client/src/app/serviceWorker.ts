// SPEC §4/§8 service-worker updates, in production builds only.
const UPDATE_CHECK_MS = 30 * 60 * 1000;
const CRITICAL_RELOAD_MS = 15_000;

export async function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');

  // A new version is ready: offer to activate it, then reload.
  // The toaster (and Chakra with it) loads only when there is something to say.
  wb.addEventListener('waiting', async () => {
    const { toaster } = await import('./toaster');
    toaster.create({
      title: 'Neue Version verfügbar',
      type: 'info',
      duration: 10_000,
      action: {
        label: 'Seite neuladen',
        onClick: () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      },
    });
  });

  try {
    // Registered when the page is stable (after load), as SPEC §9 says.
    const registration = await wb.register();
    if (registration) setInterval(() => registration.update().catch(updateFailed), UPDATE_CHECK_MS);
  } catch (error) {
    console.error('service worker registration failed', error);
    await unregisterAll();
  }
}

async function updateFailed(error: unknown) {
  const { toaster } = await import('./toaster');
  console.error('service worker update failed', error);
  await unregisterAll();
  toaster.create({
    title: 'App update issue detected. Please refresh the page.',
    type: 'warning',
    duration: 20_000,
    action: { label: 'Refresh Now', onClick: () => window.location.reload() },
  });
}

async function unregisterAll() {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
}

/** A failure the app cannot recover from: clear everything and reload after 15 s. */
export async function criticalUpdate() {
  const { toaster } = await import('./toaster');
  toaster.create({
    title: 'Critical update required. Page will refresh automatically in 15 seconds.',
    type: 'error',
    duration: CRITICAL_RELOAD_MS,
    action: { label: 'Refresh Now', onClick: () => window.location.reload() },
  });
  await unregisterAll();
  if ('caches' in window) for (const key of await caches.keys()) await caches.delete(key);
  localStorage.clear();
  sessionStorage.clear();
  setTimeout(() => window.location.reload(), CRITICAL_RELOAD_MS);
}
