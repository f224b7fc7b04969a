import { z } from 'zod';
import { instantSchema } from './common';
import { fieldMessages } from './field-messages';
import { fillText } from './i18n/fill-text';
import { ticketMessages as messages } from './ticket-messages';

// Issue 25's contract: an event's ticket types and questions, and a registration's answers.

export const TICKET_TYPES_MAX = 20;
export const QUESTIONS_MAX = 30;
export const QUESTION_OPTIONS_MAX = 50;
export const ANSWER_TEXT_MAX = 2000;

export const questionTypes = [
  'text',
  'textarea',
  'select',
  'multi',
  'number',
  'checkbox',
  'date',
] as const;
export type QuestionType = (typeof questionTypes)[number];
/** The questions whose answers are counted on the dashboard ("40 Veg, 12 Non-veg"). */
export const countedQuestionTypes: readonly QuestionType[] = ['select', 'multi', 'checkbox'];
const withOptions: readonly QuestionType[] = ['select', 'multi'];

const text = (max: number) => z.string().trim().max(max, fillText(fieldMessages.tooLong, { max }));
/** Ids are UUIDs: a form makes them for new rows so questions can name a ticket type unsaved. */
const idSchema = z.uuid();

export const priceSchema = z.object({
  /** Minor units (paise); 0 is a free ticket. At most ₹1,00,00,000. */
  amount: z
    .number({ error: messages.amountInvalid })
    .int(messages.amountInvalid)
    .min(0, messages.amountInvalid)
    .max(1_000_000_000, messages.amountInvalid),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, messages.currencyInvalid)
    .refine((code) => Intl.supportedValuesOf('currency').includes(code), messages.currencyInvalid),
});

export const ticketTypeInputSchema = z
  .object({
    _id: idSchema.optional(),
    name: text(120).min(1, messages.nameRequired),
    description: text(1000).optional(),
    price: priceSchema,
    capacity: z
      .union([z.number().int().min(1, messages.capacityMin).max(100_000), z.null()])
      .optional(),
    salesStart: z.union([instantSchema, z.null()]).optional(),
    salesEnd: z.union([instantSchema, z.null()]).optional(),
    hidden: z.boolean().optional(),
  })
  .refine(
    (type) =>
      !type.salesStart || !type.salesEnd || Date.parse(type.salesEnd) > Date.parse(type.salesStart),
    { path: ['salesEnd'], message: messages.salesEndBeforeStart },
  );
export type TicketTypeInput = z.input<typeof ticketTypeInputSchema>;

export const questionOptionSchema = z.object({
  value: text(100).min(1, messages.optionsRequired),
  label: text(200).min(1, messages.optionsRequired),
});

export const questionInputSchema = z
  .object({
    _id: idSchema.optional(),
    label: text(300).min(1, messages.labelRequired),
    type: z.enum(questionTypes),
    required: z.boolean().default(false),
    options: z.array(questionOptionSchema).max(QUESTION_OPTIONS_MAX).optional(),
    /** Asked only of these ticket types; absent or empty: of everyone. */
    ticketTypeIds: z.array(idSchema).max(TICKET_TYPES_MAX).optional(),
  })
  .superRefine((question, ctx) => {
    const options = question.options ?? [];
    if (withOptions.includes(question.type) && options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: messages.optionsRequired });
    if (!withOptions.includes(question.type) && options.length > 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: messages.optionsOnlyForChoices });
    if (new Set(options.map((option) => option.value)).size !== options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: messages.optionDuplicate });
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

/** The event body's `ticketTypes` and `questions`, checked together (questions name ticket types). */
export const ticketingInputShape = {
  ticketTypes: z.array(ticketTypeInputSchema).max(TICKET_TYPES_MAX).optional(),
  questions: z.array(questionInputSchema).max(QUESTIONS_MAX).optional(),
};

/** Issues of the two lists together: ids unique, and questions naming ticket types of the body. */
export function ticketingIssues(value: {
  ticketTypes?: { _id?: string | undefined }[] | undefined;
  questions?: { ticketTypeIds?: string[] | undefined }[] | undefined;
}) {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const ids = (value.ticketTypes ?? []).flatMap((type) => (type._id ? [type._id] : []));
  if (new Set(ids).size !== ids.length)
    issues.push({ path: ['ticketTypes'], message: messages.ticketTypeDuplicate });
  // Without ticketTypes in the body, the server checks against the event's saved ones.
  if (value.ticketTypes)
    (value.questions ?? []).forEach((question, index) => {
      if ((question.ticketTypeIds ?? []).some((id) => !ids.includes(id)))
        issues.push({
          path: ['questions', index, 'ticketTypeIds'],
          message: messages.unknownTicketTypeOfQuestion,
        });
    });
  return issues;
}

export const ticketTypeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  price: z.object({ amount: z.number().int(), currency: z.string() }),
  capacity: z.number().int().optional(),
  salesStart: z.string().optional(),
  salesEnd: z.string().optional(),
  hidden: z.boolean().optional(),
  /** Places held or taken with this ticket (ours, beside the contract's fields). */
  sold: z.number().int().optional(),
});
export type TicketType = z.infer<typeof ticketTypeSchema>;

export const questionSchema = z.object({
  _id: z.string(),
  label: z.string(),
  type: z.enum(questionTypes),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  ticketTypeIds: z.array(z.string()).optional(),
});
export type Question = z.infer<typeof questionSchema>;

export type AnswerValue = string | number | boolean | string[];
/** `{ <question _id>: value }`, as sent; checked against the event's questions on the server. */
export const answersInputSchema = z
  .record(z.string().max(100), z.unknown())
  .refine((answers) => Object.keys(answers).length <= QUESTIONS_MAX)
  .optional();
export const answersSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
);

/** The questions asked of someone taking `ticketTypeId` (null: an event without ticket types). */
export function questionsFor<Q extends Pick<Question, 'ticketTypeIds'>>(
  questions: readonly Q[],
  ticketTypeId: string | null,
): Q[] {
  return questions.filter(
    (question) =>
      !question.ticketTypeIds?.length ||
      (ticketTypeId !== null && question.ticketTypeIds.includes(ticketTypeId)),
  );
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function readAnswer(question: Question, value: unknown): AnswerValue | { error: string } {
  const offered = new Set((question.options ?? []).map((option) => option.value));
  switch (question.type) {
    case 'text':
    case 'textarea':
      return typeof value === 'string' && value.trim().length <= ANSWER_TEXT_MAX
        ? value.trim()
        : { error: messages.answerNotText };
    case 'select':
      return typeof value === 'string' && offered.has(value)
        ? value
        : { error: messages.answerNotOffered };
    case 'multi':
      return Array.isArray(value) &&
        value.every((item) => typeof item === 'string' && offered.has(item))
        ? [...new Set(value as string[])]
        : { error: messages.answerNotOffered };
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number)
        ? number
        : { error: messages.answerNotNumber };
    }
    case 'checkbox':
      return typeof value === 'boolean' ? value : { error: messages.answerNotYesNo };
    case 'date':
      return typeof value === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
        ? value
        : { error: messages.answerNotDate };
  }
}

/**
 * Checks answers against the questions asked of this ticket type: each by its type and options,
 * required ones present. Issues are keyed `answers.<question _id>`, so the form shows them
 * beside the question; answers to questions not asked of this ticket are dropped.
 */
export function checkAnswers(
  questions: readonly Question[],
  ticketTypeId: string | null,
  answers: Readonly<Record<string, unknown>>,
) {
  const asked = questionsFor(questions, ticketTypeId);
  const known = new Set(questions.map((question) => question._id));
  const issues: Record<string, string> = {};
  const kept: Record<string, AnswerValue> = {};
  for (const id of Object.keys(answers))
    if (!known.has(id)) issues[`answers.${id}`] = messages.answerUnknownQuestion;
  for (const question of asked) {
    const value = answers[question._id];
    if (isBlank(value)) {
      if (question.required) issues[`answers.${question._id}`] = messages.answerRequired;
      // An unticked box is an answer too ("no"): the dashboard counts it.
      if (question.type === 'checkbox' && value === false) kept[question._id] = false;
      continue;
    }
    const read = readAnswer(question, value);
    if (typeof read === 'object' && !Array.isArray(read))
      issues[`answers.${question._id}`] = read.error;
    else kept[question._id] = read;
  }
  return { answers: kept, issues };
}
