import { fieldMessages, imageAddressSchema, teamInputSchema, type Team } from '@portal/contract';
import { z } from 'zod';
import { formatMessage } from '../../../i18n/active-language';
import { teamFormMessages } from './messages';

/** One player per line; blank lines dropped. */
export function playerLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The contract's team rules, with the boxes as typed: players one per line, and the logo's own
 * message (the contract's "blank or an address" union would report the blank branch's).
 */
export const teamFormSchema = teamInputSchema.extend({
  logo: z
    .string()
    .trim()
    .refine((value) => value === '' || imageAddressSchema.safeParse(value).success, {
      message: fieldMessages.url,
    }),
  players: z
    .string()
    .transform(playerLines)
    .superRefine((names, context) => {
      const long = names.findIndex((name) => name.length > 60);
      if (long >= 0)
        // Written when the form is checked, in the language on screen.
        context.addIssue({
          code: 'custom',
          message: formatMessage(teamFormMessages.lineTooLong, { line: long + 1 }),
        });
    })
    .pipe(teamInputSchema.shape.players.unwrap()),
});

export type TeamFormValues = z.input<typeof teamFormSchema>;
export type TeamFormParsed = z.output<typeof teamFormSchema>;

export const teamFormFields = ['name', 'shortName', 'logo', 'captain', 'players'] as const;

export function teamFormValues(team?: Team): TeamFormValues {
  return {
    name: team?.name ?? '',
    shortName: team?.shortName ?? '',
    logo: team?.logo ?? '',
    captain: team?.captain ?? '',
    players: team?.players.join('\n') ?? '',
  };
}
