import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { SortKey, SortState } from './registrations-view';
import classes from './registrations-table.module.css';

interface SortableHeaderProps {
  label: string;
  sortKey: SortKey;
  sort: SortState;
  onSort: (key: SortKey) => void;
  className?: string | undefined;
}

/** A column heading that sorts by its column; aria-sort tells screen readers the order. */
export function SortableHeader({ label, sortKey, sort, onSort, className }: SortableHeaderProps) {
  const active = sort.key === sortKey;
  const Icon = !active
    ? IconArrowsSort
    : sort.direction === 'ascending'
      ? IconSortAscending
      : IconSortDescending;
  return (
    <Table.Th scope="col" aria-sort={active ? sort.direction : 'none'} className={className}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(sortKey)}>
        {label}
        <Icon size={14} aria-hidden className={active ? undefined : classes.inactiveIcon} />
      </UnstyledButton>
    </Table.Th>
  );
}
