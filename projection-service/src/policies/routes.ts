import type { Request } from 'express';
import { type Language, parseLanguage } from '@hotel/events/messages';
import { type AgeType, DEFAULT_CHILD_AGE } from '@hotel/events/policies/events';
import {
  cancellationPercentById,
  cancellationPercents,
  cancellationPercentView,
  cancellationTimeById,
  cancellationTimes,
  cancellationTimeView,
} from '@hotel/events/reference/cancellation';
import type { ReadStore } from '@hotel/infra/read-store/port';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import {
  CANCELLATION_POLICIES,
  type CancellationPolicyDoc,
  CHILD_AGES,
  CHILD_POLICIES,
  type ChildAgeDoc,
  type ChildPolicyDoc,
  EXTRA_BED_POLICIES,
  type ExtraBedPolicyDoc,
} from './projection';
import { policyResponses } from './responses';

/** Policies are read where they are set and where reservations use them. */
const READ_POLICIES = propertyRoute('manage-settings', 'manage-reservations', 'show-reservations');
const EXTRA_BED_ORDER: readonly AgeType[] = ['adults', 'any', 'children'];
/** Reference lists: any user of the property. */
const ANY_MEMBER = propertyRoute();

const languageOf = (req: Request): Language =>
  parseLanguage(req.headers['x-language'] as string | undefined);

const timeOf = (ref: { id: string; day: number } | null, language: Language) => {
  if (!ref) return null;
  const time = cancellationTimeById(ref.id);
  return time
    ? cancellationTimeView(time, language)
    : { id: ref.id, name: String(ref.day), day: ref.day, hasTime: false, hour: null };
};

const percentOf = (ref: { id: string; percent: number } | null, language: Language) => {
  if (!ref) return null;
  const percent = cancellationPercentById(ref.id);
  return percent
    ? cancellationPercentView(percent, language)
    : { id: ref.id, name: `${ref.percent}%`, percent: ref.percent };
};

/** A cancellation policy as the API shows it: references resolved in the caller's language. */
export const cancellationPolicyView = (doc: CancellationPolicyDoc, language: Language) => ({
  id: doc.id,
  isFree: doc.isFree,
  cancellationTime: timeOf(doc.cancellationTime, language),
  cancellationPercent: percentOf(doc.cancellationPercent, language),
  cancellationAdditionPercent: percentOf(doc.cancellationAdditionPercent, language),
  /** What the percents are of, or a fixed amount (policies set before it: the whole stay). */
  basis: doc.basis ?? 'wholeStay',
  fixedAmount: doc.fixedAmount ?? null,
  hasPrepayment: doc.hasPrepayment,
  /** In the caller's language… */
  policySummary: doc.policySummary[language],
  prepaymentSummary: doc.prepaymentSummary[language],
  /** …and in both, for documents printed in the other one. */
  policySummaries: doc.policySummary,
  prepaymentSummaries: doc.prepaymentSummary,
});

const policyView = <T extends { _id: string; propertyId: string }>({
  _id,
  propertyId: _,
  ...rest
}: T) => ({ id: _id, ...rest });

/**
 * The policy queries of the X-Slug property (settings spec §7). Lists are whole (the spec
 * asks for rowsPerPage 0) and answer `{ data, total }`.
 */
export const policiesQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  const childAgeOf = async (propertyId: string) =>
    (await readStore.collection<ChildAgeDoc>(CHILD_AGES).findOne({ _id: propertyId }))?.age ??
    DEFAULT_CHILD_AGE;

  /** `data` holds the property's one policy, or nothing before it is first set. */
  routes.get('/cancellation/policies', READ_POLICIES, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const doc = await readStore
      .collection<CancellationPolicyDoc>(CANCELLATION_POLICIES)
      .findOne({ _id: propertyId });
    const data = doc ? [cancellationPolicyView(doc, languageOf(req))] : [];
    res.json({ data, total: data.length });
  });

  routes.get('/cancellation/times', ANY_MEMBER, (req, res) => {
    const language = languageOf(req);
    const data = cancellationTimes.map((time) => cancellationTimeView(time, language));
    res.json({ data, total: data.length });
  });

  routes.get('/cancellation/percents', ANY_MEMBER, (req, res) => {
    const language = languageOf(req);
    const data = cancellationPercents.map((percent) => cancellationPercentView(percent, language));
    res.json({ data, total: data.length });
  });

  /** Sorted by age; `ageChild` is the property's child age (guests younger are children). */
  routes.get('/children/policies', READ_POLICIES, async (_req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const [docs, ageChild] = await Promise.all([
      readStore
        .collection<ChildPolicyDoc>(CHILD_POLICIES)
        .find({ propertyId }, { sort: { minAge: 1, maxAge: 1, _id: 1 } }),
      childAgeOf(propertyId),
    ]);
    const data = docs.map(policyView);
    res.json({ data, total: data.length, ageChild });
  });

  routes.get('/hotel/age', READ_POLICIES, async (_req, res) => {
    res.json({ age: await childAgeOf(propertyCallerOf(res).propertyId) });
  });

  /** Adults, anyone, then children by age. */
  routes.get('/extrabed/policies', READ_POLICIES, async (_req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const docs = await readStore
      .collection<ExtraBedPolicyDoc>(EXTRA_BED_POLICIES)
      .find({ propertyId }, { sort: { minAge: 1, maxAge: 1, _id: 1 } });
    const order = (doc: ExtraBedPolicyDoc) => EXTRA_BED_ORDER.indexOf(doc.ageType);
    const data = docs.sort((a, b) => order(a) - order(b)).map(policyView);
    res.json({ data, total: data.length });
  });
  routes.describe('get', '/cancellation/policies', {
    response: policyResponses.cancellationPolicies,
  });
  routes.describe('get', '/cancellation/times', { response: policyResponses.cancellationTimes });
  routes.describe('get', '/cancellation/percents', {
    response: policyResponses.cancellationPercents,
  });
  routes.describe('get', '/children/policies', { response: policyResponses.childPolicies });
  routes.describe('get', '/hotel/age', { response: policyResponses.childAge });
  routes.describe('get', '/extrabed/policies', { response: policyResponses.extraBedPolicies });
};
