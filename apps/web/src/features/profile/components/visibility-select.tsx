import { NativeSelect, type MantineSpacing, type StyleProp } from '@mantine/core';
import { visibilityLevels, type VisibilityGroup } from '@portal/contract';
import type { UseFormRegister } from 'react-hook-form';
import { visibilityGroupMessages, visibilityMessages } from '../../../components/alumni-labels';
import { useT } from '../../../i18n/i18n-provider';
import { alumniFieldMessages as text } from '../messages';
import type { ProfileFormValues } from './profile-form';

interface VisibilitySelectProps {
  group: VisibilityGroup;
  register: UseFormRegister<ProfileFormValues>;
  mt?: StyleProp<MantineSpacing>;
  mb?: StyleProp<MantineSpacing>;
}

/** Who may see a group of fields: everyone, members, my batch, or only me. */
export function VisibilitySelect({ group, register, mt, mb }: VisibilitySelectProps) {
  const t = useT();
  return (
    <NativeSelect
      size="xs"
      w={{ base: '100%', xs: 240 }}
      mt={mt}
      mb={mb}
      label={t(text.whoCanSee, { group: t(visibilityGroupMessages[group]) })}
      data={visibilityLevels.map((level) => ({
        value: level,
        label: t(visibilityMessages[level]),
      }))}
      {...register(`visibility.${group}`)}
    />
  );
}
