import type { MessageParams } from '@hotel/events/messages';
import { dateInTimeZone, DEFAULT_TIME_ZONE } from '@hotel/events/dates';
import type {
  PropertyActivated,
  PropertyEvent,
  PropertyRegistered,
  PropertyRegistryEvent,
  PropertyStatus,
  RegisterNoClaimed,
} from '@hotel/events/property/events';
import type { LookupRegisterNo, RegisterProperty } from '@hotel/events/property/commands';
import type { NightAuditEvent } from '@hotel/events/night-audit/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { CompanyLookup } from '@hotel/infra/company-registry/port';
import type { Aggregate } from '../pipeline/aggregate';
import type { CommandContext } from '../pipeline/context';

export type PropertyState =
  | { readonly status: 'none' }
  | {
      readonly status: PropertyStatus;
      readonly id: string;
      /** The name it was registered with (the profile's general info may rename it). */
      readonly name: string;
      readonly workingDate: string;
      readonly timeZone: string;
      /** The company's state register number and name (printed on invoices). */
      readonly registerNo: string;
      readonly companyName: string;
      readonly nightAudit: NightAuditState;
    };

/** The night audit's side of the property: its schedule, the last date it closed, a failure. */
export interface NightAuditState {
  readonly isNightauditAuto: boolean;
  /** HH:mm, property local time. */
  readonly runAt: string;
  /** The last business date audited (null: none yet). */
  readonly lastAuditedDate: string | null;
  /** The last automatic run that failed since the last audit (null: none). */
  readonly lastFailure: {
    readonly date: string;
    readonly at: string;
    readonly reason: string;
    readonly params: Readonly<MessageParams>;
  } | null;
}

/** By default staff perform the night audit; the automatic run, when set, starts at 02:00. */
export const defaultNightAudit: NightAuditState = {
  isNightauditAuto: false,
  runAt: '02:00',
  lastAuditedDate: null,
  lastFailure: null,
};

export const property: Aggregate<PropertyState, PropertyEvent | NightAuditEvent> = {
  cached: true,
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PropertyRegistered':
        return {
          status: event.data.status,
          id: event.data.propertyId,
          name: event.data.name,
          workingDate: event.data.workingDate,
          timeZone: event.data.timeZone,
          registerNo: event.data.registerNo,
          companyName: event.data.companyName,
          nightAudit: defaultNightAudit,
        };
      case 'PropertyActivated':
        return state.status === 'none' ? state : { ...state, status: 'active' };
      case 'NightAuditPerformed':
        if (state.status === 'none') return state;
        return {
          ...state,
          workingDate: event.data.nextDate,
          nightAudit: { ...state.nightAudit, lastAuditedDate: event.data.date, lastFailure: null },
        };
      case 'NightAuditScheduleSet':
        if (state.status === 'none') return state;
        return {
          ...state,
          nightAudit: {
            ...state.nightAudit,
            isNightauditAuto: event.data.isNightauditAuto,
            runAt: event.data.runAt,
          },
        };
      case 'NightAuditFailed':
        if (state.status === 'none') return state;
        return {
          ...state,
          nightAudit: {
            ...state.nightAudit,
            lastFailure: {
              date: event.data.date,
              at: event.data.at,
              reason: event.data.reason,
              params: event.data.params,
            },
          },
        };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
};

/** Register numbers already claimed by a property. */
export type PropertyRegistryState = ReadonlyMap<string, string>;

export const propertyRegistry: Aggregate<PropertyRegistryState, PropertyRegistryEvent> = {
  initialState: () => new Map(),
  evolve: (state, event) => {
    switch (event.type) {
      case 'RegisterNoClaimed':
        return new Map(state).set(event.data.registerNo, event.data.propertyId);
      default: {
        const unhandled: never = event.type;
        return unhandled;
      }
    }
  },
};

/** A register number no property holds yet; otherwise the rule, shown under the field. */
const ensureRegisterNoFree = (registerNo: string, registry: PropertyRegistryState): void => {
  if (registry.has(registerNo)) throw new RuleBroken('property.registerNoTaken', {}, 'registerNo');
};

/** The answer to a successful lookup: the user may go on to step 2 with it. */
export interface RegisterNoLookedUp {
  readonly registerNo: string;
  /** From the company registry; null when the user types it. */
  readonly companyName: string | null;
  readonly available: true;
}

/**
 * Step 1 of adding a property, before the registry is asked: is the number free? (Asking the
 * company registry about a number we would refuse anyway is wasted time.)
 */
export const checkRegisterNo = (
  command: LookupRegisterNo,
  state: { registry: PropertyRegistryState },
): void => ensureRegisterNoFree(command.registerNo, state.registry);

/** Step 1, with the registry's answer: the company, or why the user cannot go on. */
export const lookupRegisterNo = (
  command: LookupRegisterNo,
  state: { registry: PropertyRegistryState; company: CompanyLookup },
): RegisterNoLookedUp => {
  ensureRegisterNoFree(command.registerNo, state.registry);
  if (!state.company.found) throw new RuleBroken('property.companyNotFound', {}, 'registerNo');
  return {
    registerNo: command.registerNo,
    companyName: state.company.companyName,
    available: true,
  };
};

/**
 * Step 2: a new property starts on its registration date, in tugrik, in Ulaanbaatar time;
 * active at once, or waiting for an operator's confirmation when approval is switched on.
 */
export const registerProperty = (
  command: RegisterProperty,
  state: { property: PropertyState; registry: PropertyRegistryState },
  context: CommandContext & {
    propertyId: string;
    ownerAccountId: string;
    /** PROPERTY_APPROVAL: new properties wait for an operator. */
    needsApproval: boolean;
  },
): { property: PropertyRegistered[]; registry: RegisterNoClaimed[] } => {
  if (state.property.status !== 'none') throw new RuleBroken('property.alreadyRegistered');
  ensureRegisterNoFree(command.registerNo, state.registry);
  const propertyId = context.propertyId;
  return {
    property: [
      {
        type: 'PropertyRegistered',
        data: {
          propertyId,
          name: command.name,
          registerNo: command.registerNo,
          companyName: command.companyName,
          email: command.email,
          phone: command.phone,
          timeZone: DEFAULT_TIME_ZONE,
          currency: 'MNT',
          workingDate: dateInTimeZone(context.now, DEFAULT_TIME_ZONE),
          status: context.needsApproval ? 'pending' : 'active',
          registeredAt: context.now,
          ownerAccountId: context.ownerAccountId,
        },
      },
    ],
    registry: [{ type: 'RegisterNoClaimed', data: { registerNo: command.registerNo, propertyId } }],
  };
};

/** An operator confirms a property waiting for confirmation; from now on it can be opened. */
export const activateProperty = (
  state: PropertyState,
  context: CommandContext & { operatorAccountId: string },
): PropertyActivated[] => {
  if (state.status === 'none') throw new NotFound('property');
  if (state.status === 'active') throw new RuleBroken('property.alreadyActive');
  return [
    {
      type: 'PropertyActivated',
      data: {
        propertyId: state.id,
        activatedAt: context.now,
        activatedBy: context.operatorAccountId,
      },
    },
  ];
};
