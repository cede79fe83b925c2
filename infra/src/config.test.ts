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

describe('property registration settings', () => {
  it('activates new properties at once, has no operators and no company registry by default', () => {
    const config = loadConfig({});
    expect(config.PROPERTY_APPROVAL).toBe(false);
    expect(config.OPERATOR_EMAILS).toEqual([]);
    expect(config.COMPANY_REGISTRY_URL).toBeUndefined();
    expect(config.COMPANY_REGISTRY_TIMEOUT_MS).toBe(3000);
  });

  it('reads approval, operators (trimmed, lower case) and the registry address', () => {
    const config = loadConfig({
      PROPERTY_APPROVAL: 'true',
      OPERATOR_EMAILS: ' Ops@Hotel.mn, second@hotel.mn ,',
      COMPANY_REGISTRY_URL: 'https://registry.example/companies/{registerNo}',
    });
    expect(config.PROPERTY_APPROVAL).toBe(true);
    expect(config.OPERATOR_EMAILS).toEqual(['ops@hotel.mn', 'second@hotel.mn']);
    expect(config.COMPANY_REGISTRY_URL).toBe('https://registry.example/companies/{registerNo}');
  });

  it('refuses an operator list with something that is not an e-mail address', () => {
    expect(() => loadConfig({ OPERATOR_EMAILS: 'ops@hotel.mn, nobody' })).toThrow(
      /OPERATOR_EMAILS/,
    );
  });
});
