import type { Config } from '../config';
import type { Logger } from '../logging';
import { createHttpCompanyRegistry } from './http';
import { localCompanyRegistry } from './local';
import type { CompanyRegistry } from './port';

/** The configured registry (COMPANY_REGISTRY_URL), else the local check. */
export const createCompanyRegistry = (
  config: Pick<Config, 'COMPANY_REGISTRY_URL' | 'COMPANY_REGISTRY_TIMEOUT_MS'>,
  logger: Logger,
): CompanyRegistry => {
  if (!config.COMPANY_REGISTRY_URL) return localCompanyRegistry;
  logger.info({ companyRegistry: 'http' }, 'register numbers are looked up in a company registry');
  return createHttpCompanyRegistry({
    url: config.COMPANY_REGISTRY_URL,
    timeoutMs: config.COMPANY_REGISTRY_TIMEOUT_MS,
    logger,
  });
};
