import type { EventStore } from '@hotel/infra/event-store/port';
import { localCompanyRegistry } from '@hotel/infra/company-registry/local';
import type { CompanyRegistry } from '@hotel/infra/company-registry/port';

/** How properties are registered and confirmed here (configuration, see infra/src/config.ts). */
export interface PropertyOptions {
  /** PROPERTY_APPROVAL: a new property waits for an operator's confirmation. */
  readonly needsApproval: boolean;
  /** OPERATOR_EMAILS, lower case. */
  readonly operatorEmails: readonly string[];
  /** Where step 1 of adding a property looks register numbers up. */
  readonly companyRegistry: CompanyRegistry;
}

/** The embedded default: active at once, no operators, the local register-number check. */
export const defaultPropertyOptions: PropertyOptions = {
  needsApproval: false,
  operatorEmails: [],
  companyRegistry: localCompanyRegistry,
};

export type PropertyRouteOptions = PropertyOptions & { readonly eventStore: EventStore };
