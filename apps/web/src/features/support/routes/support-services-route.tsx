import { Anchor, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { withElements } from '../../../i18n/with-elements';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { ContactForm } from '../components/contact-form';
import { supportServicesMessages as messages } from '../messages';

/** Spec screen 15 at /support-services: what we help with, and the 'Talk to us' form. */
export function SupportServicesRoute() {
  const siteName = useSiteName();
  const t = useT();
  const title = t(messages.title);
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <title>{`${title} · ${siteName}`}</title>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt={4} maw={720}>
          {t(messages.intro)}
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
              {t(messages.talkToUs)}
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
              {t(messages.findItYourself)}
            </Title>
            <List spacing="xs" size="sm">
              <List.Item>
                {withElements(t, messages.eventsAndCalendar, {
                  events: (
                    <Anchor component={Link} to={paths.events}>
                      {t(messages.eventsLink)}
                    </Anchor>
                  ),
                  calendar: (
                    <Anchor component={Link} to={paths.eventCalendar}>
                      {t(messages.calendarLink)}
                    </Anchor>
                  ),
                })}
              </List.Item>
              <List.Item>
                <Anchor component={Link} to={paths.resetPassword}>
                  {t(messages.resetPassword)}
                </Anchor>
              </List.Item>
              <List.Item>
                {withElements(t, messages.donateTo, {
                  donate: (
                    <Anchor component={Link} to={paths.donate}>
                      {t(messages.donateLink)}
                    </Anchor>
                  ),
                })}
              </List.Item>
              <List.Item>
                <Anchor component={Link} to={paths.about}>
                  {t(messages.about, { siteName })}
                </Anchor>
              </List.Item>
            </List>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
