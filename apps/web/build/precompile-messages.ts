// Vite plugin: compiles ICU messages to FormatJS's AST at build time, so browsers get no parser
// (the parser is aliased to FormatJS's no-parser build in vite.config.ts). Two places hold
// messages: the catalogues (JSON, id → message) and `defineMessages(namespace, { key: '…' })`
// calls in the code (the English). A message without ICU syntax stays a plain string; the
// runtime (src/i18n/active-language.ts) shows those as they are.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** Text with an argument, a plural or an escaped apostrophe needs formatting. */
const needsFormatting = (message: string) => /[{}]|''/.test(message);

/** The message compiled, or the message itself when it is plain text. */
export function compileMessage(message: string): string | unknown[] {
  return needsFormatting(message) ? parse(message) : message;
}

const cataloguePattern = /[\\/]i18n[\\/]catalogues[\\/][\w-]+\.json$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Every `defineMessages(…, { key: 'ICU' })` literal that needs formatting, with its range. */
function findMessageLiterals(program: Node): Node[] {
  const found: Node[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const n = node as Node;
    const callee = n.callee as Node | undefined;
    const args = n.arguments as Node[] | undefined;
    if (
      n.type === 'CallExpression' &&
      callee?.type === 'Identifier' &&
      callee.name === 'defineMessages'
    ) {
      const texts = args?.[1];
      if (texts?.type === 'ObjectExpression')
        for (const property of texts.properties as Node[]) {
          const value = property.value as Node | undefined;
          if (
            value?.type === 'Literal' &&
            typeof value.value === 'string' &&
            needsFormatting(value.value)
          )
            found.push(value);
        }
    }
    for (const [key, child] of Object.entries(n)) if (key !== 'type') visit(child);
  };
  visit(program);
  return found;
}

export function precompileMessages(): Plugin[] {
  return [
    {
      name: 'portal:precompile-catalogues',
      enforce: 'pre',
      transform(code, id) {
        if (!cataloguePattern.test(id)) return null;
        const catalogue = JSON.parse(code) as Record<string, string>;
        const compiled = Object.fromEntries(
          Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]),
        );
        // Still JSON: Vite's own JSON plugin turns it into a module after this.
        return { code: JSON.stringify(compiled), map: null };
      },
    },
    {
      name: 'portal:precompile-defined-messages',
      enforce: 'post',
      transform(code, id) {
        if (id.includes('node_modules') || !code.includes('defineMessages(')) return null;
        const literals = findMessageLiterals(this.parse(code) as unknown as Node);
        if (literals.length === 0) return null;
        let out = code;
        for (const literal of literals.sort((a, b) => b.start - a.start))
          out =
            out.slice(0, literal.start) +
            JSON.stringify(compileMessage(literal.value as string)) +
            out.slice(literal.end);
        return { code: out, map: null };
      },
    },
  ];
}
