import { zodResolver } from '@hookform/resolvers/zod';
import { matchInputSchema, type MatchInput, type MatchParsed } from '@portal/contract';
import type { Resolver } from 'react-hook-form';
import { formatMessage } from '../../../i18n/active-language';
import { adminMessages, fixturesMessages } from './messages';

export interface FixtureFormValues {
  team1ShortName: string;
  team2ShortName: string;
  /** datetime-local: the wall clock in the event's zone, sent as typed (issue 19). */
  date: string;
  venue: string;
  stage: 'league' | 'playoff';
  overs: number | string;
}

export const fixtureFormFields = [
  'team1ShortName',
  'team2ShortName',
  'date',
  'venue',
  'stage',
  'overs',
] as const;

export function emptyFixture(): FixtureFormValues {
  return {
    team1ShortName: '',
    team2ShortName: '',
    date: '',
    venue: '',
    stage: 'league',
    overs: 20,
  };
}

/** The boxes in the contract's shape (not yet checked); a blank overs box is NaN, which it refuses. */
export function toMatchInput(values: FixtureFormValues): MatchInput {
  const overs = typeof values.overs === 'number' ? values.overs : Number(values.overs || NaN);
  return {
    team1ShortName: values.team1ShortName,
    team2ShortName: values.team2ShortName,
    date: values.date.trim(),
    venue: values.venue,
    stage: values.stage,
    overs,
  };
}

// The only number in the form is the overs box. Messages are written when the form is checked
// (a submit), in the language on screen; the contract's own (English) go through t.text.
const schemaResolver = zodResolver(matchInputSchema, {
  error: (issue) =>
    issue.code === 'invalid_type' && issue.expected === 'number'
      ? formatMessage(fixturesMessages.oversWhole)
      : undefined,
});

/** The contract's fixture rules on the converted boxes; both teams chosen, and not the same one. */
export const fixtureResolver: Resolver<FixtureFormValues, unknown, MatchParsed> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(toMatchInput(values), context, {
    criteriaMode: options.criteriaMode,
    fields: options.fields,
    shouldUseNativeValidation: options.shouldUseNativeValidation,
  });
  const errors = { ...result.errors };
  const chooseTeam = formatMessage(adminMessages.chooseTeam);
  if (values.team1ShortName === '')
    errors.team1ShortName = { type: 'required', message: chooseTeam };
  if (values.team2ShortName === '')
    errors.team2ShortName = { type: 'required', message: chooseTeam };
  else if (values.team1ShortName === values.team2ShortName)
    errors.team2ShortName = {
      type: 'validate',
      message: formatMessage(fixturesMessages.notItself),
    };
  return Object.keys(errors).length === 0 ? result : { values: {}, errors };
};
