import type { ReactNode } from 'react';
import classes from './card-list.module.css';

interface CardListProps<T> {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** Cards as a labelled list (screen readers announce how many), in a responsive grid. */
export function CardList<T>({ label, items, itemKey, renderItem }: CardListProps<T>) {
  return (
    // role="list" keeps list semantics that Safari drops when list-style is none.
    <ul role="list" aria-label={label} className={classes.list}>
      {items.map((item) => (
        <li key={itemKey(item)} className={classes.item}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
