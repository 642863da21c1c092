import type { AnsweringResponse } from '@kb/contracts';
import { baseApi } from '../../../shared/api/base-api';

/** `GET /api/answering`: how answers are made now (a model configured, or quoted from the documents). */
export const answeringApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAnswering: build.query<AnsweringResponse, void>({ query: () => '/answering' }),
  }),
});

export const { useGetAnsweringQuery } = answeringApi;
