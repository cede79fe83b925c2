import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';
import {
  type CommandAnswer,
  removeOf,
  onceAccepted,
  postCommand,
  readOf,
  type InLanguage,
  type ListOf,
  type OfProperty,
  type PropertyCommand,
  type RemoveCommand,
} from '../../lib/property-requests';

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

const CANCELLATION = { type: 'cancellationPolicy', id: 'ONE' } as const;
const CHILDREN = { type: 'childPolicies', id: 'LIST' } as const;
const EXTRA_BEDS = { type: 'extraBedPolicies', id: 'LIST' } as const;

type Command = PropertyCommand;

const policiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCancellationPolicy: build.query<CancellationPolicy | null, InLanguage>({
      query: readOf('/cancellation/policies'),
      // The property has one policy: the first item (none before it is first set).
      transformResponse: (response: ListOf<CancellationPolicy>) => response.data[0] ?? null,
      providesTags: [CANCELLATION],
    }),
    listCancellationTimes: build.query<ListOf<CancellationTime>, InLanguage>({
      query: readOf('/cancellation/times'),
      keepUnusedDataFor: 600,
    }),
    listCancellationPercents: build.query<ListOf<CancellationPercent>, InLanguage>({
      query: readOf('/cancellation/percents'),
      keepUnusedDataFor: 600,
    }),
    saveCancellationPolicy: build.mutation<
      CommandAnswer,
      Command & { policy: SaveCancellationPolicyRequest }
    >({
      query: ({ policy, ...command }) => postCommand('/cancellation/policies', policy, command),
      invalidatesTags: onceAccepted(CANCELLATION),
    }),
    listChildPolicies: build.query<ChildPolicies, OfProperty>({
      query: readOf('/children/policies'),
      providesTags: [CHILDREN],
    }),
    saveChildPolicy: build.mutation<CommandAnswer, Command & { policy: SaveChildPolicyRequest }>({
      query: ({ policy, ...command }) => postCommand('/children/policies', policy, command),
      invalidatesTags: onceAccepted(CHILDREN),
    }),
    deleteChildPolicy: build.mutation<CommandAnswer, RemoveCommand>({
      query: removeOf('/children/policies'),
      invalidatesTags: onceAccepted(CHILDREN),
    }),
    /** The child age (POST /api/hotel/update/age); it comes back with the child policies. */
    setChildAge: build.mutation<CommandAnswer, Command & { age: number }>({
      query: ({ age, ...command }) => postCommand('/hotel/update/age', { age }, command),
      invalidatesTags: onceAccepted(CHILDREN),
    }),
    listExtraBedPolicies: build.query<ListOf<ExtraBedPolicy>, OfProperty>({
      query: readOf('/extrabed/policies'),
      providesTags: [EXTRA_BEDS],
    }),
    saveExtraBedPolicy: build.mutation<
      CommandAnswer,
      Command & { policy: SaveExtraBedPolicyRequest }
    >({
      query: ({ policy, ...command }) => postCommand('/extrabed/policies', policy, command),
      invalidatesTags: onceAccepted(EXTRA_BEDS),
    }),
    deleteExtraBedPolicy: build.mutation<CommandAnswer, RemoveCommand>({
      query: removeOf('/extrabed/policies'),
      invalidatesTags: onceAccepted(EXTRA_BEDS),
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
