import { Image } from '@mantine/core';
import { useState } from 'react';
import { safeImageSrc } from '../../../lib/safe-url';

/** Badges shipped in public/images/teams for the demo tournament's teams. */
const bundledLogos = new Set(['RR', 'HH', 'LL', 'OTT', 'CSC', 'MM']);
export const placeholderLogo = '/images/teams/placeholder.svg';

export function bundledLogo(shortName: string): string | undefined {
  const key = shortName.toUpperCase();
  return bundledLogos.has(key) ? `/images/teams/${key}.svg` : undefined;
}

interface TeamLogoProps {
  team: { name: string; shortName: string; logo: string | null };
  size?: number;
  /** Inside a link that already names the team: the logo adds nothing to the link's name. */
  decorative?: boolean;
}

/**
 * Spec §3 Team: the team's own logo, else the bundled badge for its short name, else a
 * placeholder. An address that fails to load falls through to the next one.
 */
export function TeamLogo({ team, size = 40, decorative = false }: TeamLogoProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const candidates = [safeImageSrc(team.logo), bundledLogo(team.shortName)].filter(
    (src): src is string => src !== undefined,
  );
  const src = candidates.find((candidate) => !failed.includes(candidate)) ?? placeholderLogo;
  return (
    <Image
      src={src}
      alt={decorative ? '' : team.name}
      w={size}
      h={size}
      fit="contain"
      style={{ flexShrink: 0 }}
      onError={() => {
        if (src !== placeholderLogo) setFailed((current) => [...current, src]);
      }}
    />
  );
}
