import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { AutoCarousel } from '../../../components/auto-carousel';
import { bySize, type LayoutSize } from '../../../components/layout-size';
import { TranslationNote } from '../../../components/translation-note';
import { VenueMap } from '../../../components/venue-map';
import { useT } from '../../../i18n/i18n-provider';
import type { PortalEvent } from '../../../lib/event-queries';
import { paths } from '../../../lib/paths';
import { EventBadges, EventWhen, EventWhere, RegisterAction, SeatsLeft } from './event-facts';
import { TicketPriceFrom } from './ticket-price-from';
import { cardImageLimit, eventImages } from './event-images';
import { EventPicture } from './event-picture';
import { eventListMessages as messages } from '../event-list-messages';
import { useEventVersion } from './use-event-version';

/** Spec §9 carousel timing for event images. */
export const eventImageInterval = 4000;

/**
 * Spec §9 asks for 50vh (compact) and 70vh (full) image heights; capped so a card never fills
 * a tall screen and the title and buttons stay in view.
 */
const imageHeight = { compact: 'min(50vh, 260px)', full: 'min(70vh, 420px)' };

/** How wide a card's picture shows: a grid column, or the list's width (at most 1200 px). */
const cardSizes = (size: LayoutSize) =>
  size === 'compact'
    ? '(min-width: 75em) 400px, (min-width: 48em) 50vw, 100vw'
    : // Full from 768 px; a phone's card is its screen's width either way.
      '(min-width: 75em) 1200px, 100vw';

interface EventCardProps {
  event: PortalEvent;
  /** Compact (a card in a grid column): smaller pictures and padding. */
  size: LayoutSize;
  headingOrder: 2 | 3;
  /** Load the first picture at once and first of all: the card is at the top of the page. */
  priority?: boolean;
}

/**
 * One event in a listing (spec screen 1, DESIGN §5.13): its own pictures, dates, venue and the
 * way there. The venue's map is a button's press away (VenueMap), not a frame per card.
 */
export function EventCard({ event, size, headingOrder, priority = false }: EventCardProps) {
  const t = useT();
  const titleId = useId();
  const version = useEventVersion(event);
  const { title, description } = version.texts;
  const images = eventImages(event, title).slice(0, cardImageLimit);

  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="lg" padding={0}>
      <AutoCarousel
        label={t(messages.photosOf, { title })}
        interval={eventImageInterval}
        items={images}
        previousLabel={t(messages.previousPhoto)}
        nextLabel={t(messages.nextPhoto)}
        renderItem={(image, index) => (
          <EventPicture
            image={image}
            height={bySize(size, imageHeight)}
            sizes={cardSizes(size)}
            priority={priority && index === 0}
          />
        )}
      />
      <Stack gap="sm" p={bySize(size, { compact: 'md', full: 'lg' })} flex={1}>
        <EventBadges event={event} />
        <Title
          order={headingOrder}
          size="h3"
          id={titleId}
          lang={version.lang.title}
          style={{ overflowWrap: 'anywhere' }}
        >
          {title}
        </Title>
        <TranslationNote version={version} />
        <EventWhen event={event} />
        <EventWhere event={event} />
        <VenueMap
          size="compact"
          location={event.location}
          address={event.address}
          latitude={event.latitude}
          longitude={event.longitude}
        />
        <Text
          size="sm"
          c="dimmed"
          lineClamp={3}
          lang={version.lang.description}
          style={{ whiteSpace: 'pre-line' }}
        >
          {description}
        </Text>
        <SeatsLeft event={event} />
        <TicketPriceFrom event={event} />
        <Group gap="sm" mt="auto" pt="xs">
          <Button
            component={Link}
            to={paths.eventDetails.href(event._id)}
            variant="default"
            leftSection={<IconInfoCircle size={18} aria-hidden />}
          >
            {t(messages.details)}
          </Button>
          <RegisterAction event={event} />
        </Group>
      </Stack>
    </Card>
  );
}
