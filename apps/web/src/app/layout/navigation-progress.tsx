import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';
import { useT } from '../../i18n/i18n-provider';
import { pageLoaderMessages } from '../../components/page-loader.messages';

/**
 * While the next screen's code loads the current one stays on view (data router behaviour);
 * this thin bar shows that the click was heard.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const t = useT();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      size="xs"
      radius={0}
      aria-label={t(pageLoaderMessages.loading)}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 'var(--mantine-z-index-max)' }}
    />
  );
}
