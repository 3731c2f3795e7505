import { toaster } from './toaster';

/** Copies `text` and says so; where the browser refuses (no permission, http), asks to copy by hand. */
export async function copyToClipboard(text: string, copied = 'Copied') {
  try {
    await navigator.clipboard.writeText(text);
    toaster.create({ type: 'success', title: copied, duration: 2000 });
  } catch {
    toaster.create({ type: 'info', title: 'Select the text and copy it', duration: 3000 });
  }
}
