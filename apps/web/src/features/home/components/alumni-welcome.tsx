import { Card, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';
import { useT } from '../../../i18n/i18n-provider';
import { alumniMessages } from '../alumni-messages';
import { OurPurpose } from './our-purpose';

// A visitor's first visit never downloads it: only signed-in members see their batch and prompts.
const AlumniMemberPanel = lazy(() =>
  import('./alumni-member-panel').then((m) => ({ default: m.AlumniMemberPanel })),
);

/** The alumni reading of the landing page (spec §1): a welcome card and the Our Purpose list. */
export function AlumniWelcome({ name }: { name: string }) {
  const t = useT();
  const { isLoggedIn } = useSession();
  return (
    <>
      <Card
        component="section"
        aria-labelledby="home-welcome-title"
        withBorder
        radius="lg"
        padding="xl"
      >
        <Title id="home-welcome-title" order={1}>
          {t(alumniMessages.welcome, { name })}
        </Title>
        <Text mt="sm" fz="lg" c="dimmed" maw={680}>
          {t(alumniMessages.intro)}
        </Text>
      </Card>
      {isLoggedIn && (
        <Suspense fallback={null}>
          <AlumniMemberPanel />
        </Suspense>
      )}
      <OurPurpose />
    </>
  );
}
