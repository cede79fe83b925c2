import type {
  CancellationPercentList,
  CancellationPolicy,
  CancellationPolicyList,
  CancellationTimeList,
  ChildPolicy,
  ChildPolicyList,
  ExtraBedPolicy,
  ExtraBedPolicyList,
} from '../../lib/api-types.gen';
import { injectPropertyEndpoints, type PropertyEndpoints } from '../../lib/property-endpoints';
import { type CommandAnswer, type InLanguage, readOf, type Tag } from '../../lib/property-requests';

/**
 * What the policy queries answer, as the API's document declares it (generated:
 * ui/src/lib/api-types.gen.ts, `npm run api-types`; the schemas live in
 * projection-service/src/policies/responses.ts).
 */
export type {
  /** A cancellation deadline (GET /api/cancellation/times), named in the interface language. */
  CancellationTime,
  /** A cancellation charge (GET /api/cancellation/percents). */
  CancellationPercent,
  /** The property's cancellation policy (GET /api/cancellation/policies, its first item). */
  CancellationPolicy,
  /** What a child of `minAge` up to (not including) `maxAge` pays per night. */
  ChildPolicy,
  /** What one extra bed costs per night, by who sleeps in it. */
  ExtraBedPolicy,
} from '../../lib/api-types.gen';
export type PriceType = ChildPolicy['priceType'];
export type AgeType = ExtraBedPolicy['ageType'];

/** GET /api/children/policies: the policies and the property's child age. */
export type ChildPolicies = ChildPolicyList;

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

/** A list of age-priced policies at `url`: read it, save one (the argument `policy`), delete one. */
const agePolicies = <List, Body>(property: PropertyEndpoints, url: string, tag: Tag) => ({
  list: property.read<List>(url, tag),
  save: property.save<CommandAnswer, { policy: Body }>(url, 'policy', tag),
  remove: property.remove(url, tag),
});

const policiesApi = injectPropertyEndpoints((property, build) => {
  const children = agePolicies<ChildPolicies, SaveChildPolicyRequest>(
    property,
    '/children/policies',
    CHILDREN,
  );
  const extraBeds = agePolicies<ExtraBedPolicyList, SaveExtraBedPolicyRequest>(
    property,
    '/extrabed/policies',
    EXTRA_BEDS,
  );
  return {
    getCancellationPolicy: build.query<CancellationPolicy | null, InLanguage>({
      query: readOf('/cancellation/policies'),
      // The property has one policy: the first item (none before it is first set).
      transformResponse: (response: CancellationPolicyList) => response.data[0] ?? null,
      providesTags: [CANCELLATION],
    }),
    listCancellationTimes: property.reference<CancellationTimeList>('/cancellation/times'),
    listCancellationPercents: property.reference<CancellationPercentList>('/cancellation/percents'),
    saveCancellationPolicy: property.save<CommandAnswer, { policy: SaveCancellationPolicyRequest }>(
      '/cancellation/policies',
      'policy',
      CANCELLATION,
    ),
    listChildPolicies: children.list,
    saveChildPolicy: children.save,
    deleteChildPolicy: children.remove,
    /** The child age (POST /api/hotel/update/age); it comes back with the child policies. */
    setChildAge: property.command<CommandAnswer, { age: number }>('/hotel/update/age', CHILDREN),
    listExtraBedPolicies: extraBeds.list,
    saveExtraBedPolicy: extraBeds.save,
    deleteExtraBedPolicy: extraBeds.remove,
  };
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
