import { Alert, Anchor, List, Text } from '@mantine/core';
import type { UnreadablePhone } from '@portal/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useUnreadablePhones } from '../api/get-unreadable-phones';

const whose: Record<UnreadablePhone['kind'], string> = {
  member: 'Member',
  registration: 'Registration',
  guest: 'Guest',
};

function Row({ phone }: { phone: UnreadablePhone }) {
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
      <Text span size="sm">
        {whose[phone.kind]}: {place} —{' '}
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
  const phones = useUnreadablePhones(isAdmin);
  if (!phones.data?.length) return null;
  const count = phones.data.length;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={`${count} phone ${count === 1 ? 'number' : 'numbers'} to check`}
    >
      <Text size="sm" mb="xs">
        These were saved before numbers of every country were accepted and could not be read. They
        are kept exactly as they were; correct a member&apos;s with Edit.
      </Text>
      <List spacing={4}>
        {phones.data.map((phone) => (
          <Row key={`${phone.kind}:${phone.recordId}`} phone={phone} />
        ))}
      </List>
    </Alert>
  );
}
