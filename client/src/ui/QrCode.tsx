import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code of `text` drawn as one SVG path (no canvas, no inline markup: the page's CSP allows it),
 * dark on a white quiet zone in either colour mode, so every phone camera reads it.
 */
export function QrCode({ text, size = 200, label }: { text: string; size?: number; label: string }) {
  const { path, modules } = useMemo(() => {
    const { data, size: n } = encode(text, { ecc: 'M', border: 2 });
    let d = '';
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { path: d, modules: n };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', borderRadius: 8 }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
