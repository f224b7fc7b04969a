import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageInTest } from '../testing/language';
import { AppProviders } from './providers';

const dialogTitle = 'A dialog';

function renderWithDialog() {
  return render(
    <AppProviders queryClient={new QueryClient()} env="test">
      <Modal opened onClose={() => {}} title={dialogTitle} />
    </AppProviders>,
  );
}

describe('AppProviders', () => {
  it('names the close buttons Mantine draws itself', async () => {
    renderWithDialog();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    act(() => void notifications.show({ message: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Dismiss notification' })).toBeVisible();
  });

  it('names them in the reader’s language', async () => {
    await useLanguageInTest('hi');
    renderWithDialog();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    act(() => void notifications.show({ message: 'सहेजा गया' }));
    expect(await screen.findByRole('button', { name: 'सूचना बंद करें' })).toBeVisible();
  });
});
