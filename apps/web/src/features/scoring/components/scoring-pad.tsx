import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import type { WhoIsIn } from '../model/scoring-state';
import type { BallParts } from '../model/use-scoring';
import { ExtraDialog, type PadExtra } from './extra-dialog';
import { scorerMessages as m } from './messages';
import classes from './scorer.module.css';
import { WicketDialog } from './wicket-dialog';

const runButtons = [0, 1, 2, 3, 4, 6] as const;

interface ScoringPadProps {
  /** False until both batters and the bowler are named. */
  ready: boolean;
  inPlay: WhoIsIn;
  fielders: string[];
  canUndo: boolean;
  onRecord: (parts: BallParts) => boolean;
  onUndo: () => void;
  onSwap: () => void;
}

/** One thumb's reach of big buttons: runs, the extras, a wicket, undo and swap strike. */
export function ScoringPad({
  ready,
  inPlay,
  fielders,
  canUndo,
  onRecord,
  onUndo,
  onSwap,
}: ScoringPadProps) {
  const t = useT();
  const [extra, setExtra] = useState<PadExtra | null>(null);
  const [wicketOpen, setWicketOpen] = useState(false);
  const [wicketKey, setWicketKey] = useState(0);
  const record = (parts: BallParts) => {
    setExtra(null);
    setWicketOpen(false);
    onRecord(parts);
  };
  const extras: [PadExtra, string][] = [
    ['wide', t(m.wide)],
    ['noball', t(m.noBall)],
    ['bye', t(m.bye)],
    ['legbye', t(m.legBye)],
  ];
  return (
    <section aria-label={t(m.padLabel)}>
      <div className={classes.pad}>
        {runButtons.map((runs) => (
          <Button
            key={runs}
            disabled={!ready}
            onClick={() => record({ runs, extra: null, wicket: null })}
          >
            {runs}
          </Button>
        ))}
        {extras.map(([type, label]) => (
          <Button key={type} variant="light" disabled={!ready} onClick={() => setExtra(type)}>
            {label}
          </Button>
        ))}
        <Button
          color="red.9"
          disabled={!ready}
          onClick={() => {
            setWicketKey((key) => key + 1);
            setWicketOpen(true);
          }}
        >
          {t(m.wicket)}
        </Button>
        <Button
          variant="default"
          disabled={!ready}
          onClick={onSwap}
          leftSection={<IconArrowsExchange size={18} aria-hidden />}
        >
          {t(m.swapStrike)}
        </Button>
      </div>
      <Group mt="sm">
        <Button
          variant="default"
          size="md"
          disabled={!canUndo}
          onClick={onUndo}
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
        >
          {t(m.undo)}
        </Button>
      </Group>
      <ExtraDialog type={extra} onClose={() => setExtra(null)} onRecord={record} />
      <WicketDialog
        key={wicketKey}
        opened={wicketOpen}
        inPlay={inPlay}
        fielders={fielders}
        onClose={() => setWicketOpen(false)}
        onRecord={record}
      />
    </section>
  );
}
