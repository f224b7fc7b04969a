import {
  SegmentedControl,
  Text,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { themeMessages as messages } from '../messages';

const schemes: MantineColorScheme[] = ['light', 'dark', 'auto'];

/** Light, dark or the system's choice; stored as `darkMode` by the app's colour-scheme manager. */
export function ThemeSetting() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const t = useT();
  const labelId = useId();
  const options = schemes.map((value) => ({ value, label: t(messages[value]) }));
  return (
    <div>
      <Text id={labelId} size="sm" fw={500} mb={6}>
        {t(messages.label)}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={colorScheme}
        onChange={(value) => {
          const chosen = options.find((option) => option.value === value);
          if (chosen) setColorScheme(chosen.value);
        }}
        data={options}
        fullWidth
        maw={420}
      />
    </div>
  );
}
