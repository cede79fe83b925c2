import { type Language, translate } from '@hotel/events/messages';
import type {
  SaveCancellationPolicy,
  SaveChildPolicy,
  SaveExtraBedPolicy,
} from '@hotel/events/policies/commands';
import {
  type Bilingual,
  type CancellationPolicySet,
  type ChildPolicy,
  DEFAULT_CHILD_AGE,
  type ExtraBedPolicy,
  type PoliciesEvent,
} from '@hotel/events/policies/events';
import {
  type CancellationTime,
  cancellationPercentById,
  cancellationTimeById,
} from '@hotel/events/reference/cancellation';
import type { FeeBasis } from '@hotel/events/reservations/fees';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { Aggregate } from '../pipeline/aggregate';

/** The policies of one property (`policies-{propertyId}`). */
export interface PoliciesState {
  /** Guests younger than this are children. */
  readonly childAge: number;
  readonly cancellation: CancellationPolicySet['data'] | null;
  /** Child policies by id, in the order they were added. */
  readonly children: ReadonlyMap<string, ChildPolicy>;
  readonly extraBeds: ReadonlyMap<string, ExtraBedPolicy>;
}

const withItem = <T extends { id: string }>(items: ReadonlyMap<string, T>, item: T) =>
  new Map(items).set(item.id, item);

const withoutItem = <T>(items: ReadonlyMap<string, T>, id: string) => {
  const next = new Map(items);
  next.delete(id);
  return next;
};

export const policies: Aggregate<PoliciesState, PoliciesEvent> = {
  cached: true,
  initialState: () => ({
    childAge: DEFAULT_CHILD_AGE,
    cancellation: null,
    children: new Map(),
    extraBeds: new Map(),
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CancellationPolicySet':
        return { ...state, cancellation: event.data };
      case 'ChildPolicyAdded':
      case 'ChildPolicyChanged':
        return { ...state, children: withItem(state.children, event.data) };
      case 'ChildPolicyRemoved':
        return { ...state, children: withoutItem(state.children, event.data.id) };
      case 'ExtraBedPolicyAdded':
      case 'ExtraBedPolicyChanged':
        return { ...state, extraBeds: withItem(state.extraBeds, event.data) };
      case 'ExtraBedPolicyRemoved':
        return { ...state, extraBeds: withoutItem(state.extraBeds, event.data.id) };
      case 'ChildAgeSet':
        return { ...state, childAge: event.data.age };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
};

/** Whether a change would store anything new. */
const same = (a: object, b: object): boolean => JSON.stringify(a) === JSON.stringify(b);

// ---------------------------------------------------------------- cancellation policy

/** The charges a cancellation policy makes: before the deadline and after it (or always). */
export interface CancellationCharges {
  /** Percent charged for cancelling up to the deadline (null: no deadline). */
  readonly early: number | null;
  /** Percent charged for a later cancellation or a no-show (or any, without a deadline). */
  readonly late: number;
  /** What the percents are of. */
  readonly basis: 'wholeStay' | 'firstNight';
}

/** A policy with a fixed fee instead of percents. */
export interface FixedCharge {
  readonly fixed: number;
  /** Whether cancelling up to a deadline is free (a deadline is set). */
  readonly freeUntilDeadline: boolean;
}

/**
 * What a cancellation policy charges (docs/settings.md, Policies):
 *  - free: nothing;
 *  - no deadline: the percent, whenever the guest cancels (or does not come);
 *  - a deadline and an additional percent: the percent until the deadline, the additional
 *    (higher) percent after it;
 *  - a deadline only: free until the deadline, the percent after it.
 * Percents are of the whole stay or of its first night (`basis`); a fixed amount replaces them.
 */
export const cancellationCharges = (policy: {
  isFree: boolean;
  cancellationTime: unknown;
  cancellationPercent: { percent: number } | null;
  cancellationAdditionPercent: { percent: number } | null;
  basis?: FeeBasis | undefined;
  fixedAmount?: number | null | undefined;
}): CancellationCharges | FixedCharge => {
  if (!policy.isFree && policy.basis === 'fixed') {
    return { fixed: policy.fixedAmount ?? 0, freeUntilDeadline: Boolean(policy.cancellationTime) };
  }
  const basis = policy.basis === 'firstNight' ? 'firstNight' : 'wholeStay';
  const percent = policy.cancellationPercent?.percent ?? 0;
  if (policy.isFree) return { early: null, late: 0, basis };
  if (!policy.cancellationTime) return { early: null, late: percent, basis };
  const addition = policy.cancellationAdditionPercent;
  return addition
    ? { early: percent, late: addition.percent, basis }
    : { early: 0, late: percent, basis };
};

const lowerFirst = (text: string, language: Language) =>
  language === 'en' ? text.charAt(0).toLocaleLowerCase('en') + text.slice(1) : text;

const bilingual = (text: (language: Language) => string): Bilingual => ({
  mn: text('mn'),
  en: text('en'),
});

/** 1234567 → "1,234,567" (both languages write tugrik so). */
const groupedDigits = (amount: number): string =>
  String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The policy's texts for guest documents, in both languages. */
export const cancellationSummaries = (
  charges: CancellationCharges | FixedCharge,
  time: CancellationTime | null,
  hasPrepayment: boolean,
): { policySummary: Bilingual; prepaymentSummary: Bilingual } => {
  const policy = (language: Language): string => {
    if ('fixed' in charges) {
      const amount = groupedDigits(charges.fixed);
      return charges.freeUntilDeadline && time
        ? translate('cancellation.summary.fixedFreeUntil', language, {
            time: lowerFirst(time[language], language),
            amount,
          })
        : translate('cancellation.summary.fixed', language, { amount });
    }
    const { early, late } = charges;
    const base = translate(`cancellation.base.${charges.basis}`, language);
    if (late === 0 && !early) return translate('cancellation.summary.free', language);
    if (early === null || !time)
      return translate('cancellation.summary.charged', language, { late, base });
    const name = lowerFirst(time[language], language);
    return early === 0
      ? translate('cancellation.summary.freeUntil', language, { time: name, late, base })
      : translate('cancellation.summary.tiered', language, { time: name, early, late, base });
  };
  return {
    policySummary: bilingual(policy),
    prepaymentSummary: bilingual((language) =>
      translate(
        hasPrepayment ? 'cancellation.summary.prepayment' : 'cancellation.summary.noPrepayment',
        language,
      ),
    ),
  };
};

/** Sets the property's cancellation policy (settings spec §3, §4). */
export const setCancellationPolicy = (
  command: SaveCancellationPolicy & { propertyId: string; newId: string },
  state: PoliciesState,
): PoliciesEvent[] => {
  const time = command.cancellationTime ? cancellationTimeById(command.cancellationTime) : null;
  const percent = command.cancellationPercent
    ? cancellationPercentById(command.cancellationPercent)
    : null;
  const addition = command.cancellationAdditionPercent
    ? cancellationPercentById(command.cancellationAdditionPercent)
    : null;
  if (time === undefined || percent === undefined || addition === undefined) {
    // The command schema only lets reference ids through.
    throw new RuleBroken('validation.invalid');
  }
  if (time?.hasTime) throw new RuleBroken('cancellation.timeNotOffered', {}, 'cancellationTime');
  if (addition && !time) {
    throw new RuleBroken('cancellation.additionNeedsTime', {}, 'cancellationAdditionPercent');
  }
  if (addition && addition.percent <= (percent?.percent ?? 0)) {
    throw new RuleBroken(
      'cancellation.additionNotHigher',
      { percent: percent?.percent ?? 0 },
      'cancellationAdditionPercent',
    );
  }
  const fields = {
    isFree: command.isFree,
    cancellationTime: time ? { id: time.id, day: time.day } : null,
    cancellationPercent: percent ? { id: percent.id, percent: percent.percent } : null,
    cancellationAdditionPercent: addition ? { id: addition.id, percent: addition.percent } : null,
    basis: command.basis,
    fixedAmount: command.basis === 'fixed' ? command.fixedAmount : null,
    hasPrepayment: command.hasPrepayment,
  };
  const data: CancellationPolicySet['data'] = {
    propertyId: command.propertyId,
    id: state.cancellation?.id ?? command.newId,
    ...fields,
    ...cancellationSummaries(cancellationCharges(fields), time, command.hasPrepayment),
  };
  if (state.cancellation && same(state.cancellation, data)) return [];
  return [{ type: 'CancellationPolicySet', data }];
};

// ---------------------------------------------------------------- child policies

/** Age ranges include `minAge` and stop before `maxAge`: 0–6 and 6–12 do not overlap. */
const overlaps = (a: { minAge: number; maxAge: number }, b: { minAge: number; maxAge: number }) =>
  a.minAge < b.maxAge && b.minAge < a.maxAge;

const checkPercentPrice = (fields: { priceType: string; price: number }): void => {
  if (fields.priceType === 'percent' && fields.price > 100) {
    throw new RuleBroken('validation.percent', {}, 'price');
  }
};

const checkAgeOrder = (fields: { minAge: number; maxAge: number }): void => {
  if (fields.maxAge <= fields.minAge) {
    throw new RuleBroken('policy.maxAgeNotAboveMin', { min: fields.minAge }, 'maxAge');
  }
};

/**
 * Adds or changes a child policy (settings spec §5): ages below the child age, ranges that do
 * not overlap; a policy's age type and ages never change (delete it and add another).
 */
export const saveChildPolicy = (
  command: SaveChildPolicy & { propertyId: string; newId: string },
  state: PoliciesState,
): PoliciesEvent[] => {
  const { id, newId, propertyId, ...fields } = command;
  const before = id ? state.children.get(id) : undefined;
  if (id && !before) throw new NotFound('childPolicy');
  if (before) {
    const locked = (['ageType', 'minAge', 'maxAge'] as const).find(
      (field) => before[field] !== fields[field],
    );
    if (locked) throw new RuleBroken('childPolicy.agesLocked', {}, locked);
  } else {
    if (fields.minAge >= state.childAge) {
      throw new RuleBroken('childPolicy.minAgeNotBelowChildAge', { age: state.childAge }, 'minAge');
    }
    if (fields.maxAge > state.childAge) {
      throw new RuleBroken('childPolicy.maxAgeAboveChildAge', { age: state.childAge }, 'maxAge');
    }
    checkAgeOrder(fields);
    const clash = [...state.children.values()].find((other) => overlaps(other, fields));
    if (clash) {
      throw new RuleBroken(
        'childPolicy.overlaps',
        { min: clash.minAge, max: clash.maxAge },
        'minAge',
      );
    }
  }
  checkPercentPrice(fields);
  const data: ChildPolicy = {
    propertyId,
    id: before?.id ?? newId,
    ageType: 'children',
    priceType: fields.priceType,
    price: fields.price,
    minAge: fields.minAge,
    maxAge: fields.maxAge,
  };
  if (before && same(before, data)) return [];
  return [{ type: before ? 'ChildPolicyChanged' : 'ChildPolicyAdded', data }];
};

export const removeChildPolicy = (id: string, state: PoliciesState): PoliciesEvent[] => {
  const policy = state.children.get(id);
  if (!policy) throw new NotFound('childPolicy');
  return [{ type: 'ChildPolicyRemoved', data: { propertyId: policy.propertyId, id } }];
};

/**
 * The child age (settings spec §3 ageChild). It never leaves a child policy outside it: those
 * are changed or deleted first.
 */
export const setChildAge = (
  command: { propertyId: string; age: number },
  state: PoliciesState,
): PoliciesEvent[] => {
  if (command.age === state.childAge) return [];
  const highest = Math.max(0, ...[...state.children.values()].map((p) => p.maxAge));
  if (highest > command.age) {
    throw new RuleBroken('childAge.policiesOutside', { max: highest }, 'age');
  }
  return [{ type: 'ChildAgeSet', data: { propertyId: command.propertyId, age: command.age } }];
};

// ---------------------------------------------------------------- extra-bed policies

/**
 * Adds or changes an extra-bed policy (settings spec §5): free or tugrik (the schema refuses a
 * percent), adults 18–18, anyone 0–18, children between the ages chosen; one policy per age
 * type and ages (a reservation picks one by them).
 */
export const saveExtraBedPolicy = (
  command: SaveExtraBedPolicy & { propertyId: string; newId: string },
  state: PoliciesState,
): PoliciesEvent[] => {
  const { id, newId, propertyId, ...fields } = command;
  const before = id ? state.extraBeds.get(id) : undefined;
  if (id && !before) throw new NotFound('extraBedPolicy');
  if (fields.ageType === 'children') checkAgeOrder(fields);
  const policyId = before?.id ?? newId;
  const duplicate = [...state.extraBeds.values()].some(
    (other) =>
      other.id !== policyId &&
      other.ageType === fields.ageType &&
      other.minAge === fields.minAge &&
      other.maxAge === fields.maxAge,
  );
  if (duplicate) throw new RuleBroken('extraBedPolicy.duplicate', {}, 'ageType');
  const data: ExtraBedPolicy = {
    propertyId,
    id: policyId,
    ageType: fields.ageType,
    priceType: fields.priceType,
    price: fields.price,
    minAge: fields.minAge,
    maxAge: fields.maxAge,
  };
  if (before && same(before, data)) return [];
  return [{ type: before ? 'ExtraBedPolicyChanged' : 'ExtraBedPolicyAdded', data }];
};

export const removeExtraBedPolicy = (id: string, state: PoliciesState): PoliciesEvent[] => {
  const policy = state.extraBeds.get(id);
  if (!policy) throw new NotFound('extraBedPolicy');
  return [{ type: 'ExtraBedPolicyRemoved', data: { propertyId: policy.propertyId, id } }];
};
