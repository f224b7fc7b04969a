import '@mantine/core/styles/Menu.layer.css';
import { ActionIcon, Button, Menu, Text, type ButtonProps } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconMail, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../i18n/i18n-provider';
import { shareMessages as m } from './share-button.messages';

// Issue 40: where the browser can share (phones, some desktops), its own sheet, with every app the
// person has; elsewhere a menu of the three ways people here pass a link on: WhatsApp, email and
// copying it. The address is always absolute, so a pasted link opens the page with its preview.

export interface ShareButtonProps {
  /** The page's path (`/event-details/…`) or an absolute address. */
  url: string;
  /** What is shared: the event's or the photo's title, shown in the share sheet and the message. */
  title: string;
  /** A line of text before the link (WhatsApp and email). */
  text?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /** An icon alone (named for screen readers): beside a title on a phone, where a row is full. */
  iconOnly?: boolean;
}

type Share = (data: ShareData) => Promise<void>;

/** The browser's share sheet, when it has one (read at click time: tests and old browsers). */
function nativeShare(): Share | undefined {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return undefined;
  return navigator.share.bind(navigator);
}

export function ShareButton({
  url,
  title,
  text,
  size = 'md',
  variant = 'default',
  iconOnly = false,
}: ShareButtonProps) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>();
  const address = typeof window === 'undefined' ? url : new URL(url, window.location.href).href;
  const message = [text ?? title, address].filter(Boolean).join('\n');

  const onClick = () => {
    const share = nativeShare();
    // Dismissing the sheet rejects with AbortError: nothing to say about it.
    if (share) share({ title, text: text ?? title, url: address }).catch(() => undefined);
  };
  // The menu opens and closes itself, unless the browser's own sheet is there instead.
  const onMenuChange = (open: boolean) => {
    if (open && nativeShare()) return;
    if (open) setCopied(undefined);
    setOpened(open);
  };

  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setCopied('failed');
    clipboard.writeText(address).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };

  return (
    <Menu opened={opened} onChange={onMenuChange} position="bottom-start" withinPortal>
      <Menu.Target>
        {iconOnly ? (
          <ActionIcon
            variant={variant}
            size="input-md"
            onClick={onClick}
            aria-label={t(m.shareWhat, { title })}
          >
            <IconShare size={20} aria-hidden />
          </ActionIcon>
        ) : (
          <Button
            variant={variant}
            size={size}
            onClick={onClick}
            leftSection={<IconShare size={18} aria-hidden />}
            aria-label={t(m.shareWhat, { title })}
          >
            {t(m.share)}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
        >
          {t(m.whatsapp)}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(message)}`}
          leftSection={<IconMail size={18} aria-hidden />}
        >
          {t(m.email)}
        </Menu.Item>
        <Menu.Item
          closeMenuOnClick={false}
          onClick={copy}
          leftSection={
            copied === 'yes' ? (
              <IconCheck size={18} aria-hidden />
            ) : (
              <IconCopy size={18} aria-hidden />
            )
          }
        >
          {copied === 'yes' ? t(m.copied) : t(m.copyLink)}
        </Menu.Item>
        <Text role="status" size="xs" c={copied === 'failed' ? 'red' : 'dimmed'} px="sm" maw={260}>
          {copied === 'failed' ? t(m.copyFailed) : copied === 'yes' ? t(m.copied) : ''}
        </Text>
      </Menu.Dropdown>
    </Menu>
  );
}
