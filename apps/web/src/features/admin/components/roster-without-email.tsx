import { Alert, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RosterEntry } from '@portal/contract';
import { IconBrandWhatsapp, IconCheck, IconCopy } from '@tabler/icons-react';
import { PhoneNumber } from '../../../components/phone-number';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { rosterMessages as text } from '../alumni-messages';
import { useRosterWithoutEmail } from '../api/get-roster-without-email';
import { InlineLoader } from '../../../components/page-loader';

/** wa.me takes the number's digits only (E.164 without the +), and the text to start with. */
export function whatsAppLink(mobile: string, message: string): string | undefined {
  const digits = mobile.replace(/\D/g, '');
  if (!/^\d{6,15}$/.test(digits)) return undefined;
  return `https://wa.me/${digits}?${new URLSearchParams({ text: message })}`;
}

function Person({ entry }: { entry: RosterEntry }) {
  const t = useT();
  const site = useSiteName();
  const message = t(text.invitation, { name: entry.name, site, link: entry.signUpLink ?? '' });
  const whatsApp = entry.mobile ? whatsAppLink(entry.mobile, message) : undefined;
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {entry.name}
          </Text>
          <Text size="sm" c="dimmed">
            {entry.batch !== null && <>{t(text.batchOf, { batch: entry.batch })} · </>}
            {entry.mobile && <PhoneNumber value={entry.mobile} />}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {whatsApp && (
            <Button
              component="a"
              href={whatsApp}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              variant="default"
              // WhatsApp's green on the icon only: white text on that green is below 3:1.
              leftSection={<IconBrandWhatsapp size={18} color="#25D366" aria-hidden />}
              aria-label={t(text.whatsAppName, { name: entry.name })}
            >
              {t(text.whatsApp)}
            </Button>
          )}
          <CopyButton value={message}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="sm"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                aria-label={copied ? undefined : t(text.copyInvitationName, { name: entry.name })}
                aria-live="polite"
              >
                {copied ? t(text.copied) : t(text.copyInvitation)}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Roster people an invitation cannot be emailed to (a mobile and no email, no account): each
 * with a WhatsApp link that opens a chat with the invitation written, and a copy button for
 * any other messenger (issue 35).
 */
export function RosterWithoutEmail({ batch }: { batch: number | undefined }) {
  const t = useT();
  const query = useRosterWithoutEmail(batch);
  const people = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="roster-no-email">
      <Group gap="xs" align="baseline">
        <Title order={3} size="h4" id="roster-no-email">
          {t(text.noEmailHeading)}
        </Title>
        {query.isSuccess && total > 0 && (
          <Text size="sm" c="dimmed">
            {t(text.noEmailCount, { count: total })}
          </Text>
        )}
      </Group>
      {query.isPending && <InlineLoader label={t(text.noEmailLoading)} shown />}
      {query.isError && people.length === 0 && (
        <Alert color="red" variant="light">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t(text.noEmailFailed)}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              {t(text.retry)}
            </Button>
          </Group>
        </Alert>
      )}
      {query.isSuccess && total === 0 && (
        <Text size="sm" c="dimmed">
          {t(text.noEmailNone)}
        </Text>
      )}
      {people.length > 0 && (
        <>
          <Text size="sm" c="dimmed" maw={760}>
            {t(text.noEmailIntro)}
          </Text>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {people.map((entry) => (
              <Person key={entry._id} entry={entry} />
            ))}
          </Stack>
        </>
      )}
      {query.hasNextPage && (
        <Button
          variant="default"
          size="sm"
          w="fit-content"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t(text.showMore)}
        </Button>
      )}
    </Stack>
  );
}
