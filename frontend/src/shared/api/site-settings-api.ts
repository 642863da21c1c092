import type { AuditDigest, ChatSettings, ComplianceStatus, Language, LedgerVerification, SiteSettings } from '@kb/contracts';
import { baseApi } from './base-api';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['SiteSettings', 'Compliance', 'ComplianceDigest'] });

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
      invalidatesTags: (_r, error) => (error ? [] : ['Compliance', 'ComplianceDigest']),
    }),
    /** The audit digest to copy from the Compliance tab. */
    getComplianceDigest: build.query<AuditDigest, void>({
      query: () => '/audit/digest',
      providesTags: ['ComplianceDigest'],
    }),
  }),
});

export const {
  useGetSiteSettingsQuery,
  useUpdateChatSettingsMutation,
  useUpdateLanguageSettingsMutation,
  useGetComplianceQuery,
  useVerifyLedgerMutation,
  useGetComplianceDigestQuery,
} = siteSettingsApi;
