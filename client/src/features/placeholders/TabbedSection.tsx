import { Suspense, useLayoutEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { revealTabAt } from '../../lib/tabs';
import { LoadingSection } from '../../ui/LoadingSection';

/** The width of the bar's faded edge (ui/kit.css `.kl-tabs`): a tab under it is not in full view. */
const FADE_PX = 48;

/**
 * A tab bar of links to child routes (stats, games), scrollable on narrow screens, with a hint at
 * the edge that has more tabs (ui/kit.css); the active tab is scrolled into view. The tab's screen
 * shows LoadingSection while its data loads.
 */
export function TabbedSection({
  tabs,
  label,
  endSlot,
}: {
  tabs: { to: string; label: string }[];
  label: string;
  /** The id of a place at the bar's end, outside its scrolling, that a screen may render into. */
  endSlot?: string;
}) {
  const bar = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shown = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active tab changes with the route
  useLayoutEffect(() => {
    const reveal = () => {
      const nav = bar.current;
      const active = nav?.querySelector<HTMLElement>('a[aria-current="page"]');
      if (!nav || !active) return;
      const left = revealTabAt(
        {
          tabStart: active.offsetLeft,
          tabEnd: active.offsetLeft + active.offsetWidth,
          scrollLeft: nav.scrollLeft,
          width: nav.clientWidth,
        },
        FADE_PX,
      );
      // The first time at once; later a glide the user caused, unless they asked for less motion.
      const glide = shown.current && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      shown.current = true;
      if (left !== null) nav.scrollTo({ left, behavior: glide ? 'smooth' : 'instant' });
    };
    if (shown.current) return reveal();
    // The first time in the next frame: reading positions now would lay out the whole page while
    // the prerendered first screen is still in it (the app hands over in its own layout effect,
    // after this one), and the browser would lay it out again once that screen is gone.
    const frame = requestAnimationFrame(reveal);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <div>
      <div className="kl-tabs-row">
        <nav className="kl-tabs" aria-label={label} ref={bar}>
          {tabs.map((tab) => (
            <NavLink key={tab.to} to={tab.to}>
              {({ isActive }) => (
                <span className="kl-tab" data-active={isActive ? '' : undefined}>
                  {tab.label}
                </span>
              )}
            </NavLink>
          ))}
        </nav>
        {endSlot && <div id={endSlot} className="kl-tabs-end" />}
      </div>
      {/* A tab whose data has not arrived shows the spinner under the bar (not the app's loading
          screen); a new tab a new boundary, so it shows at once rather than the last tab staying. */}
      <Suspense key={pathname} fallback={<LoadingSection />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
