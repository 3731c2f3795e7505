// The first screen before the app runs: index.html shows a prerendered view (made at build time by
// src/prerender.tsx through vite/prerender.ts) chosen by an inline script from the path. When React
// has rendered the real screen into #root, handOverFirstScreen() moves what the visitor already typed
// and the focus over, and removes the static view in the same frame.

/** Call once the app's first screen is in the DOM (a layout effect, so nothing paints in between). */
export function handOverFirstScreen() {
  const first = document.getElementById('first-screen');
  const root = document.getElementById('root');
  if (!first || !root) return;
  const focused = document.activeElement;
  const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const input of first.querySelectorAll<HTMLInputElement>('input[name]')) {
    const target = root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(input.name)}"]`);
    if (!target) continue;
    if (input.value && !target.value && setInputValue) {
      // As if typed: the controlled input's onChange takes the value into React's state.
      setInputValue.call(target, input.value);
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (input === focused) {
      target.focus();
      try {
        target.setSelectionRange(input.selectionStart, input.selectionEnd);
      } catch {
        // Types without a text selection (e-mail in some browsers).
      }
    }
  }
  first.remove();
}
