import { defineMessages } from '@portal/contract/i18n/define-messages';
import { languages, LANGUAGE_COOKIE } from '@portal/contract/i18n/languages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { topBarMessages } from '../app/layout/messages';
import { englishPack, formatMessage, setActivePack, translateText } from './active-language';
import { I18nProvider, useLanguage, useT } from './i18n-provider';
import { loadLanguage } from './load-language';

// Compiled by the build's plugin, as every message is; the Hindi stands in for a catalogue's.
const seatMessages = defineMessages('test.seats', {
  left: '{count, plural, one {# seat left} other {# seats left}}',
  total: '{count, number} seats in all',
});
const hindi = defineMessages('test.seatsInHindi', {
  left: '{count, plural, one {# सीट बची है} other {# सीटें बची हैं}}',
  total: 'कुल {count, number} सीटें',
});

function readInHindi() {
  setActivePack({
    language: 'hi',
    catalogue: {
      [seatMessages.left.id]: hindi.left.defaultMessage,
      [seatMessages.total.id]: hindi.total.defaultMessage,
    },
    texts: new Map([['Enter your name', 'अपना नाम लिखें']]),
  });
}

/** The page's language as the app leaves it, restored after a test that switches. */
function restoreLanguage() {
  onTestFinished(() => {
    setActivePack(englishPack);
    document.documentElement.lang = 'en';
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  });
}

function Screen() {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  return (
    <>
      <label>
        {t(topBarMessages.language)}
        <input />
      </label>
      <p>{t(seatMessages.left, { count: 3 })}</p>
      <button type="button" onClick={() => void setLanguage(language === 'en' ? 'hi' : 'en')}>
        {languages[language === 'en' ? 'hi' : 'en'].name}
      </button>
    </>
  );
}

describe('I18nProvider', () => {
  // Downloaded once, as a second switch finds it; its first load takes seconds on a busy machine.
  beforeAll(() => loadLanguage('hi'), 30_000);

  it('shows every text in the new language at once, keeping what was typed', async () => {
    restoreLanguage();
    const user = userEvent.setup();
    render(
      <I18nProvider>
        <Screen />
      </I18nProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Language' }), 'राहुल');
    expect(screen.getByText('3 seats left')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));

    // The catalogue loads, then one render shows it: the same input, still holding its text.
    const box = await screen.findByRole('textbox', { name: 'भाषा' });
    expect(box).toHaveValue('राहुल');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=hi`);

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('textbox', { name: 'Language' })).toHaveValue('राहुल');
  });
});

describe('formatMessage', () => {
  it('formats an ICU plural by Hindi’s own rules', () => {
    restoreLanguage();
    readInHindi();
    expect(formatMessage(seatMessages.left, { count: 1 })).toBe('1 सीट बची है');
    expect(formatMessage(seatMessages.left, { count: 5 })).toBe('5 सीटें बची हैं');
    // Indian grouping for a number inside a message.
    expect(formatMessage(seatMessages.total, { count: 100000 })).toBe('कुल 1,00,000 सीटें');
  });

  it('falls back to the English for a message the catalogue lacks', () => {
    restoreLanguage();
    readInHindi();
    expect(formatMessage(topBarMessages.toggleSidebar)).toBe('Toggle sidebar');
    expect(formatMessage(seatMessages.left, { count: 1 })).not.toBe('1 seat left');
  });

  it('speaks English by default', () => {
    expect(formatMessage(seatMessages.left, { count: 1 })).toBe('1 seat left');
    expect(formatMessage(seatMessages.total, { count: 100000 })).toBe('1,00,000 seats in all');
  });
});

describe('translateText', () => {
  it('translates a contract text it knows and leaves others as they are', () => {
    restoreLanguage();
    readInHindi();
    expect(translateText('Enter your name')).toBe('अपना नाम लिखें');
    expect(translateText('Something the contract never said')).toBe(
      'Something the contract never said',
    );
  });
});
