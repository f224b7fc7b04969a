import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Centred spinner for a page whose code or data is on its way; announced to screen readers. */
export function PageLoader({ label = 'Loading page' }: { label?: string }) {
  return (
    <Center role="status" py="xl" mih={200}>
      <Loader />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
