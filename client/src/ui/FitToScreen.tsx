import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * Issue 28: a wall screen cannot scroll. The children are laid out on a canvas `width` px wide (a
 * 1080p screen's) and scaled to fit the space left below this element's top, in both directions,
 * down for a big bracket and up (to `maxScale`) for a small one. `data-scale` tells tests the factor.
 */
export function FitToScreen({
  width = 1800,
  maxScale = 1.6,
  bottom = 24,
  children,
}: {
  width?: number;
  maxScale?: number;
  /** Space kept free below (px). */
  bottom?: number;
  children: ReactNode;
}) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState({ scale: 1, height: 0 });
  useLayoutEffect(() => {
    const measure = () => {
      const box = outer.current;
      const content = inner.current;
      if (!box || !content) return;
      const available = Math.max(0, window.innerHeight - box.getBoundingClientRect().top - bottom);
      const natural = content.scrollHeight;
      const scale = Math.min(maxScale, box.clientWidth / width, available / Math.max(1, natural));
      setFit((f) => (f.scale === scale && f.height === natural ? f : { scale, height: natural }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (inner.current) observer.observe(inner.current);
    if (outer.current) observer.observe(outer.current);
    // What stands above may change after the first measure (the title, a late part of the page):
    // that moves this box without resizing it, but it resizes the page. A full test run caught a
    // scale measured while the box still stood below the screen's bottom, kept since.
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [width, maxScale, bottom]);
  return (
    <div ref={outer} style={{ height: fit.height * fit.scale, overflow: 'hidden' }} data-scale={fit.scale}>
      <div
        ref={inner}
        style={{
          width,
          transform: `scale(${fit.scale})`,
          transformOrigin: 'top left',
          marginInline: `max(0px, calc((100% - ${width * fit.scale}px) / 2))`,
        }}
      >
        {children}
      </div>
    </div>
  );
}
