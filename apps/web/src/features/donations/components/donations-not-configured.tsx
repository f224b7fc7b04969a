import { Alert, Anchor, Text } from '@mantine/core';
import { donationMessages } from '@portal/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { withElements } from '../../../i18n/with-elements';
import { paths } from '../../../lib/paths';
import { donationThanksMessages as text } from './messages';

/** No payment keys on the server (DESIGN §2): say so, never pretend to take money. */
export function DonationsNotConfigured() {
  const t = useT();
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
      <Text size="sm" fw={600}>
        {t.text(donationMessages.notConfigured)}
      </Text>
      <Text size="sm" mt={4}>
        {withElements(t, text.otherWays, {
          link: (
            <Anchor component={Link} to={paths.supportServices} inherit>
              {t(text.talkToUs)}
            </Anchor>
          ),
        })}
      </Text>
    </Alert>
  );
}
