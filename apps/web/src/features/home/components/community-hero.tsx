import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { heroMessages } from '../messages';
import classes from './community-hero.module.css';

interface CommunityHeroProps {
  name: string;
  tagline: string;
}

export function CommunityHero({ name, tagline }: CommunityHeroProps) {
  const t = useT();
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
        {tagline.trim() || t(heroMessages.defaultTagline)}
      </Title>
      <Text fz={{ base: 'md', sm: 'lg' }} mt="md" maw={640} className={classes.intro}>
        {t(heroMessages.intro)}
      </Text>
      <Group mt="xl" gap="sm">
        <Button
          component={Link}
          to={paths.upcomingEvents}
          variant="white"
          color="dark"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t(heroMessages.seeUpcoming)}
        </Button>
        <Button component={Link} to={paths.about} variant="outline" className={classes.secondary}>
          {t(heroMessages.about)}
        </Button>
      </Group>
    </Paper>
  );
}
