import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamLogo } from './team-logo';

function renderLogo(team: { name: string; shortName: string; logo: string | null }) {
  return render(
    <MantineProvider env="test">
      <TeamLogo team={team} />
    </MantineProvider>,
  );
}

describe('team logo', () => {
  it('uses the team’s own logo, then the bundled badge, then the placeholder', () => {
    renderLogo({
      name: 'Riverside Royals',
      shortName: 'RR',
      logo: 'https://cdn.example.org/rr.png',
    });
    const logo = screen.getByRole('img', { name: 'Riverside Royals' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example.org/rr.png');

    fireEvent.error(logo);
    expect(logo).toHaveAttribute('src', '/images/teams/RR.svg');

    fireEvent.error(logo);
    expect(logo).toHaveAttribute('src', '/images/teams/placeholder.svg');

    // The placeholder failing too does not loop.
    fireEvent.error(logo);
    expect(logo).toHaveAttribute('src', '/images/teams/placeholder.svg');
  });

  it('picks the bundled badge by short name when the team has no logo', () => {
    renderLogo({ name: 'Old Town Titans', shortName: 'ott', logo: null });
    expect(screen.getByRole('img', { name: 'Old Town Titans' })).toHaveAttribute(
      'src',
      '/images/teams/OTT.svg',
    );
  });

  it('shows the placeholder for a team with neither, or with an unsafe address', () => {
    renderLogo({ name: 'Harbour Heroes', shortName: 'HBR', logo: 'javascript:alert(1)' });
    expect(screen.getByRole('img', { name: 'Harbour Heroes' })).toHaveAttribute(
      'src',
      '/images/teams/placeholder.svg',
    );
  });
});
