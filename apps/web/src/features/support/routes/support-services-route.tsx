import { Anchor, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { ContactForm } from '../components/contact-form';

/** Spec screen 15 at /support-services: what we help with, and the 'Talk to us' form. */
export function SupportServicesRoute() {
  const siteName = useSiteName();
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <title>{`Support & Services · ${siteName}`}</title>
      <div>
        <Title order={1}>Support &amp; Services</Title>
        <Text c="dimmed" mt={4} maw={720}>
          Questions about an event, your account or a donation? Ideas for the community? Send us a
          message and one of our volunteers will reply by email.
        </Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper
            component="section"
            aria-labelledby="talk-to-us-title"
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'xl' }}
          >
            <Title id="talk-to-us-title" order={2} mb="md">
              Talk to us
            </Title>
            <ContactForm />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper
            component="section"
            aria-labelledby="help-yourself-title"
            withBorder
            radius="md"
            p="lg"
          >
            <Title id="help-yourself-title" order={2} fz="lg" mb="sm">
              Find it yourself
            </Title>
            <List spacing="xs" size="sm">
              <List.Item>
                <Anchor component={Link} to={paths.events}>
                  Events
                </Anchor>{' '}
                and the{' '}
                <Anchor component={Link} to={paths.eventCalendar}>
                  calendar
                </Anchor>
              </List.Item>
              <List.Item>
                <Anchor component={Link} to={paths.resetPassword}>
                  Reset your password
                </Anchor>
              </List.Item>
              <List.Item>
                <Anchor component={Link} to={paths.donate}>
                  Donate
                </Anchor>{' '}
                to community projects and students
              </List.Item>
              <List.Item>
                <Anchor component={Link} to={paths.about}>
                  About {siteName}
                </Anchor>
              </List.Item>
            </List>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
