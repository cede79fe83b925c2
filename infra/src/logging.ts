import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs (pino) on stdout. */
export const createLogger = (level: string, name = 'hotel-pms'): Logger =>
  pino({ name, level, base: { pid: process.pid } });
