import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PortalEvent, PromoCode } from '@portal/contract';
import { IconBan } from '@tabler/icons-react';
import { QueryContent } from '../../../components/query-content';
import { useLanguage, useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useDisablePromoCode } from '../api/disable-promo-code';
import { usePromoCodes } from '../api/get-promo-codes';
import { PromoCodeForm } from './promo-code-form';
import { promoCodeMessages as m } from './promo-code-messages';
import {
  appliesToText,
  discountText,
  expiryText,
  hasPaidTickets,
  usesText,
} from './promo-code-terms';
import { InlineLoader } from '../../../components/page-loader';

/**
 * Issue 25 §3: the event's promo codes with their uses, a form for a new one, and a way to
 * disable one. Only for events that sell paid tickets; the server computes every discount.
 */
export function PromoCodesCard({ event }: { event: PortalEvent }) {
  if (!hasPaidTickets(event)) return null;
  return <PromoCodesPanel event={event} />;
}

function PromoCodesPanel({ event }: { event: PortalEvent }) {
  const t = useT();
  const codes = usePromoCodes(event._id);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="promo-codes-title">
      <Title order={2} fz="h4" mb={4} id="promo-codes-title">
        {t(m.title)}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(m.intro)}
      </Text>
      <QueryContent
        query={codes}
        loading={<InlineLoader label={t(m.loading)} shown />}
        errorTitle={t(m.loadFailed)}
      >
        {({ promoCodes }) =>
          promoCodes.length === 0 ? (
            <Text size="sm">{t(m.empty)}</Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {promoCodes.map((code) => (
                <PromoCodeRow key={code._id} code={code} event={event} />
              ))}
            </Stack>
          )
        }
      </QueryContent>
      <PromoCodeForm event={event} />
    </Paper>
  );
}

function PromoCodeRow({ code, event }: { code: PromoCode; event: PortalEvent }) {
  const t = useT();
  const { language } = useLanguage();
  const disable = useDisablePromoCode(event._id);
  const expiry = expiryText(code, t, language);
  const onDisable = () =>
    disable.mutate(
      { eventId: event._id, codeId: code._id },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: t(m.disableFailed, { code: code.code, reason: getErrorMessage(error) }),
          }),
      },
    );
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="promo-code">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {code.code}
            </Text>
            <Text>{discountText(code, t, language)}</Text>
            {code.disabledAt && (
              <Badge color="gray" variant="light">
                {t(m.disabled)}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {[appliesToText(code, event, t), usesText(code, t), expiry].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {!code.disabledAt && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconBan size={14} aria-hidden />}
            onClick={onDisable}
            loading={disable.isPending}
            aria-label={t(m.disableCode, { code: code.code })}
          >
            {t(m.disable)}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
