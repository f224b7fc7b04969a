import type { EventSeries } from '@portal/contract';
import {
  weekdayCodes,
  weekdayOf,
  weekdayPosition,
  type WeekdayCode,
} from '@portal/contract/weekdays';
import type { Translate } from '../i18n/i18n-provider';
import { weekdayNames } from './format';
import { recurrenceMessages as m } from './recurrence-messages';

type Recurrence = EventSeries['recurrence'];

const positions = {
  1: m.position1,
  2: m.position2,
  3: m.position3,
  4: m.position4,
  [-1]: m.positionLast,
} as const;

/** "Every week on Sat · 10 dates", "Every month on the second Saturday · until 5 Jun 2027". */
export function recurrenceSummary(
  recurrence: Recurrence,
  firstDay: string,
  t: Translate,
  formatDay: (day: string) => string,
): string {
  const n = recurrence.interval;
  const names = weekdayNames('short');
  const longNames = weekdayNames('long');
  const nameOf = (code: WeekdayCode, list = names) => list[weekdayCodes.indexOf(code)]!;
  let rule: string;
  if (recurrence.frequency === 'daily') rule = n > 1 ? t(m.summaryDays, { n }) : t(m.summaryDaily);
  else if (recurrence.frequency === 'weekly') {
    const days = (recurrence.weekdays ?? [weekdayOf(firstDay)])
      .map((code) => nameOf(code))
      .join(', ');
    rule = n > 1 ? t(m.summaryWeeks, { n, days }) : t(m.summaryWeekly, { days });
  } else if (recurrence.monthlyBy === 'weekday') {
    const values = {
      n,
      position: t(positions[weekdayPosition(firstDay) as keyof typeof positions]),
      weekday: nameOf(weekdayOf(firstDay), longNames),
    };
    rule = n > 1 ? t(m.summaryMonthsWeekday, values) : t(m.summaryMonthlyWeekday, values);
  } else {
    const day = Number(firstDay.slice(8, 10));
    rule = n > 1 ? t(m.summaryMonthsDate, { n, day }) : t(m.summaryMonthlyDate, { day });
  }
  const end =
    recurrence.count !== undefined
      ? t(m.summaryCount, { count: recurrence.count })
      : recurrence.until
        ? t(m.summaryUntil, { date: formatDay(recurrence.until) })
        : '';
  return end ? `${rule} · ${end}` : rule;
}
