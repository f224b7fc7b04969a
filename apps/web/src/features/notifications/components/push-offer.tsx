import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { dismissNotificationOffer, onNotificationOffer } from '../../../lib/notification-offer';
import { turnOnPush } from '../../../lib/push-device';
import { offerMessages as m } from '../messages';

const OFFER_ID = 'push-offer';

/**
 * Offers to turn push on after something it would follow up on (lib/push-device.ts's
 * offerNotifications), never on a first load: the browser's own prompt only follows a click.
 */
export function PushOffer() {
  const t = useT();
  useEffect(
    () =>
      onNotificationOffer(() => {
        const texts = {
          turnedOn: t(m.turnedOn),
          refused: t(m.refused),
          failed: t(m.failed),
        };
        const turnOn = async () => {
          notifications.hide(OFFER_ID);
          try {
            const on = await turnOnPush();
            notifications.show({
              color: on ? 'green' : 'yellow',
              message: on ? texts.turnedOn : texts.refused,
            });
          } catch {
            notifications.show({ color: 'red', message: texts.failed });
          }
        };
        notifications.show({
          id: OFFER_ID,
          autoClose: false,
          title: t(m.title),
          onClose: dismissNotificationOffer,
          message: (
            <Stack gap="xs">
              <Text size="sm">{t(m.text)}</Text>
              <Group gap="xs">
                <Button size="xs" onClick={() => void turnOn()}>
                  {t(m.turnOn)}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    dismissNotificationOffer();
                    notifications.hide(OFFER_ID);
                  }}
                >
                  {t(m.notNow)}
                </Button>
              </Group>
            </Stack>
          ),
        });
      }),
    [t],
  );
  return null;
}
