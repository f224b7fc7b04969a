import { notificationsReadResultSchema } from '@portal/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { NotificationsPage } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client';
import { notificationApiPaths } from './notification-api-paths';
import { notificationsQueryKey } from './get-notifications';

/** Marks every notification read (opening the bell); the count drops at once. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(notificationApiPaths.read, notificationsReadResultSchema, {
        method: 'POST',
        body: {},
      }),
    onMutate: () => queryClient.cancelQueries({ queryKey: notificationsQueryKey }),
    onSuccess: () =>
      queryClient.setQueryData<InfiniteData<NotificationsPage>>(notificationsQueryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                unread: 0,
                items: page.items.map((item) => ({
                  ...item,
                  readAt: item.readAt ?? new Date().toISOString(),
                })),
              })),
            }
          : data,
      ),
  });
}
