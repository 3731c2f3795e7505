import { Spinner } from './Button';

/**
 * Where a screen's data will be, while it loads (SPEC §2: a spinner while loading): the prerendered
 * first screen draws it (prerender.tsx), and a tab shows it until its query has answered
 * (TabbedSection). Plain elements (kit.css), so it paints before Chakra is there.
 */
export function LoadingSection() {
  return (
    <div className="kl-section-loading" role="status" aria-label="Loading">
      <Spinner size="lg" />
    </div>
  );
}
