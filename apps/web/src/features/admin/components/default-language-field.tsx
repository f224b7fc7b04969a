import { NativeSelect } from '@mantine/core';
import { DEFAULT_LANGUAGE, languageCodes, languages } from '@portal/contract/i18n/languages';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { defaultLanguageMessages as text } from './default-language-messages';

interface DefaultLanguageFieldProps extends UseFormRegisterReturn {
  error?: string | undefined;
}

/**
 * The site's default language (DESIGN §7): the portal's language for readers who chose none and
 * whose browser asks for none it speaks. Each language is named in itself, as in the switcher.
 */
export function DefaultLanguageField({ error, ...field }: DefaultLanguageFieldProps) {
  const t = useT();
  return (
    <NativeSelect
      label={t(text.label)}
      description={t(text.hint)}
      data={[
        { value: '', label: t(text.default, { language: languages[DEFAULT_LANGUAGE].name }) },
        ...languageCodes.map((code) => ({ value: code, label: languages[code].name })),
      ]}
      error={error}
      {...field}
    />
  );
}
