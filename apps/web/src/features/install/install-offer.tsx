import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useT } from '../../i18n/i18n-provider';
import { useSiteName } from '../../lib/get-site';
import { installOfferSeenKey } from './install-offer-seen';
import { installMessages as m } from './messages';

/** Chromium's event: not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const offerId = 'install-offer';

function InstallOffer({ event }: { event: BeforeInstallPromptEvent }) {
  const t = useT();
  const siteName = useSiteName();
  const close = () => notifications.hide(offerId);
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t(m.title, { site: siteName })}
      </Text>
      <Text size="sm">{t(m.body)}</Text>
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={close}>
          {t(m.notNow)}
        </Button>
        <Button
          size="xs"
          onClick={() => {
            close();
            // The browser asks; whatever the answer, the offer has been made.
            void event.prompt().catch(() => undefined);
          }}
        >
          {t(m.install)}
        </Button>
      </Group>
    </Stack>
  );
}

/** The offer, once: a notification at the foot of a phone's screen with Install and Not now. */
export function offerInstall(event: BeforeInstallPromptEvent) {
  try {
    window.localStorage.setItem(installOfferSeenKey, new Date().toISOString());
  } catch {
    return;
  }
  notifications.show({
    id: offerId,
    message: <InstallOffer event={event} />,
    autoClose: false,
    withCloseButton: true,
    position: 'bottom-center',
  });
}
