import { Button, Group, Text } from '@mantine/core';
import { languages } from '@portal/contract/i18n/languages';
import { IconLanguage } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n-provider';
import type { ContentVersionState } from '../lib/content-version';
import { translationNoteMessages as messages } from './translation-note.messages';

/**
 * Under an event's or post's title (ADR 25): says the reader is seeing the organisers'
 * translation, with a way back to the original; or, on the original, which languages it was also
 * written in, each a button that shows that version. Nothing when there is no other version.
 */
export function TranslationNote({
  version,
}: {
  version: Pick<ContentVersionState<Record<string, string>>, 'shown' | 'available' | 'choose'>;
}) {
  const t = useT();
  const note = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  // The button pressed is replaced by another; keep the keyboard where it was.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    note.current?.querySelector('button')?.focus();
  });
  if (version.available.length === 0) return null;
  const choose = (choice: Parameters<typeof version.choose>[0]) => {
    moveFocus.current = true;
    version.choose(choice);
  };

  return (
    <Group ref={note} gap={6} wrap="wrap" align="center">
      <IconLanguage size={16} aria-hidden color="var(--mantine-color-dimmed)" />
      {version.shown ? (
        <>
          <Text size="xs" c="dimmed">
            {t(messages.translated)}
          </Text>
          <Button variant="subtle" size="compact-xs" onClick={() => choose('original')}>
            {t(messages.showOriginal)}
          </Button>
        </>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {t(messages.alsoIn)}
          </Text>
          {version.available.map((code) => (
            <Button
              key={code}
              variant="subtle"
              size="compact-xs"
              aria-label={t(messages.readIn, { language: languages[code].name })}
              onClick={() => choose(code)}
            >
              <span lang={code}>{languages[code].name}</span>
            </Button>
          ))}
        </>
      )}
    </Group>
  );
}
