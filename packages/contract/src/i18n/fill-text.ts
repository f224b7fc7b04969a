// Contract texts with arguments, such as 'At most {max} characters', are declared once as a
// template and filled here. Simple `{name}` arguments only (no plurals or selects): whoever
// receives the English text reads the values back and puts them into the translation
// (known-texts.ts), so no message parser is needed on either side.

/** `fillText('At most {max} characters', { max: 80 })` gives 'At most 80 characters'. */
export function fillText(template: string, values: Readonly<Record<string, string | number>>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

const argument = /\{(\w+)\}/g;

/** Whether a contract text is a template with `{arguments}`. */
export const isTemplate = (text: string) => /\{\w+\}/.test(text);

/**
 * A matcher for a template's filled English: `readTemplate('At most {max} characters')` reads
 * 'At most 80 characters' as `{ max: '80' }`, and anything else as undefined.
 */
export function readTemplate(template: string) {
  const names: string[] = [];
  const literal = template.split(argument).map((part, index) => {
    if (index % 2 === 1) {
      names.push(part);
      return '([\\s\\S]+?)';
    }
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  const pattern = new RegExp(`^${literal.join('')}$`);
  return (english: string): Record<string, string> | undefined => {
    const match = pattern.exec(english);
    return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) : undefined;
  };
}
