import type { AnswerValue, Question } from './tickets';

// Without zod: the event dashboard imports it. Issue 25: "40 Veg, 12 Non-veg".

export interface AnswerCount {
  /** The option's value; 'yes' or 'no' for a checkbox. */
  value: string;
  /** The option's label; empty for a checkbox (the reader's yes/no is shown). */
  label: string;
  count: number;
}

export interface QuestionCounts {
  questionId: string;
  label: string;
  counts: AnswerCount[];
}

const ended = new Set(['cancelled', 'expired', 'refunded']);

/**
 * Counts the answers of select, multi and checkbox questions over the registrations still
 * live (not cancelled, expired or refunded), each option in the organiser's order.
 */
export function countAnswers(
  questions: readonly Question[],
  registrations: readonly { status: string; answers?: Record<string, AnswerValue> | undefined }[],
): QuestionCounts[] {
  const live = registrations.filter((registration) => !ended.has(registration.status));
  return questions.flatMap((question) => {
    if (question.type !== 'select' && question.type !== 'multi' && question.type !== 'checkbox')
      return [];
    const options =
      question.type === 'checkbox'
        ? [
            { value: 'yes', label: '' },
            { value: 'no', label: '' },
          ]
        : (question.options ?? []);
    const counts = options.map((option) => ({ ...option, count: 0 }));
    for (const registration of live) {
      const answer = registration.answers?.[question._id];
      const values =
        typeof answer === 'boolean'
          ? [answer ? 'yes' : 'no']
          : Array.isArray(answer)
            ? answer
            : [answer];
      for (const value of values) {
        const slot = counts.find((count) => count.value === value);
        if (slot) slot.count += 1;
      }
    }
    return [{ questionId: question._id, label: question.label, counts }];
  });
}
