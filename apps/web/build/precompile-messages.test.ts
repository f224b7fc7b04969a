import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it, vi } from 'vitest';
import { compileMessage, precompileMessages } from './precompile-messages';

// The web project swaps the parser for FormatJS's no-parser build (vite.config.ts), as browsers
// get it; the build itself runs with the real one.
vi.mock(
  '@formatjs/icu-messageformat-parser',
  () => import('@formatjs/icu-messageformat-parser/index.js'),
);

type Transform = (
  this: { parse: typeof parseAst },
  code: string,
  id: string,
) => { code: string } | null;
const [catalogues, definedMessages] = precompileMessages().map(
  (plugin) => plugin.transform as unknown as Transform,
);
const transform = (hook: Transform | undefined, code: string, id: string) =>
  hook?.call({ parse: parseAst }, code, id) ?? null;

const seats = '{count, plural, one {# seat left} other {# seats left}}';

describe('compileMessage', () => {
  it('leaves plain text as it is', () => {
    expect(compileMessage('Register')).toBe('Register');
    expect(compileMessage('We couldn’t load this page.')).toBe('We couldn’t load this page.');
  });

  it('compiles arguments and plurals to the runtime’s AST', () => {
    expect(compileMessage('Hello {name}')).toEqual([
      { type: 0, value: 'Hello ' },
      { type: 1, value: 'name' },
    ]);
    const [plural] = compileMessage(seats) as { type: number; options: object }[];
    expect(plural?.type).toBe(6); // a plural
    expect(Object.keys(plural?.options ?? {})).toEqual(['one', 'other']);
  });

  it('compiles an escaped apostrophe, which plain text would show twice', () => {
    expect(compileMessage("It''s here")).toEqual([{ type: 0, value: "It's here" }]);
  });
});

describe('precompileMessages', () => {
  it('turns a defineMessages literal with ICU into its AST, and keeps plain ones as strings', () => {
    const code = [
      "import { defineMessages } from '@portal/contract/i18n/define-messages';",
      `export const m = defineMessages('x', { plain: 'Register', seats: '${seats}' });`,
    ].join('\n');
    const out = transform(definedMessages, code, '/app/src/features/x/messages.ts');
    expect(out?.code).toContain("plain: 'Register'");
    const compiled = /seats: (\[.*\])/.exec(out?.code ?? '')?.[1];
    expect(JSON.parse(compiled ?? 'null')).toEqual(compileMessage(seats));
  });

  it('leaves code without ICU messages, and libraries, alone', () => {
    const plain = "defineMessages('x', { plain: 'Register' });";
    expect(transform(definedMessages, plain, '/app/src/x.ts')).toBeNull();
    const library = `defineMessages('x', { seats: '${seats}' });`;
    expect(transform(definedMessages, library, '/app/node_modules/lib/x.js')).toBeNull();
  });

  it('compiles a catalogue’s ICU messages and keeps its plain ones', () => {
    const catalogue = JSON.stringify({
      'x.plain': 'पंजीकरण करें',
      'x.seats': '{count, plural, one {# सीट बची है} other {# सीटें बची हैं}}',
    });
    const out = transform(catalogues, catalogue, '/repo/contract/src/i18n/catalogues/hi.json');
    const compiled = JSON.parse(out?.code ?? '{}') as Record<string, unknown>;
    expect(compiled['x.plain']).toBe('पंजीकरण करें');
    expect(Array.isArray(compiled['x.seats'])).toBe(true);
    expect(transform(catalogues, '{}', '/repo/src/other.json')).toBeNull();
  });
});
