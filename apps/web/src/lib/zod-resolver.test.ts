// Forms import the library; the build hands them ours (build/translated-zod-resolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { englishPack, setActivePack } from '../i18n/active-language';
import { zodResolver as translatingZodResolver } from './zod-resolver';

// The contract's English → Hindi, as a loaded catalogue gives them (known-texts.ts).
function readInHindi() {
  setActivePack({
    language: 'hi',
    catalogue: {},
    texts: new Map([
      ['Enter your name', 'अपना नाम लिखें'],
      ['Enter a valid email', 'सही ईमेल लिखें'],
    ]),
  });
  onTestFinished(() => setActivePack(englishPack));
}

const schema = z.object({
  name: z.string().min(1, 'Enter your name'),
  guests: z.array(z.object({ email: z.email('Enter a valid email') })),
  note: z.string().min(1, 'A text no catalogue has'),
});
const values = { name: '', guests: [{ email: 'nope' }], note: '' };
const options = (criteriaMode?: 'all') =>
  ({ fields: {}, shouldUseNativeValidation: false, criteriaMode }) as ResolverOptions<
    typeof values
  >;

describe('zodResolver', () => {
  it('is ours wherever a form imports the library', () => {
    expect(zodResolver).toBe(translatingZodResolver);
  });

  it('gives field errors in the reader’s language, nested ones too', async () => {
    readInHindi();
    const { errors } = await zodResolver(schema)(values, undefined, options());
    expect(errors.name?.message).toBe('अपना नाम लिखें');
    expect(errors.guests?.[0]?.email?.message).toBe('सही ईमेल लिखें');
    // A text the catalogue lacks stays as the contract wrote it.
    expect(errors.note?.message).toBe('A text no catalogue has');
  });

  it('translates every message of criteriaMode "all"', async () => {
    readInHindi();
    const { errors } = await zodResolver(schema)(values, undefined, options('all'));
    expect(Object.values(errors.name?.types ?? {})).toEqual(['अपना नाम लिखें']);
  });

  it('leaves English as it is', async () => {
    const { errors } = await zodResolver(schema)(values, undefined, options());
    expect(errors.name?.message).toBe('Enter your name');
  });
});
