import type {
  AgeType,
  CancellationPercent,
  CancellationPolicy,
  CancellationTime,
  PriceType,
  SaveCancellationPolicyRequest,
} from './policies-api';

/**
 * The form rules of the policies (settings spec §4, §5, §9), as pure functions the dialogs
 * use and the tests check. The server holds the same rules.
 */

/** Ages the policy forms offer: 0 to 17. */
export const POLICY_AGES = Array.from({ length: 18 }, (_, age) => age);
/** Adults are 18 or older. */
export const ADULT_AGE = 18;
/** Child ages a property may choose. */
export const CHILD_AGES = POLICY_AGES.filter((age) => age >= 1);
/** Child and extra-bed prices: 0 to 1,000,000. */
export const MAX_PRICE = 1_000_000;

export const TUGRIK = '₮';

// ---------------------------------------------------------------- cancellation policy

/** What a policy's percents are of, or a fixed amount instead (docs/settings.md). */
export const FEE_BASES = ['wholeStay', 'firstNight', 'fixed'] as const;
export type FeeBasis = (typeof FEE_BASES)[number];

/** The cancellation form: references by id, '' when not chosen; the fixed amount as typed. */
export interface CancellationForm {
  isFree: boolean;
  timeId: string;
  percentId: string;
  additionId: string;
  basis: FeeBasis;
  fixedAmount: string;
  hasPrepayment: boolean;
}

export const cancellationFormOf = (policy: CancellationPolicy | null): CancellationForm => ({
  isFree: policy?.isFree ?? false,
  timeId: policy?.cancellationTime?.id ?? '',
  percentId: policy?.cancellationPercent?.id ?? '',
  additionId: policy?.cancellationAdditionPercent?.id ?? '',
  basis: policy?.basis ?? 'wholeStay',
  fixedAmount: policy?.fixedAmount ? String(policy.fixedAmount) : '',
  hasPrepayment: policy?.hasPrepayment ?? false,
});

export type CancellationChange =
  | { field: 'isFree'; value: boolean }
  | { field: 'timeId' | 'percentId' | 'additionId' | 'fixedAmount'; value: string }
  | { field: 'basis'; value: FeeBasis }
  | { field: 'hasPrepayment'; value: boolean };

const percentValue = (percents: readonly CancellationPercent[], id: string): number | null =>
  percents.find((p) => p.id === id)?.percent ?? null;

/**
 * One change to the cancellation form, with what it sets off (spec §4): switching free
 * cancellation resets the deadline, the percents and the prepayment; clearing the deadline
 * clears the additional percent, and so does a percent that is no longer below it.
 */
export const changeCancellationForm = (
  form: CancellationForm,
  change: CancellationChange,
  percents: readonly CancellationPercent[],
): CancellationForm => {
  switch (change.field) {
    case 'isFree':
      return {
        isFree: change.value,
        timeId: '',
        percentId: '',
        additionId: '',
        basis: 'wholeStay',
        fixedAmount: '',
        hasPrepayment: false,
      };
    case 'basis':
      // A fixed amount replaces the percents; a percent basis has no fixed amount.
      return change.value === 'fixed'
        ? { ...form, basis: 'fixed', percentId: '', additionId: '' }
        : { ...form, basis: change.value, fixedAmount: '' };
    case 'fixedAmount':
      return { ...form, fixedAmount: change.value };
    case 'timeId':
      return { ...form, timeId: change.value, additionId: change.value ? form.additionId : '' };
    case 'percentId': {
      const addition = percentValue(percents, form.additionId);
      const percent = percentValue(percents, change.value);
      const stillHigher = addition !== null && (percent === null || addition > percent);
      return { ...form, percentId: change.value, additionId: stillHigher ? form.additionId : '' };
    }
    case 'additionId':
      return { ...form, additionId: change.value };
    case 'hasPrepayment':
      return { ...form, hasPrepayment: change.value };
    default: {
      const unhandled: never = change;
      return unhandled;
    }
  }
};

/** The deadlines the form offers: those without an hour of the day (spec §4). */
export const offeredTimes = (times: readonly CancellationTime[]): CancellationTime[] =>
  times.filter((time) => !time.hasTime);

/** Additional percents the form offers: those above the chosen percent (spec §4). */
export const additionChoices = (
  percents: readonly CancellationPercent[],
  percentId: string,
): CancellationPercent[] => {
  const chosen = percentValue(percents, percentId) ?? 0;
  return percents.filter((p) => p.percent > chosen);
};

export const cancellationRequestOf = (form: CancellationForm): SaveCancellationPolicyRequest => {
  const ref = (id: string) => (id && !form.isFree ? { id } : null);
  const fixed = !form.isFree && form.basis === 'fixed';
  const amount = form.fixedAmount.trim();
  return {
    isFree: form.isFree,
    cancellationTime: ref(form.timeId),
    cancellationPercent: fixed ? null : ref(form.percentId),
    cancellationAdditionPercent: form.timeId && !fixed ? ref(form.additionId) : null,
    basis: form.isFree ? 'wholeStay' : form.basis,
    fixedAmount: fixed && /^\d+$/.test(amount) ? Number(amount) : null,
    hasPrepayment: !form.isFree && form.hasPrepayment,
  };
};

/** What the policy charges, for the form's preview (the server writes the stored text). */
export type PercentBasis = Exclude<FeeBasis, 'fixed'>;
export type CancellationPreview =
  | { kind: 'free' }
  | { kind: 'incomplete' }
  | { kind: 'charged'; late: number; basis: PercentBasis }
  | { kind: 'freeUntil'; time: string; late: number; basis: PercentBasis }
  | { kind: 'tiered'; time: string; early: number; late: number; basis: PercentBasis }
  | { kind: 'fixed'; amount: number; time: string | null };

/**
 * The charges of a policy (docs/settings.md, Policies): no deadline → the percent at any
 * time; a deadline with an additional percent → the percent until it, the additional one
 * after; a deadline alone → free until it, the percent after.
 */
export const cancellationPreview = (
  form: CancellationForm,
  times: readonly CancellationTime[],
  percents: readonly CancellationPercent[],
): CancellationPreview => {
  if (form.isFree) return { kind: 'free' };
  const time = times.find((t) => t.id === form.timeId);
  if (form.basis === 'fixed') {
    const amount = form.fixedAmount.trim();
    if (!/^\d+$/.test(amount) || Number(amount) === 0) return { kind: 'incomplete' };
    return { kind: 'fixed', amount: Number(amount), time: time?.name ?? null };
  }
  const { basis } = form;
  const percent = percentValue(percents, form.percentId);
  if (percent === null) return { kind: 'incomplete' };
  const addition = percentValue(percents, form.additionId);
  if (!time) return percent === 0 ? { kind: 'free' } : { kind: 'charged', late: percent, basis };
  if (addition === null) {
    return percent === 0
      ? { kind: 'free' }
      : { kind: 'freeUntil', time: time.name, late: percent, basis };
  }
  return percent === 0
    ? { kind: 'freeUntil', time: time.name, late: addition, basis }
    : { kind: 'tiered', time: time.name, early: percent, late: addition, basis };
};

// ---------------------------------------------------------------- child policies

/** Minimum ages of a child policy: below the child age (spec §5). */
export const childMinAges = (ageChild: number): number[] =>
  POLICY_AGES.filter((age) => age < ageChild);

/** Maximum ages of a child policy: above the minimum, at most the child age (spec §5). */
export const childMaxAges = (ageChild: number, minAge: number | null): number[] =>
  [...POLICY_AGES, ADULT_AGE].filter(
    (age) => age >= 1 && age <= ageChild && (minAge === null || age > minAge),
  );

// ---------------------------------------------------------------- extra-bed policies

/** The ages an extra-bed age type sets (spec §5): adults 18–18, anyone 0–18, children chosen. */
export const extraBedAgesOf = (
  ageType: AgeType,
): { minAge: number | null; maxAge: number | null } =>
  ageType === 'adults'
    ? { minAge: ADULT_AGE, maxAge: ADULT_AGE }
    : ageType === 'any'
      ? { minAge: 0, maxAge: ADULT_AGE }
      : { minAge: null, maxAge: null };

/** Maximum ages of a children's extra bed: above the minimum, up to 18. */
export const extraBedMaxAges = (minAge: number | null): number[] =>
  [...POLICY_AGES, ADULT_AGE].filter((age) => age >= 1 && (minAge === null || age > minAge));

/** Price types of extra beds: never a percent (spec §5). */
export const EXTRA_BED_PRICE_TYPES = ['free', 'mnt'] as const satisfies readonly PriceType[];
export const CHILD_PRICE_TYPES = ['free', 'mnt', 'percent'] as const satisfies readonly PriceType[];
export const EXTRA_BED_AGE_TYPES = [
  'adults',
  'any',
  'children',
] as const satisfies readonly AgeType[];

// ---------------------------------------------------------------- prices

/** The price a form sends: 0 when free, else the number typed (null when not a number). */
export const priceOf = (priceType: PriceType, text: string): number | null => {
  if (priceType === 'free') return 0;
  const trimmed = text.trim();
  if (trimmed === '' || !/^\d+$/.test(trimmed)) return null;
  return Number(trimmed);
};

/** Why a price cannot be sent, or null (0 to 1,000,000; a percent at most 100). */
export const priceProblem = (
  priceType: PriceType,
  text: string,
): 'required' | 'number' | 'max' | 'percent' | null => {
  if (priceType === 'free') return null;
  if (text.trim() === '') return 'required';
  const price = priceOf(priceType, text);
  if (price === null) return 'number';
  if (priceType === 'percent' && price > 100) return 'percent';
  if (price > MAX_PRICE) return 'max';
  return null;
};
