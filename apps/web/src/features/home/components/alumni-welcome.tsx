import { Card, Text, Title } from '@mantine/core';
import { OurPurpose } from './our-purpose';

/** The alumni reading of the landing page (spec §1): a welcome card and the Our Purpose list. */
export function AlumniWelcome({ name }: { name: string }) {
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
          Welcome to {name}
        </Title>
        <Text mt="sm" fz="lg" c="dimmed" maw={680}>
          The meeting place for everyone who walked these halls. Catch up with classmates, hear what
          alumni are doing, and help the students who come after us.
        </Text>
      </Card>
      <OurPurpose />
    </>
  );
}
