import { Button, Group, Modal, NativeSelect, Radio, Stack } from '@mantine/core';
import { wicketKinds, type WicketKind } from '@portal/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import type { WhoIsIn } from '../model/scoring-state';
import type { BallParts } from '../model/use-scoring';
import { scorerMessages as m, wicketKindMessages } from './messages';

const withFielder: ReadonlySet<WicketKind> = new Set(['caught', 'stumped', 'runout']);
/** Dismissals where the batters may have run (a run out mid-run). */
const withRuns: ReadonlySet<WicketKind> = new Set(['runout', 'obstructing']);

interface WicketDialogProps {
  opened: boolean;
  inPlay: WhoIsIn;
  fielders: string[];
  onClose: () => void;
  onRecord: (parts: BallParts) => void;
}

/** How out, who is out, the fielder (caught, stumped, run out) and any runs completed. */
export function WicketDialog({ opened, inPlay, fielders, onClose, onRecord }: WicketDialogProps) {
  const t = useT();
  const [kind, setKind] = useState<WicketKind>('bowled');
  const [out, setOut] = useState<'striker' | 'nonStriker'>('striker');
  const [fielder, setFielder] = useState('');
  const [runs, setRuns] = useState(0);
  const playerOut = inPlay[out] ?? '';
  const record = () =>
    onRecord({
      runs: withRuns.has(kind) ? runs : 0,
      extra: null,
      wicket: { kind, playerOut, fielder: withFielder.has(kind) && fielder ? fielder : null },
    });
  return (
    <Modal opened={opened} onClose={onClose} title={t(m.wicket)} centered>
      <Stack>
        <NativeSelect
          label={t(m.howOut)}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as WicketKind)}
          data={wicketKinds.map((value) => ({ value, label: t(wicketKindMessages[value]) }))}
          size="md"
        />
        <Radio.Group
          label={t(m.whoIsOut)}
          value={out}
          onChange={(value) => setOut(value as typeof out)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="striker" label={inPlay.striker ?? t(m.striker)} size="md" />
            <Radio value="nonStriker" label={inPlay.nonStriker ?? t(m.nonStriker)} size="md" />
          </Stack>
        </Radio.Group>
        {withFielder.has(kind) && (
          <NativeSelect
            label={t(m.fielder)}
            value={fielder}
            onChange={(event) => setFielder(event.currentTarget.value)}
            data={['', ...fielders]}
            size="md"
          />
        )}
        {withRuns.has(kind) && (
          <NativeSelect
            label={t(m.runsCompleted)}
            value={String(runs)}
            onChange={(event) => setRuns(Number(event.currentTarget.value))}
            data={['0', '1', '2', '3']}
            size="md"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(m.cancel)}
          </Button>
          <Button color="red.9" onClick={record}>
            {t(m.record)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
