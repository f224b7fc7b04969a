import { Badge, Tabs, VisuallyHidden } from '@mantine/core';
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { feedPostManageMessages as messages } from '../feed-post-manage-messages';

export const feedPostFilters = ['all', 'active', 'inactive'] as const;
export type FeedPostFilter = (typeof feedPostFilters)[number];

const labels: Record<FeedPostFilter, MessageDescriptor> = {
  all: messages.allPosts,
  active: messages.active,
  inactive: messages.inactive,
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
  const t = useT();
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
            {t(labels[filter])}{' '}
            <VisuallyHidden>{t(messages.count, { count: counts[filter] })}</VisuallyHidden>
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
