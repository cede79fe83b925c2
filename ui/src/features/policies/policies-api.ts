import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';

/**
 * What the policy queries answer, as the API's document declares it (generated:
 * ui/src/lib/api-types.gen.ts, `npm run api-types`; the schemas live in
 * projection-service/src/policies/responses.ts).
 */
type Schemas = components['schemas'];
/** A cancellation deadline (GET /api/cancellation/times), named in the interface language. */
export type CancellationTime = Schemas['CancellationTime'];
/** A cancellation charge (GET /api/cancellation/percents). */
export type CancellationPercent = Schemas['CancellationPercent'];
/** The property's cancellation policy (GET /api/cancellation/policies, its first item). */
export type CancellationPolicy = Schemas['CancellationPolicy'];
/** What a child of `minAge` up to (not including) `maxAge` pays per night. */
export type ChildPolicy = Schemas['ChildPolicy'];
/** What one extra bed costs per night, by who sleeps in it. */
export type ExtraBedPolicy = Schemas['ExtraBedPolicy'];
export type PriceType = ChildPolicy['priceType'];
export type AgeType = ExtraBedPolicy['ageType'];

export interface ListOf<T> {
  data: T[];
  total: number;
}

/** GET /api/children/policies: the policies and the property's child age. */
export type ChildPolicies = Schemas['ChildPolicyList'];

/** POST /api/cancellation/policies: references by id, null when not chosen. */
export interface SaveCancellationPolicyRequest {
  isFree: boolean;
  cancellationTime: { id: string } | null;
  cancellationPercent: { id: string } | null;
  cancellationAdditionPercent: { id: string } | null;
  basis: 'wholeStay' | 'firstNight' | 'fixed';
  fixedAmount: number | null;
  hasPrepayment: boolean;
}

export const CANCELLATION_FIELDS = [
  'isFree',
  'cancellationTime',
  'cancellationPercent',
  'cancellationAdditionPercent',
  'basis',
  'fixedAmount',
  'hasPrepayment',
] as const;

/** POST /api/children/policies: without `id` a new policy, with it a change (price only). */
export interface SaveChildPolicyRequest {
  id?: string;
  ageType: 'children';
  priceType: PriceType;
  price: number;
  minAge: number;
  maxAge: number;
}

/** POST /api/extrabed/policies: without `id` a new policy, with it a change. */
export interface SaveExtraBedPolicyRequest {
  id?: string;
  ageType: AgeType;
  priceType: 'free' | 'mnt';
  price: number;
  minAge: number | null;
  maxAge: number | null;
}

/** The fields of the child and extra-bed policy forms, as the server names them. */
export const POLICY_FIELDS = ['ageType', 'minAge', 'maxAge', 'priceType', 'price'] as const;

export interface Saved {
  id?: string;
  position: string;
}

/** Calls name their property: the cache key of the lists and the X-Slug the server reads. */
interface OfProperty {
  slug: string;
}

/** Names come in the interface language, so it is part of the cache key. */
interface InLanguage {
  language: string;
}

interface Command extends OfProperty {
  idempotencyKey: string;
}

const CANCELLATION = { type: 'cancellationPolicy', id: 'ONE' } as const;
const CHILDREN = { type: 'childPolicies', id: 'LIST' } as const;
const EXTRA_BEDS = { type: 'extraBedPolicies', id: 'LIST' } as const;

const commandHeaders = ({ slug, idempotencyKey }: Command) => ({
  'X-Slug': slug,
  'Idempotency-Key': idempotencyKey,
});

const policiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCancellationPolicy: build.query<CancellationPolicy | null, OfProperty & InLanguage>({
      query: ({ slug }) => ({ url: '/cancellation/policies', headers: { 'X-Slug': slug } }),
      // The property has one policy: the first item (none before it is first set).
      transformResponse: (response: ListOf<CancellationPolicy>) => response.data[0] ?? null,
      providesTags: [CANCELLATION],
    }),
    listCancellationTimes: build.query<ListOf<CancellationTime>, OfProperty & InLanguage>({
      query: ({ slug }) => ({ url: '/cancellation/times', headers: { 'X-Slug': slug } }),
      keepUnusedDataFor: 600,
    }),
    listCancellationPercents: build.query<ListOf<CancellationPercent>, OfProperty & InLanguage>({
      query: ({ slug }) => ({ url: '/cancellation/percents', headers: { 'X-Slug': slug } }),
      keepUnusedDataFor: 600,
    }),
    saveCancellationPolicy: build.mutation<
      Saved,
      Command & { policy: SaveCancellationPolicyRequest }
    >({
      query: ({ policy, ...command }) => ({
        url: '/cancellation/policies',
        method: 'POST',
        body: policy,
        headers: commandHeaders(command),
      }),
      invalidatesTags: (result) => (result ? [CANCELLATION] : []),
    }),
    listChildPolicies: build.query<ChildPolicies, OfProperty>({
      query: ({ slug }) => ({ url: '/children/policies', headers: { 'X-Slug': slug } }),
      providesTags: [CHILDREN],
    }),
    saveChildPolicy: build.mutation<Saved, Command & { policy: SaveChildPolicyRequest }>({
      query: ({ policy, ...command }) => ({
        url: '/children/policies',
        method: 'POST',
        body: policy,
        headers: commandHeaders(command),
      }),
      invalidatesTags: (result) => (result ? [CHILDREN] : []),
    }),
    deleteChildPolicy: build.mutation<Saved, Command & { id: string }>({
      query: ({ id, ...command }) => ({
        url: `/children/policies/${encodeURIComponent(id)}`,
        method: 'DELETE',
        headers: commandHeaders(command),
      }),
      invalidatesTags: (result) => (result ? [CHILDREN] : []),
    }),
    /** The child age (POST /api/hotel/update/age); it comes back with the child policies. */
    setChildAge: build.mutation<Saved, Command & { age: number }>({
      query: ({ age, ...command }) => ({
        url: '/hotel/update/age',
        method: 'POST',
        body: { age },
        headers: commandHeaders(command),
      }),
      invalidatesTags: (result) => (result ? [CHILDREN] : []),
    }),
    listExtraBedPolicies: build.query<ListOf<ExtraBedPolicy>, OfProperty>({
      query: ({ slug }) => ({ url: '/extrabed/policies', headers: { 'X-Slug': slug } }),
      providesTags: [EXTRA_BEDS],
    }),
    saveExtraBedPolicy: build.mutation<Saved, Command & { policy: SaveExtraBedPolicyRequest }>({
      query: ({ policy, ...command }) => ({
        url: '/extrabed/policies',
        method: 'POST',
        body: policy,
        headers: commandHeaders(command),
      }),
      invalidatesTags: (result) => (result ? [EXTRA_BEDS] : []),
    }),
    deleteExtraBedPolicy: build.mutation<Saved, Command & { id: string }>({
      query: ({ id, ...command }) => ({
        url: `/extrabed/policies/${encodeURIComponent(id)}`,
        method: 'DELETE',
        headers: commandHeaders(command),
      }),
      invalidatesTags: (result) => (result ? [EXTRA_BEDS] : []),
    }),
  }),
});

export const {
  useGetCancellationPolicyQuery,
  useListCancellationTimesQuery,
  useListCancellationPercentsQuery,
  useSaveCancellationPolicyMutation,
  useListChildPoliciesQuery,
  useSaveChildPolicyMutation,
  useDeleteChildPolicyMutation,
  useSetChildAgeMutation,
  useListExtraBedPoliciesQuery,
  useSaveExtraBedPolicyMutation,
  useDeleteExtraBedPolicyMutation,
} = policiesApi;
