import { Stack, Title } from '@mantine/core';
import type { Match, Team } from '@portal/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { MatchCenterCard } from './match-center-card';
import { matchCenterGroups } from './match-center-groups';
import classes from './match-center-list.module.css';
import { matchCenterMessages as m } from './messages';

interface MatchCenterListProps {
  matches: readonly Match[];
  teams: readonly Team[];
  canManage: boolean;
}

/**
 * The match center's cards under "Live", "Upcoming" and "Results", each collapsed to its summary
 * until opened. Which cards are open is kept here by match id, so a live update (a new answer
 * with new match objects) or a match moving from "Live" to "Results" leaves them open.
 */
export function MatchCenterList({ matches, teams, canManage }: MatchCenterListProps) {
  const t = useT();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return matchCenterGroups(matches).map((group) => {
    const headingId = `match-center-${group.name}`;
    return (
      <Stack key={group.name} component="section" aria-labelledby={headingId} gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t(m[group.name])}
        </Title>
        <ul role="list" aria-labelledby={headingId} className={classes.list}>
          {group.matches.map((match) => (
            <li key={match.id} data-open={open.has(match.id) || undefined}>
              <MatchCenterCard
                match={match}
                teams={teams}
                canManage={canManage}
                open={open.has(match.id)}
                onToggle={() => toggle(match.id)}
              />
            </li>
          ))}
        </ul>
      </Stack>
    );
  });
}
