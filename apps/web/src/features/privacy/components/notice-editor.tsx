import { Button, Group, Stack, Tabs, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Language, PrivacyNoticeEdit } from '@portal/contract';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { usePublishPrivacyNotice } from '../api/privacy-notice';
import { noticeEditorMessages as messages } from '../messages';

const languages: { code: Language; name: typeof messages.english }[] = [
  { code: 'en', name: messages.english },
  { code: 'hi', name: messages.hindi },
  { code: 'gu', name: messages.gujarati },
];

/** The notice in each language, one tab each; publishing sends all three as a new version. */
export function NoticeEditor({ current }: { current: PrivacyNoticeEdit }) {
  const t = useT();
  const [texts, setTexts] = useState(current.texts);
  const publish = usePublishPrivacyNotice();
  return (
    <Stack gap="md">
      <Tabs defaultValue="en" keepMounted={false}>
        <Tabs.List>
          {languages.map(({ code, name }) => (
            <Tabs.Tab key={code} value={code}>
              {t(name)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {languages.map(({ code, name }) => (
          <Tabs.Panel key={code} value={code} pt="md">
            <Textarea
              lang={code}
              label={t(messages.textLabel, { language: t(name) })}
              value={texts[code]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setTexts((before) => ({ ...before, [code]: value }));
              }}
              autosize
              minRows={12}
              maxRows={30}
              required={code === 'en'}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      {publish.isError && <FormAlert kind="error">{getErrorMessage(publish.error)}</FormAlert>}
      <Group justify="flex-end">
        <Button
          loading={publish.isPending}
          onClick={() =>
            publish.mutate(
              { texts },
              {
                onSuccess: (saved) =>
                  notifications.show({
                    color: 'green',
                    message: t(messages.published, { version: saved.version }),
                  }),
              },
            )
          }
        >
          {t(messages.publish)}
        </Button>
      </Group>
    </Stack>
  );
}
