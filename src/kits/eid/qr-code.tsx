import { useEffect, useState } from 'react';
import type { encode } from 'uqr';

type Encode = typeof encode;

/** The QR encoder, loaded on first use (the login page's first load does not carry it). */
let encoder: Promise<Encode> | null = null;
const loadEncoder = (): Promise<Encode> => (encoder ??= import('uqr').then((module) => module.encode));

/** One SVG path of the dark modules (a 4-module quiet zone around them, as the QR standard asks). */
function modulesPath(modules: readonly (readonly boolean[])[]): string {
  let path = '';
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + 4} ${y + 4}h1v1h-1z`;
    });
  });
  return path;
}

/**
 * A QR code drawn as SVG in the browser from `value` (a Smart-ID device link): no image request, and
 * no markup from the value itself. `label` names it for screen readers.
 */
export function QrCode({ value, label, size = 224 }: { value: string; label: string; size?: number }) {
  const [drawn, setDrawn] = useState<{ value: string; path: string; width: number } | null>(null);
  useEffect(() => {
    let current = true;
    void loadEncoder().then((encode) => {
      if (!current) return;
      const qr = encode(value, { ecc: 'L', border: 0 });
      setDrawn({ value, path: modulesPath(qr.data), width: qr.size + 8 });
    });
    return () => {
      current = false;
    };
  }, [value]);
  // A new value is drawn within a tick of its arrival; until then the previous one stays (no flicker).
  if (drawn === null) {
    return (
      <div className="qr-code qr-code--loading" style={{ width: size, height: size }} aria-hidden="true" />
    );
  }
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${drawn.width} ${drawn.width}`}
      shapeRendering="crispEdges"
    >
      <rect width={drawn.width} height={drawn.width} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
