import {
  Box,
  Fieldset,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { languages, type Language } from '@portal/contract/i18n/languages';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../i18n/i18n-provider';
import { translationLanguages } from '../lib/translation-form-values';
import { contentTranslationFieldsMessages as messages } from './content-translation-fields.messages';

/** One field that organisers may write in several languages (an event's title, a post's content). */
export interface TranslatedField {
  /** The original's name in the form, e.g. 'title'; versions live at translations.<code>.<name>. */
  name: string;
  /** Its label in the reader's language, e.g. "Title". */
  label: string;
  multiline?: boolean;
  /** As long as the original may be. */
  maxLength: number;
}

interface ContentTranslationFieldsProps {
  legend: string;
  description: string;
  fields: readonly TranslatedField[];
}

// As the event form's other sections: the legend is the section's heading.
const legendStyles = {
  legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', marginBottom: 4 },
} as const;

/** Below this width three columns would squeeze the boxes: the languages become tabs. */
const sideBySideWidth = 640;

/**
 * The versions of what an organiser writes, in the portal's other languages (ADR 25): the
 * original (as typed above, read-only here) | हिन्दी | ગુજરાતી side by side in a wide form, tabs in
 * a narrow one (a phone, a small dialog). Each box carries its language's `lang`, so the
 * keyboard, spell-checker and screen reader follow it. Used by events and feed posts.
 */
export function ContentTranslationFields({
  legend,
  description,
  fields,
}: ContentTranslationFieldsProps) {
  const t = useT();
  const { ref, width } = useElementSize();
  const wide = width >= sideBySideWidth;
  const columns = [
    <OriginalColumn key="original" fields={fields} />,
    ...translationLanguages.map((language) => (
      <LanguageColumn key={language} language={language} fields={fields} />
    )),
  ];
  return (
    <Fieldset legend={legend} variant="unstyled" styles={legendStyles}>
      <Text size="sm" c="dimmed" mb="sm">
        {description}
      </Text>
      <Box ref={ref}>
        {wide ? (
          <SimpleGrid cols={columns.length} spacing="md">
            {columns}
          </SimpleGrid>
        ) : (
          <Tabs defaultValue={translationLanguages[0]} keepMounted>
            <Tabs.List aria-label={t(messages.languages)} mb="sm">
              <Tabs.Tab value="original">{t(messages.original)}</Tabs.Tab>
              {translationLanguages.map((language) => (
                <Tabs.Tab key={language} value={language}>
                  <span lang={language}>{languages[language].name}</span>
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="original">{columns[0]}</Tabs.Panel>
            {translationLanguages.map((language, index) => (
              <Tabs.Panel key={language} value={language}>
                {columns[index + 1]}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Box>
    </Fieldset>
  );
}

/** The original as it stands in the boxes above, to translate from. */
function OriginalColumn({ fields }: { fields: readonly TranslatedField[] }) {
  const t = useT();
  const values = useWatch({ name: fields.map((field) => field.name) }) as (string | undefined)[];
  return (
    <Stack gap="sm">
      {fields.map((field, index) => (
        <div key={field.name}>
          <Text size="sm" fw={500} mb={4}>
            {t(messages.originalOf, { field: field.label })}
          </Text>
          <Paper withBorder radius="sm" px="sm" py={6} bg="var(--mantine-color-default-hover)">
            <Text
              size="sm"
              lineClamp={field.multiline ? 8 : 2}
              c={values[index] ? undefined : 'dimmed'}
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {values[index] || t(messages.notWritten)}
            </Text>
          </Paper>
        </div>
      ))}
    </Stack>
  );
}

function LanguageColumn({
  language,
  fields,
}: {
  language: Language;
  fields: readonly TranslatedField[];
}) {
  const t = useT();
  const { register, getFieldState, formState } = useFormContext();
  return (
    <Stack gap="sm">
      {fields.map((field) => {
        const name = `translations.${language}.${field.name}`;
        const message = getFieldState(name, formState).error?.message;
        const props = {
          label: t(messages.fieldIn, { field: field.label, language: languages[language].name }),
          lang: language,
          maxLength: field.maxLength,
          error: message ? t.text(message) : undefined,
          ...register(name),
        };
        return field.multiline ? (
          <Textarea key={field.name} autosize minRows={4} maxRows={12} {...props} />
        ) : (
          <TextInput key={field.name} {...props} />
        );
      })}
    </Stack>
  );
}
