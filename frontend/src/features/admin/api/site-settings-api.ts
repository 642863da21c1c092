import type { ChatSettings, ComplianceStatus, Language, LedgerVerification, SiteSettings } from '@kb/contracts';
import { baseApi } from '../../../shared/api/base-api';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['SiteSettings', 'Compliance'] });

/** The site settings (public: welcome screen, default language) and the Compliance tab. */
export const siteSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<SiteSettings, void>({
      query: () => '/site-settings',
      providesTags: ['SiteSettings'],
    }),
    updateChatSettings: build.mutation<SiteSettings, ChatSettings>({
      query: (body) => ({ url: '/site-settings/chat', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['SiteSettings']),
    }),
    updateLanguageSettings: build.mutation<SiteSettings, { defaultLanguage: Language }>({
      query: (body) => ({ url: '/site-settings/language', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['SiteSettings']),
    }),
    getCompliance: build.query<ComplianceStatus, void>({
      query: () => '/compliance',
      providesTags: ['Compliance'],
    }),
    verifyLedger: build.mutation<LedgerVerification, void>({
      query: () => ({ url: '/compliance/verify', method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Compliance']),
    }),
  }),
});

export const {
  useGetSiteSettingsQuery,
  useUpdateChatSettingsMutation,
  useUpdateLanguageSettingsMutation,
  useGetComplianceQuery,
  useVerifyLedgerMutation,
} = siteSettingsApi;
