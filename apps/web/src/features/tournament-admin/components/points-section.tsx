import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { pointsRuleSchema, type PointsRule } from '@portal/contract';
import { Controller, useForm } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { useSavePoints } from '../api/save-points';
import { pointsMessages as m } from './messages';
import { SettingForm } from './setting-form';

const fields = [
  { name: 'win', label: m.win },
  { name: 'tie', label: m.tie },
  { name: 'noResult', label: m.noResult },
  { name: 'loss', label: m.loss },
] as const satisfies readonly { name: keyof PointsRule; label: unknown }[];

/** What each league result is worth; the points table is worked out again from the results. */
export function PointsSection({ eventId, rule }: { eventId: string; rule: PointsRule }) {
  const t = useT();
  const save = useSavePoints();
  const { control, handleSubmit, formState } = useForm<PointsRule>({
    resolver: zodResolver(pointsRuleSchema),
    values: rule,
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { eventId, rule: values },
      { onSuccess: () => notifications.show({ color: 'green', message: t(m.saved) }) },
    ),
  );
  return (
    <SettingForm
      id="points"
      title={t(m.title)}
      description={t(m.description)}
      saveLabel={t(m.save)}
      onSubmit={(event) => void onSubmit(event)}
      saving={save.isPending}
      error={save.error}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {fields.map(({ name, label }) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field }) => (
              <NumberInput
                label={t(label)}
                min={0}
                max={10}
                allowDecimal={false}
                inputMode="numeric"
                value={field.value}
                onChange={(value) => field.onChange(value === '' ? 0 : Number(value))}
                onBlur={field.onBlur}
                error={formState.errors[name]?.message}
              />
            )}
          />
        ))}
      </SimpleGrid>
    </SettingForm>
  );
}
