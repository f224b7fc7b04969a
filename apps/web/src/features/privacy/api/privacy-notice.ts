import {
  privacyConsentStatusSchema,
  privacyNoticeEditSchema,
  privacyNoticeSchema,
  type PrivacyNoticeInput,
} from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { useLanguage } from '../../../i18n/i18n-provider';
import { privacyApiPaths } from './privacy-api-paths';

const noticeRoot = ['privacy-notice'] as const;

/** The current notice in the reader's language (the server falls back to English). */
export const getPrivacyNoticeQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...noticeRoot, language],
    queryFn: ({ signal }) => apiRequest(privacyApiPaths.notice, privacyNoticeSchema, { signal }),
  });

export function usePrivacyNotice() {
  const { language } = useLanguage();
  return useQuery(getPrivacyNoticeQueryOptions(language));
}

const adminKey = [...noticeRoot, 'edit'] as const;

export const useAdminPrivacyNotice = () =>
  useQuery({
    queryKey: adminKey,
    queryFn: ({ signal }) =>
      apiRequest(privacyApiPaths.adminNotice, privacyNoticeEditSchema, { signal }),
  });

/** Publishes a new version; every reader's copy and every consent status is asked again. */
export function usePublishPrivacyNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacyNoticeInput) =>
      apiRequest(privacyApiPaths.adminNotice, privacyNoticeEditSchema, { method: 'PUT', body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminKey, saved);
      await queryClient.invalidateQueries({ queryKey: noticeRoot });
      await queryClient.invalidateQueries({ queryKey: consentKey });
    },
  });
}

const consentKey = [sessionQueryRoot, 'privacy-consent'] as const;

/** Whether the signed-in member accepted the current notice. */
export const usePrivacyConsent = () =>
  useQuery({
    queryKey: consentKey,
    queryFn: ({ signal }) =>
      apiRequest(privacyApiPaths.consent, privacyConsentStatusSchema, { signal }),
  });

export function useAcceptPrivacyNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      apiRequest(privacyApiPaths.consent, privacyConsentStatusSchema, {
        method: 'POST',
        body: { version },
      }),
    onSuccess: (status) => queryClient.setQueryData(consentKey, status),
  });
}
