import {
  defaultVisibility,
  industries,
  membershipStatuses,
  openToOptions,
  visibilityGroups,
  visibilityLevels,
  type Industry,
  type MembershipStatus,
  type OpenTo,
  type Visibility,
} from '@portal/contract';

// Stored alumni values read into the contract's types. The columns are text and jsonb, written
// by this server and by imports: a value outside today's lists (an industry since removed) reads
// as the safe default, so an answer's schema never refuses what the server made.

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Each group's stored level, or its default when missing or unknown. */
export function readVisibility(stored: unknown): Visibility {
  const levels = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    visibilityGroups.map((group) => [
      group,
      isOneOf(visibilityLevels, levels[group]) ? levels[group] : defaultVisibility[group],
    ]),
  ) as Visibility;
}

export const readIndustry = (value: string | null): Industry | null =>
  isOneOf(industries, value) ? value : null;

export const readOpenTo = (values: readonly string[]): OpenTo[] =>
  values.filter((value): value is OpenTo => isOneOf(openToOptions, value));

/** An unknown status is not a verified one. */
export const readMembership = (value: string): MembershipStatus =>
  isOneOf(membershipStatuses, value) ? value : 'pending';
