import { useMemo } from 'react';
import QRCode from 'qrcode';

const QUIET_ZONE = 4;

/** One path of dark modules, merged per row run: crisp at any size. */
function modulesPath(link: string): { side: number; d: string } {
  // The same options as the server's files, so the screen shows exactly the printed code.
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'H' });
  let d = '';
  for (let y = 0; y < modules.size; y += 1) {
    let x = 0;
    while (x < modules.size) {
      if (!modules.get(x, y)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < modules.size && modules.get(x, y)) x += 1;
      d += `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`;
    }
  }
  return { side: modules.size + 2 * QUIET_ZONE, d };
}

/** The receiver's code drawn on screen, labelled for screen readers by what it opens. */
export function QrCodeSvg({ link, label }: { link: string; label: string }) {
  const { side, d } = useMemo(() => modulesPath(link), [link]);
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="qr-code"
      data-link={link}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
