import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/i18n-provider';
import { useLanguageInTest } from '../testing/language';
import { ShareButton } from './share-button';

// Issue 40: the browser's own share sheet where there is one; otherwise WhatsApp, email and a
// copied link, with the address always absolute.

function renderShare(props: Partial<Parameters<typeof ShareButton>[0]> = {}) {
  return render(
    <I18nProvider>
      <MantineProvider env="test">
        <ShareButton url="/event-details/42" title="दिवाली मेला & Zoë’s stall" {...props} />
      </MantineProvider>
    </I18nProvider>,
  );
}

const origin = window.location.origin;

describe('ShareButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('opens the browser’s share sheet with the page’s absolute address, where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderShare();
    await userEvent.click(screen.getByRole('button', { name: 'Share “दिवाली मेला & Zoë’s stall”' }));
    expect(share).toHaveBeenCalledWith({
      title: 'दिवाली मेला & Zoë’s stall',
      text: 'दिवाली मेला & Zoë’s stall',
      url: `${origin}/event-details/42`,
    });
    // No menu of our own beside the browser's.
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('as an icon alone (beside a title on a phone) keeps its name and opens the same menu', async () => {
    renderShare({ iconOnly: true });
    const button = screen.getByRole('button', { name: 'Share “दिवाली मेला & Zoë’s stall”' });
    expect(button).not.toHaveTextContent('Share');
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(`${origin}/event-details/42`)),
    );
  });

  it('says nothing when the person dismisses the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderShare();
    await userEvent.click(screen.getByRole('button', { name: /Share/ }));
    expect(share).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers WhatsApp, email and copy link where the browser cannot share', async () => {
    expect('share' in navigator).toBe(false);
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderShare({ text: 'Come along on Saturday' });
    await userEvent.click(screen.getByRole('button', { name: /Share/ }));
    const menu = await screen.findByRole('menu');
    expect(menu).toBeVisible();
    const whatsapp = screen.getByRole('menuitem', { name: 'WhatsApp' });
    const message = `Come along on Saturday\n${origin}/event-details/42`;
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(message)}`);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: 'Email' })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent('दिवाली मेला & Zoë’s stall')}&body=${encodeURIComponent(message)}`,
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${origin}/event-details/42`);
    expect(await screen.findByRole('menuitem', { name: 'Copied' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('says so when the link cannot be copied', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    renderShare();
    await userEvent.click(screen.getByRole('button', { name: /Share/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Could not copy/));
  });

  it('speaks Hindi', async () => {
    await useLanguageInTest('hi');
    renderShare();
    await userEvent.click(screen.getByRole('button', { name: /दिवाली मेला/ }));
    expect(await screen.findByRole('menuitem', { name: 'व्हाट्सऐप' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'लिंक कॉपी करें' })).toBeInTheDocument();
  });
});
