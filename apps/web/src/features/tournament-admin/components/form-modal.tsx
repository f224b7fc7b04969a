import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface FormModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A form in a dialog; full screen on a phone so the keyboard leaves room to type. */
export function FormModal({ opened, title, onClose, children }: FormModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}
