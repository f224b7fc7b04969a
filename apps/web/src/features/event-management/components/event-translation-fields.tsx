import { translatedTextMax } from '@portal/contract';
import { ContentTranslationFields } from '../../../components/content-translation-fields';
import { useT } from '../../../i18n/i18n-provider';
import { eventTranslationMessages as m } from './event-translation-messages';

/** The event's title and description in Hindi and Gujarati, beside the original (ADR 25). */
export function EventTranslationFields() {
  const t = useT();
  return (
    <ContentTranslationFields
      legend={t(m.legend)}
      description={t(m.description)}
      fields={[
        { name: 'title', label: t(m.title), maxLength: translatedTextMax.title },
        {
          name: 'description',
          label: t(m.descriptionField),
          multiline: true,
          maxLength: translatedTextMax.description,
        },
      ]}
    />
  );
}
