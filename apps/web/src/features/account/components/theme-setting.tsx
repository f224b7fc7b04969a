import {
  SegmentedControl,
  Text,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';

const options: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Follow system' },
];

/** Light, dark or the system's choice; stored as `darkMode` by the app's colour-scheme manager. */
export function ThemeSetting() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <div>
      <Text id="theme-setting-label" size="sm" fw={500} mb={6}>
        Theme
      </Text>
      <SegmentedControl
        aria-labelledby="theme-setting-label"
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
