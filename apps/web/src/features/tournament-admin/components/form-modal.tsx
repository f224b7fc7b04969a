import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { adminMessages } from './messages';

interface FormModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A form in a dialog; full screen on a phone so the keyboard leaves room to type. */
export function FormModal({ opened, title, onClose, children }: FormModalProps) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t(adminMessages.close) }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}
