import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryErrorAlert } from './query-error-alert';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** What shows while the first answer is on its way (a skeleton the shape of the content). */
  loading: ReactNode;
  /** The failed load's heading, e.g. "Could not load the privacy notice". */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/**
 * The three states of a screen's load in one place: `loading` while pending, the error with a
 * retry when it failed, else the content drawn from the data.
 */
export function QueryContent<T>({ query, loading, errorTitle, children }: QueryContentProps<T>) {
  if (query.isPending) return loading;
  if (query.isError)
    return (
      <QueryErrorAlert
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return children(query.data);
}
