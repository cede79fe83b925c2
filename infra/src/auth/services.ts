import { join } from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../logging';
import { createMailer } from '../mail/create-mailer';
import type { Mailer } from '../mail/port';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { createTokenService, loadOrCreateSecret, type TokenService } from './tokens';

export interface AuthServices {
  readonly tokens: TokenService;
  readonly throttle: LoginThrottle;
  readonly mailer: Mailer;
}

/** Token signing (key from JWT_SECRET or DATA_DIR/secrets), login throttling and e-mail. */
export const createAuthServices = (
  config: Pick<Config, 'JWT_SECRET' | 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>,
  logger: Logger,
): AuthServices => ({
  tokens: createTokenService({
    secret: loadOrCreateSecret({
      ...(config.JWT_SECRET ? { envSecret: config.JWT_SECRET } : {}),
      file: join(config.dataDir, 'secrets', 'jwt-secret'),
    }),
  }),
  throttle: createLoginThrottle(),
  mailer: createMailer({
    ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : {}),
    from: config.MAIL_FROM,
    outboxDir: join(config.dataDir, 'outbox'),
    logger,
  }),
});
