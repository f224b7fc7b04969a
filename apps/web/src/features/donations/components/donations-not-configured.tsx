import { Alert, Anchor, Text } from '@mantine/core';
import { donationMessages } from '@portal/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** No payment keys on the server (DESIGN §2): say so, never pretend to take money. */
export function DonationsNotConfigured() {
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
      <Text size="sm" fw={600}>
        {donationMessages.notConfigured}
      </Text>
      <Text size="sm" mt={4}>
        Want to help in another way?{' '}
        <Anchor component={Link} to={paths.supportServices} inherit>
          Talk to us
        </Anchor>
        .
      </Text>
    </Alert>
  );
}
