import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useT } from '../i18n/i18n-provider';
import { pageLoaderMessages } from './page-loader.messages';

/** Centred spinner for a page whose code or data is on its way; announced to screen readers. */
export function PageLoader({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center role="status" py="xl" mih={200}>
      <Loader />
      <VisuallyHidden>{label ?? t(pageLoaderMessages.loading)}</VisuallyHidden>
    </Center>
  );
}
