import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm-modal';
import { notifications } from '@mantine/notifications';
import type { Donation } from '@portal/contract';
import { IconDownload, IconHeartHandshake, IconPlayerStop } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DonationStatusBadge } from '../../../components/donation-status-badge';
import { PageLoader } from '../../../components/page-loader';
import { QueryContent } from '../../../components/query-content';
import { describeFailure } from '../../../lib/form-errors';
import { useT } from '../../../i18n/i18n-provider';
import { formatMinorUnits, formatShortDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCancelDonation } from '../api/cancel-donation';
import { useDownloadDonationReceipt } from '../api/download-donation-receipt';
import { useMyDonations } from '../api/get-my-donations';
import { myDonationsMessages as messages } from '../messages';

/** The member's donations with their receipts, and a way to stop a monthly one. */
export function MyDonations() {
  const t = useT();
  const donations = useMyDonations();

  return (
    <QueryContent
      query={donations}
      loading={<PageLoader label={t(messages.loading)} />}
      errorTitle={t(messages.loadFailed)}
    >
      {(list) =>
        list.length === 0 ? (
          <Group gap="xs">
            <Text size="sm">{t(messages.none)}</Text>
            <Anchor component={Link} to={paths.donate} size="sm">
              {t(messages.donate)}
            </Anchor>
          </Group>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            aria-label={t(messages.listLabel)}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {list.map((donation) => (
              <DonationRow key={donation._id} donation={donation} />
            ))}
          </Stack>
        )
      }
    </QueryContent>
  );
}

function DonationRow({ donation }: { donation: Donation }) {
  const t = useT();
  const download = useDownloadDonationReceipt();
  const cancel = useCancelDonation();
  const amount = formatMinorUnits(donation.amount, donation.currency);
  const date = formatShortDate(donation.createdAt);
  const monthly = donation.frequency === 'monthly';
  // Each paid payment (a one-off, or one month's charge) has its own receipt.
  const hasReceipt = donation.status === 'paid';
  const canCancel = monthly && donation.status === 'active';

  const onDownload = () =>
    download.mutate(donation, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: describeFailure(error, { fallback: t(messages.downloadFailed) }),
        }),
    });

  const confirmCancel = () =>
    void openConfirmModal({
      title: t(messages.cancelTitle),
      children: <Text size="sm">{t(messages.cancelText, { amount })}</Text>,
      labels: { confirm: t(messages.cancelMonthly), cancel: t(messages.keepIt) },
      // red.9: white on the default red is below AA contrast.
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        cancel.mutate(donation._id, {
          onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: describeFailure(error, { fallback: t(messages.cancelFailed) }),
            }),
        }),
    });

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" align="center">
            <IconHeartHandshake size={18} aria-hidden />
            <Text fw={600}>{amount}</Text>
            <Text size="sm" c="dimmed">
              {`${donation.currency} · ${t(monthly ? messages.monthly : messages.once)}`}
            </Text>
            <DonationStatusBadge status={donation.status} />
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <time dateTime={donation.createdAt}>{date}</time>
            {donation.receiptNumber &&
              ` · ${t(messages.receipt, { number: donation.receiptNumber })}`}
          </Text>
        </Stack>
        <Group gap="xs">
          {hasReceipt && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={onDownload}
              loading={download.isPending}
              aria-label={t(messages.downloadReceiptFor, { amount, date })}
            >
              {t(messages.downloadReceipt)}
            </Button>
          )}
          {canCancel && (
            <Button
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconPlayerStop size={14} aria-hidden />}
              onClick={confirmCancel}
              loading={cancel.isPending}
            >
              {t(messages.cancelMonthly)}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
