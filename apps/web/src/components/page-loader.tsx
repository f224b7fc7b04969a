import { Center, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
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

/**
 * A small spinner for one part of a screen (a card, a list) on its way: `label` is read to screen
 * readers, or shown beside it with `shown`.
 */
export function InlineLoader({ label, shown = false }: { label: string; shown?: boolean }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      {shown ? <Text size="sm">{label}</Text> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Group>
  );
}
