import { Button, Modal, SimpleGrid, Text } from '@mantine/core';
import type { ExtraType } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import type { BallParts } from '../model/use-scoring';
import { scorerMessages as m } from './messages';

export type PadExtra = Exclude<ExtraType, 'penalty'>;

const choices: Record<PadExtra, readonly number[]> = {
  wide: [0, 1, 2, 3, 4],
  noball: [0, 1, 2, 3, 4, 6],
  bye: [1, 2, 3, 4],
  legbye: [1, 2, 3, 4],
};

const titles = { wide: m.wide, noball: m.noBall, bye: m.bye, legbye: m.legBye } as const;
const prompts = {
  wide: m.wideRuns,
  noball: m.noBallRuns,
  bye: m.byeRuns,
  legbye: m.legByeRuns,
} as const;

/**
 * The runs that go with an extra: beyond the automatic one of a wide, off the bat on a no-ball,
 * run on a bye or leg-bye. One tap records the ball.
 */
export function partsOf(type: PadExtra, runs: number): BallParts {
  if (type === 'noball') return { runs, extra: { type, runs: 0 } };
  return { runs: 0, extra: { type, runs } };
}

interface ExtraDialogProps {
  type: PadExtra | null;
  onClose: () => void;
  onRecord: (parts: BallParts) => void;
}

export function ExtraDialog({ type, onClose, onRecord }: ExtraDialogProps) {
  const t = useT();
  return (
    <Modal opened={type !== null} onClose={onClose} title={type ? t(titles[type]) : ''} centered>
      {type && (
        <>
          <Text id="extra-runs-label" mb="sm">
            {t(prompts[type])}
          </Text>
          <SimpleGrid cols={3} role="group" aria-labelledby="extra-runs-label">
            {choices[type].map((runs) => (
              <Button
                key={runs}
                size="xl"
                variant="default"
                onClick={() => onRecord(partsOf(type, runs))}
              >
                {runs}
              </Button>
            ))}
          </SimpleGrid>
        </>
      )}
    </Modal>
  );
}
