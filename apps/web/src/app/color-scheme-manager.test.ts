import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../lib/storage';
import { createDarkModeColorSchemeManager } from './color-scheme-manager';

describe('dark-mode colour scheme manager', () => {
  it('follows the system ("auto") until a choice is stored', () => {
    const manager = createDarkModeColorSchemeManager();
    expect(manager.get('auto')).toBe('auto');

    window.localStorage.setItem(storageKeys.darkMode, 'true');
    expect(manager.get('auto')).toBe('dark');
    window.localStorage.setItem(storageKeys.darkMode, 'false');
    expect(manager.get('auto')).toBe('light');
    window.localStorage.setItem(storageKeys.darkMode, 'garbage');
    expect(manager.get('auto')).toBe('auto');
  });

  it('writes the spec values and forgets the choice for "auto"', () => {
    const manager = createDarkModeColorSchemeManager();
    manager.set('dark');
    expect(window.localStorage.getItem(storageKeys.darkMode)).toBe('true');
    manager.set('light');
    expect(window.localStorage.getItem(storageKeys.darkMode)).toBe('false');
    manager.set('auto');
    expect(window.localStorage.getItem(storageKeys.darkMode)).toBeNull();
  });

  it('hears changes made in other tabs only', () => {
    const manager = createDarkModeColorSchemeManager();
    const onUpdate = vi.fn();
    manager.subscribe(onUpdate);

    manager.set('dark');
    expect(onUpdate).not.toHaveBeenCalled();

    window.localStorage.setItem(storageKeys.darkMode, 'false');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.darkMode }));
    expect(onUpdate).toHaveBeenCalledWith('light');

    manager.unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.darkMode }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});
