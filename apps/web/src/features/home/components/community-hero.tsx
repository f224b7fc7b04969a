import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import classes from './community-hero.module.css';

/** The spec's own tagline, used when an admin clears the setting. */
const defaultTagline = 'Connect locally, live globally';

interface CommunityHeroProps {
  name: string;
  tagline: string;
}

export function CommunityHero({ name, tagline }: CommunityHeroProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="home-hero-title"
      className={classes.hero}
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
    >
      <Text fw={600} tt="uppercase" fz="sm" className={classes.eyebrow}>
        {name}
      </Text>
      <Title id="home-hero-title" order={1} className={classes.title}>
        {tagline.trim() || defaultTagline}
      </Title>
      <Text fz={{ base: 'md', sm: 'lg' }} mt="md" maw={640} className={classes.intro}>
        Find what is happening near you, register for events, follow the tournament and meet the
        people who make this community. Everything our members organise, in one place.
      </Text>
      <Group mt="xl" gap="sm">
        <Button
          component={Link}
          to={paths.upcomingEvents}
          variant="white"
          color="dark"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          See upcoming events
        </Button>
        <Button component={Link} to={paths.about} variant="outline" className={classes.secondary}>
          About us
        </Button>
      </Group>
    </Paper>
  );
}
