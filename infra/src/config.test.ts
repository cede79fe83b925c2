import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults: port 3000, ./data, embedded stores, durable appends', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SQLITE_SYNCHRONOUS: 'FULL',
      READ_YOUR_WRITES_TIMEOUT_MS: 2000,
      DEMO_SEED: true,
    });
    expect(config.EVENTSTORE_URL).toBeUndefined();
    expect(config.MONGODB_URL).toBeUndefined();
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      EVENTSTORE_URL: 'kurrentdb://localhost:2113?tls=false',
      MONGODB_URL: 'mongodb://localhost:27017/?replicaSet=rs0',
      DEMO_SEED: 'false',
    });
    expect(config).toMatchObject({ PORT: 8080, DEMO_SEED: false, MONGODB_DB: 'hotel' });
  });

  it('refuses bad values, naming each variable', () => {
    expect(() => loadConfig({ PORT: 'abc', SQLITE_SYNCHRONOUS: 'OFF' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', SQLITE_SYNCHRONOUS: 'OFF' });
    } catch (error) {
      expect((error as ConfigError).issues.map((i) => i.split(':')[0])).toEqual([
        'PORT',
        'SQLITE_SYNCHRONOUS',
      ]);
    }
  });
});
