import { translatedTextMax } from '@portal/contract';
import { ContentTranslationFields } from '../../../components/content-translation-fields';
import { useT } from '../../../i18n/i18n-provider';
import { feedPostFormMessages as messages } from '../feed-post-form-messages';

/** The post's title and content in Hindi and Gujarati, beside the original (ADR 25). */
export function FeedPostTranslationFields() {
  const t = useT();
  return (
    <ContentTranslationFields
      legend={t(messages.translations)}
      description={t(messages.translationsHint)}
      fields={[
        { name: 'title', label: t(messages.title), maxLength: translatedTextMax.title },
        {
          name: 'content',
          label: t(messages.content),
          multiline: true,
          maxLength: translatedTextMax.content,
        },
      ]}
    />
  );
}
