import type { WebVitalRating as Rating } from '@portal/contract';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n-provider';
import { webVitalRatingLabels } from './format-web-vital';
import classes from './web-vital-rating.module.css';

const styles: Record<Rating, { className: string | undefined; Icon: typeof IconCircleCheck }> = {
  good: { className: classes.good, Icon: IconCircleCheck },
  'needs-improvement': { className: classes.needsImprovement, Icon: IconAlertTriangle },
  poor: { className: classes.poor, Icon: IconCircleX },
};

/** Google's rating of a p75 in words, with a shape and a colour: never colour alone. */
export function WebVitalRating({ rating }: { rating: Rating }) {
  const t = useT();
  const { className, Icon } = styles[rating];
  return (
    <span className={`${classes.rating} ${className ?? ''}`}>
      <Icon size={14} aria-hidden />
      {t(webVitalRatingLabels[rating])}
    </span>
  );
}
