import { Group, Text } from '@mantine/core';
import world from '@svg-maps/world';
import type { KeyboardEvent } from 'react';
import { countryName } from '../../../components/alumni-labels';
import { useT } from '../../../i18n/i18n-provider';
import { mapMessages as text } from '../messages';
import classes from './members-map.module.css';

// The world map of the directory's places (issue 35, "the map only when asked"): loaded in a
// chunk of its own when a member presses "Show map", never with the page. The country outlines
// are @svg-maps/world's (CC BY 4.0), ids in lowercase ISO 3166 alpha-2 as the contract's codes.

export interface CountryCount {
  country: string;
  members: number;
}

export interface MapStep {
  from: number;
  to: number;
  className: string;
}

const stepClasses = [classes.step1, classes.step2, classes.step3, classes.step4];

/**
 * Up to four steps of member counts, on a log scale (counts run from 1 in most countries to
 * hundreds at home): 42 at most gives 1–3, 4–6, 7–16, 17–42. Fewer steps when the largest count
 * is under four, the darkest always for the largest.
 */
export function mapSteps(largest: number): MapStep[] {
  if (largest < 1) return [];
  const count = Math.min(stepClasses.length, largest);
  const uppers: number[] = [];
  for (let index = 1; index <= count; index += 1) {
    const upper = index === count ? largest : Math.round(largest ** (index / count));
    uppers.push(Math.max(upper, (uppers[index - 2] ?? 0) + 1));
  }
  const offset = stepClasses.length - count;
  return uppers.map((to, index) => ({
    from: index === 0 ? 1 : uppers[index - 1]! + 1,
    to,
    className: stepClasses[offset + index]!,
  }));
}

interface MembersMapProps {
  id: string;
  countries: CountryCount[];
  onPick: (place: { country: string }) => void;
}

/** Each country shaded by its members; one with members is a button that narrows the search. */
export function MembersMap({ id, countries, onPick }: MembersMapProps) {
  const t = useT();
  const counts = new Map(countries.map(({ country, members }) => [country.toLowerCase(), members]));
  const steps = mapSteps(Math.max(0, ...counts.values()));
  const stepOf = (members: number) => steps.find((step) => members <= step.to);
  return (
    <div id={id}>
      <svg
        viewBox={world.viewBox}
        className={classes.map}
        role="group"
        aria-label={t(text.label)}
        // The outlines carry no text of their own; the count links above are the alternative.
        focusable="false"
      >
        {world.locations.map((location) => {
          const members = counts.get(location.id) ?? 0;
          const step = members > 0 ? stepOf(members) : undefined;
          const code = location.id.toUpperCase();
          const name = code.length === 2 ? countryName(code) : location.name;
          const title = t(text.country, { country: name, count: members });
          if (!step) {
            return (
              <path key={location.id} d={location.path} className={classes.country}>
                <title>{title}</title>
              </path>
            );
          }
          const pick = () => onPick({ country: code });
          return (
            <path
              key={location.id}
              d={location.path}
              className={`${classes.country} ${step.className} ${classes.pickable}`}
              role="button"
              tabIndex={0}
              aria-label={title}
              data-country={code}
              onClick={pick}
              onKeyDown={(event: KeyboardEvent) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  pick();
                }
              }}
            >
              <title>{title}</title>
            </path>
          );
        })}
      </svg>
      {steps.length > 0 && (
        <Group gap="sm" mt={4} aria-label={t(text.legend)} role="group">
          <Text size="xs" c="dimmed">
            {t(text.legend)}:
          </Text>
          <Legend className={classes.country} label={t(text.none)} />
          {steps.map((step) => (
            <Legend
              key={step.from}
              className={step.className}
              label={
                step.from === step.to
                  ? t(text.single, { count: step.from })
                  : t(text.range, { from: step.from, to: step.to })
              }
            />
          ))}
        </Group>
      )}
    </div>
  );
}

function Legend({ className, label }: { className: string | undefined; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <svg width="14" height="14" aria-hidden focusable="false" className={classes.swatchSvg}>
        <rect width="14" height="14" rx="2" className={`${classes.country} ${className}`} />
      </svg>
      <Text size="xs">{label}</Text>
    </Group>
  );
}
