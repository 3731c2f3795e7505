// SPEC §2: a route that needs a verified e-mail sends an unverified user to '/' and remembers
// where they wanted to go, for after verification.
const KEY = 'wantedUrl';

export function rememberWantedUrl(url: string) {
  if (url.startsWith('/') && !url.startsWith('//')) localStorage.setItem(KEY, url);
}

export function takeWantedUrl(): string | null {
  const url = localStorage.getItem(KEY);
  localStorage.removeItem(KEY);
  return url;
}
