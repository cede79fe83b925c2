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

describe('metrics listener', () => {
  it('is off unless METRICS_PORT is set; binds to HOST unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ METRICS_PORT: 9464 });
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_HOST).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '127.0.0.1' }).METRICS_HOST).toBe(
      '127.0.0.1',
    );
  });

  it('refuses a bad port, and the API port', () => {
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
  });
});

describe('secrets from files', () => {
  const files: Record<string, string> = {
    '/run/secrets/jwt': 'a-very-long-signing-key-of-at-least-32-bytes\n',
    '/run/secrets/smtp': 'smtp://mailer:pa55@mail.example.mn:587',
  };
  const readFile = (path: string) => {
    const text = files[path];
    if (text === undefined) throw new Error('ENOENT: no such file');
    return text;
  };

  it('reads NAME_FILE into NAME, without the trailing newline', () => {
    const config = loadConfig(
      { JWT_SECRET_FILE: '/run/secrets/jwt', SMTP_URL_FILE: '/run/secrets/smtp' },
      readFile,
    );
    expect(config.JWT_SECRET).toBe('a-very-long-signing-key-of-at-least-32-bytes');
    expect(config.SMTP_URL).toBe('smtp://mailer:pa55@mail.example.mn:587');
  });

  it('refuses both NAME and NAME_FILE, and a file it cannot read, naming the variable', () => {
    expect(() =>
      loadConfig({ JWT_SECRET: 'x'.repeat(40), JWT_SECRET_FILE: '/run/secrets/jwt' }, readFile),
    ).toThrow(/JWT_SECRET: set JWT_SECRET or JWT_SECRET_FILE, not both/);
    expect(() => loadConfig({ MONGODB_URL_FILE: '/run/secrets/none' }, readFile)).toThrow(
      /MONGODB_URL_FILE: cannot read \/run\/secrets\/none/,
    );
  });

  it('validates what the file holds like the variable itself', () => {
    files['/run/secrets/bad'] = 'not a url';
    expect(() => loadConfig({ SMTP_URL_FILE: '/run/secrets/bad' }, readFile)).toThrow(/SMTP_URL/);
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
