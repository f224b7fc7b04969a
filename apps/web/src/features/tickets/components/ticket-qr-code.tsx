import { Stack, Text } from '@mantine/core';
import type { QrCode } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { ticketMessages as m } from './messages';

/** Modules of white around the code: scanners need a quiet zone, and a dark page gives none. */
const quietZone = 2;

/**
 * The ticket link's QR code, large enough to scan from a phone held up at the door: black on
 * white in both schemes (scanners read dark modules on a light ground), drawn crisp at any size.
 */
export function TicketQrCode({ qr, maxWidth = 288 }: { qr: QrCode; maxWidth?: number }) {
  const t = useT();
  const side = qr.size + 2 * quietZone;
  return (
    <Stack component="figure" m={0} gap="xs" align="center">
      <svg
        role="img"
        aria-label={t(m.qrCode)}
        viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
        shapeRendering="crispEdges"
        style={{
          display: 'block',
          width: '100%',
          maxWidth,
          aspectRatio: '1',
          borderRadius: 8,
        }}
      >
        <rect
          x={-quietZone}
          y={-quietZone}
          width={side}
          height={side}
          fill="var(--mantine-color-white)"
        />
        <path d={qr.path} fill="var(--mantine-color-black)" />
      </svg>
      <Text component="figcaption" size="sm" c="dimmed" ta="center">
        {t(m.qrHint)}
      </Text>
    </Stack>
  );
}
