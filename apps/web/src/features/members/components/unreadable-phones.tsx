import { Alert, Anchor, List, Text } from '@mantine/core';
import type { UnreadablePhone } from '@portal/contract';
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { useUnreadablePhones } from '../api/get-unreadable-phones';
import { unreadablePhoneMessages as text } from './messages';

const whose: Record<UnreadablePhone['kind'], MessageDescriptor> = {
  member: text.member,
  registration: text.registration,
  guest: text.guest,
};

function Row({ phone }: { phone: UnreadablePhone }) {
  const t = useT();
  const place =
    phone.kind === 'member' ? (
      <Anchor component={Link} to={paths.memberProfile.href(phone.recordId)} inherit>
        {phone.name}
      </Anchor>
    ) : (
      <>
        {phone.name}
        {phone.eventId && (
          <>
            {' · '}
            <Anchor component={Link} to={paths.eventDetails.href(phone.eventId)} inherit>
              {phone.eventTitle}
            </Anchor>
          </>
        )}
      </>
    );
  return (
    <List.Item>
      {/* A label and its value, not a sentence: the same order reads in every language. */}
      <Text span size="sm">
        {t(whose[phone.kind])}: {place} —{' '}
        <Text span inherit ff="monospace" dir="ltr">
          {phone.value}
        </Text>
      </Text>
    </List.Item>
  );
}

/**
 * Site admins: stored numbers the move to international form could not read. They were kept as
 * they were; a member's is corrected with Edit, and then leaves this list. Nothing when none.
 */
export function UnreadablePhones({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const phones = useUnreadablePhones(isAdmin);
  if (!phones.data?.length) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t(text.title, { count: phones.data.length })}
    >
      <Text size="sm" mb="xs">
        {t(text.explanation)}
      </Text>
      <List spacing={4}>
        {phones.data.map((phone) => (
          <Row key={`${phone.kind}:${phone.recordId}`} phone={phone} />
        ))}
      </List>
    </Alert>
  );
}
