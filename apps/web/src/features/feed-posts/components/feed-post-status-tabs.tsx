import { Badge, Tabs, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export const feedPostFilters = ['all', 'active', 'inactive'] as const;
export type FeedPostFilter = (typeof feedPostFilters)[number];

const labels: Record<FeedPostFilter, string> = {
  all: 'All Posts',
  active: 'Active',
  inactive: 'Inactive',
};

interface FeedPostStatusTabsProps {
  value: FeedPostFilter;
  onChange: (value: FeedPostFilter) => void;
  counts: Record<FeedPostFilter, number>;
  /** The grid for the chosen tab. */
  children: ReactNode;
}

/** All Posts, Active and Inactive with their counts; filters the loaded list on this device. */
export function FeedPostStatusTabs({ value, onChange, counts, children }: FeedPostStatusTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        const chosen = feedPostFilters.find((filter) => filter === next);
        if (chosen) onChange(chosen);
      }}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {feedPostFilters.map((filter) => (
          <Tabs.Tab
            key={filter}
            value={filter}
            rightSection={
              // Seen as a badge; heard as "All Posts (3)" through the hidden text below.
              <Badge size="sm" variant="default" circle={counts[filter] < 10} aria-hidden>
                {counts[filter]}
              </Badge>
            }
          >
            {labels[filter]} <VisuallyHidden>({counts[filter]})</VisuallyHidden>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {feedPostFilters.map((filter) => (
        <Tabs.Panel key={filter} value={filter}>
          {filter === value && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
