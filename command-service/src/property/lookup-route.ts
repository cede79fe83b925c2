import type { NextFunction, Request, Response } from 'express';
import { lookupRegisterNoSchema } from '@hotel/events/property/commands';
import { parseLanguage } from '@hotel/events/messages';
import { streams } from '@hotel/events/streams';
import { requirePrincipal } from '@hotel/infra/http/auth';
import { account } from '../account/decider';
import { forbidden } from '../http/problems';
import { parseInput } from '../http/command-route';
import { loadAggregate } from '../pipeline/load-aggregate';
import { checkRegisterNo, lookupRegisterNo, propertyRegistry } from './decider';
import type { PropertyRouteOptions } from './options';

/**
 * POST /api/hotels/lookup — step 1 of adding a property. Reads, never writes: the format is
 * checked at the edge (422), uniqueness against the register-number registry stream, the
 * command side's own record (400 `property.registerNoTaken`), and only then is the company
 * registry asked for the company's name. Registration (step 2) checks uniqueness again, so a
 * number taken between the two steps is still refused.
 */
export const lookupRegisterNoRoute =
  ({ eventStore, companyRegistry }: PropertyRouteOptions) =>
  async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const principal = requirePrincipal(res);
      const language = parseLanguage(req.headers['x-language'] as string | undefined);
      const owner = await loadAggregate(eventStore, streams.account(principal.accountId), account);
      if (owner.state.status !== 'registered' || !owner.state.isDefault) {
        throw forbidden(language);
      }
      const command = parseInput(lookupRegisterNoSchema, req.body, req);
      const { state: registry } = await loadAggregate(
        eventStore,
        streams.propertyRegistry(),
        propertyRegistry,
      );
      checkRegisterNo(command, { registry });
      const company = await companyRegistry.lookup(command.registerNo);
      res.json(lookupRegisterNo(command, { registry, company }));
    } catch (error) {
      next(error);
    }
  };
