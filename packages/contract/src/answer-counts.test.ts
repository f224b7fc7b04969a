import { describe, expect, it } from 'vitest';
import { countAnswers } from './answer-counts';
import { checkAnswers, type Question } from './tickets';

const meal: Question = {
  _id: 'meal',
  label: 'Meal',
  type: 'select',
  required: true,
  options: [
    { value: 'veg', label: 'Veg' },
    { value: 'non-veg', label: 'Non-veg' },
  ],
};
const games: Question = {
  _id: 'games',
  label: 'Games',
  type: 'multi',
  required: false,
  options: [
    { value: 'cricket', label: 'Cricket' },
    { value: 'kabaddi', label: 'Kabaddi' },
  ],
};
const photo: Question = { _id: 'photo', label: 'Photos OK', type: 'checkbox', required: false };
const batch: Question = { _id: 'batch', label: 'Batch', type: 'number', required: false };

describe('answer counts', () => {
  it('counts live registrations’ choices per option, in order; text and numbers are not counted', () => {
    const counted = countAnswers(
      [meal, games, photo, batch],
      [
        {
          status: 'confirmed',
          answers: { meal: 'veg', games: ['cricket', 'kabaddi'], photo: true },
        },
        { status: 'checked_in', answers: { meal: 'veg', games: ['cricket'], photo: false } },
        { status: 'waitlisted', answers: { meal: 'non-veg' } },
        { status: 'cancelled', answers: { meal: 'non-veg', photo: true } },
      ],
    );
    expect(
      counted.map(({ label, counts }) => [label, counts.map((c) => `${c.value}:${c.count}`)]),
    ).toEqual([
      ['Meal', ['veg:2', 'non-veg:1']],
      ['Games', ['cricket:2', 'kabaddi:1']],
      ['Photos OK', ['yes:1', 'no:1']],
    ]);
  });
});

describe('answers checked by type and option', () => {
  it('keeps good answers and names each bad one answers.<id>', () => {
    const date: Question = { _id: 'born', label: 'Born', type: 'date', required: false };
    const good = checkAnswers([meal, games, photo, batch, date], null, {
      meal: 'veg',
      games: ['kabaddi', 'kabaddi'],
      photo: false,
      batch: '2004',
      born: '1990-02-28',
    });
    expect(good).toEqual({
      answers: { meal: 'veg', games: ['kabaddi'], photo: false, batch: 2004, born: '1990-02-28' },
      issues: {},
    });
    const bad = checkAnswers([meal, games, batch, date], null, {
      games: ['polo'],
      batch: 'two thousand',
      born: '1990-02-30',
      nope: 'x',
    });
    expect(bad.issues).toEqual({
      'answers.meal': 'This question needs an answer',
      'answers.games': 'Choose one of the options offered',
      'answers.batch': 'Enter a number',
      'answers.born': 'Enter a date as YYYY-MM-DD',
      'answers.nope': 'The event has no such question',
    });
  });
});
