import { Box, Button, Paper, Text, Title } from '@mantine/core';
import {
  IconCalendarTime,
  IconHeartHandshake,
  IconPhoto,
  IconUsersGroup,
  IconUserStar,
} from '@tabler/icons-react';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import { useT } from '../../../i18n/i18n-provider';
import type { PortalEvent } from '../../../lib/event-queries';
import { eventDetailsMessages as messages } from '../event-details-messages';
import { eventImages, hasOwnImages } from './event-images';
import { GalleryModal } from './gallery-modal';
import { OrganiserCarousel } from './organiser-carousel';
import { SponsorCarousel } from './sponsor-carousel';
import classes from './event-sections.module.css';

type Section = 'teams' | 'schedule' | 'sponsors' | 'organisers' | 'gallery';

/**
 * The tournament's own screens for the Teams and Schedule tabs. They come from the tournament
 * feature, which this feature may not import, so the app passes them in (see app/routes).
 */
export interface TournamentSections {
  Teams: ComponentType<{ eventId: string }>;
  Schedule: ComponentType<{ eventId: string }>;
}

const sections: { key: Section; label: MessageDescriptor; icon: ReactNode }[] = [
  { key: 'teams', label: messages.teams, icon: <IconUsersGroup size={18} aria-hidden /> },
  { key: 'schedule', label: messages.schedule, icon: <IconCalendarTime size={18} aria-hidden /> },
  {
    key: 'sponsors',
    label: messages.sponsors,
    icon: <IconHeartHandshake size={18} aria-hidden />,
  },
  { key: 'organisers', label: messages.organisers, icon: <IconUserStar size={18} aria-hidden /> },
  { key: 'gallery', label: messages.viewGallery, icon: <IconPhoto size={18} aria-hidden /> },
];

/**
 * Spec screen 5 and §4: the section buttons act as one selected tab; choosing the selected one
 * again hides its section. They are toggle buttons (aria-pressed), not a tablist: a tablist always
 * has one tab selected, and here none may be. Always in view under the header (issue #18): the
 * spec's hamburger on phones hid them behind the main menu's icon.
 */
export function EventSections({
  event,
  title,
  tournament,
}: {
  event: PortalEvent;
  /** The event's title as the reader sees it (their language's version or the original). */
  title: string;
  tournament?: TournamentSections | undefined;
}) {
  const t = useT();
  const [selected, setSelected] = useState<Section | null>(null);
  const panelId = useId();
  const headingId = useId();

  // No tournament, no Teams or Schedule to open onto nothing (issue 36). A read without the
  // tournament's fields (undefined) keeps them: the section itself says what is there.
  const noTournament = event.teams?.length === 0 && event.matches?.length === 0;
  const shown = noTournament
    ? sections.filter(({ key }) => key !== 'teams' && key !== 'schedule')
    : sections;

  const choose = (key: Section) => setSelected((current) => (current === key ? null : key));
  const panel = selected && selected !== 'gallery' ? selected : null;

  return (
    <Box component="section" aria-label={t(messages.moreAbout)}>
      <div className={classes.bar} role="group" aria-label={t(messages.sectionsGroup)}>
        {shown.map(({ key, label, icon }) => (
          <Button
            key={key}
            variant={selected === key ? 'filled' : 'default'}
            aria-pressed={selected === key}
            aria-controls={panel === key ? panelId : undefined}
            aria-haspopup={key === 'gallery' ? 'dialog' : undefined}
            leftSection={icon}
            onClick={() => choose(key)}
            classNames={{
              root: classes.tab,
              inner: classes.inner,
              section: classes.section,
              label: classes.label,
            }}
          >
            {t(label)}
          </Button>
        ))}
      </div>

      {panel && (
        <Paper
          component="section"
          id={panelId}
          aria-labelledby={headingId}
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          mt="md"
        >
          <Title order={2} size="h3" mb="md" id={headingId}>
            {t(sections.find((section) => section.key === panel)!.label)}
          </Title>
          <SectionContent section={panel} event={event} tournament={tournament} />
        </Paper>
      )}

      <GalleryModal
        opened={selected === 'gallery'}
        onClose={() => setSelected(null)}
        title={title}
        images={hasOwnImages(event) ? eventImages(event, title) : []}
        album={{ eventId: event._id, canManage: event.canManage }}
      />
    </Box>
  );
}

function SectionContent({
  section,
  event,
  tournament,
}: {
  section: Section;
  event: PortalEvent;
  tournament: TournamentSections | undefined;
}) {
  const t = useT();
  if (tournament && section === 'teams') return <tournament.Teams eventId={event.id} />;
  if (tournament && section === 'schedule') return <tournament.Schedule eventId={event.id} />;
  switch (section) {
    case 'sponsors':
      return <SponsorCarousel sponsors={event.sponsors} />;
    case 'organisers':
      return <OrganiserCarousel organisers={event.organisers} />;
    case 'teams':
      return <Text c="dimmed">{t(messages.teamsLater)}</Text>;
    default:
      return <Text c="dimmed">{t(messages.scheduleLater)}</Text>;
  }
}
