import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs with nothing set: SQLite under data/, port 3000, loopback only', () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBe('file:./data/oneiro.db');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.sessionSecret).toBeUndefined();
  });

  it('treats empty values as unset, as .env files write them', () => {
    expect(loadConfig({ PORT: '', SESSION_SECRET: '' }).port).toBe(3000);
  });

  it('adds PUBLIC_URL to the allowed origins', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://dreams.example.org/', ALLOWED_ORIGINS: 'http://localhost:5173' });
    expect(config.allowedOrigins).toEqual(['https://dreams.example.org', 'http://localhost:5173']);
  });

  it('turns each performance shortcut off on its own, and refuses a value that is not a boolean', () => {
    expect(loadConfig({}).shortcuts).toEqual({ sqliteFastReads: true, graphqlFastPath: true, graphqlJit: true });
    expect(loadConfig({ GRAPHQL_JIT: 'false' }).shortcuts).toEqual({
      sqliteFastReads: true,
      graphqlFastPath: true,
      graphqlJit: false,
    });
    expect(loadConfig({ GRAPHQL_FAST_PATH: '0', SQLITE_FAST_READS: 'no' }).shortcuts).toEqual({
      sqliteFastReads: false,
      graphqlFastPath: false,
      graphqlJit: true,
    });
    expect(() => loadConfig({ GRAPHQL_FAST_PATH: 'off' })).toThrow(/GRAPHQL_FAST_PATH/);
  });

  it('fails fast with every problem named', () => {
    expect(() => loadConfig({ PORT: 'eighty', SESSION_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', SESSION_SECRET: 'short' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('SESSION_SECRET must be at least 32 characters');
    }
  });

  it('sends mail through Mailgun only with both its key and domain, and names a half-set pair', () => {
    expect(loadConfig({}).mail.mailgun).toBeUndefined();
    expect(
      loadConfig({
        MAILGUN_API_KEY: 'key',
        MAILGUN_DOMAIN: 'mg.example.org',
        MAILGUN_URL: 'https://api.eu.mailgun.net',
      }).mail.mailgun,
    ).toEqual({
      apiKey: 'key',
      domain: 'mg.example.org',
      url: 'https://api.eu.mailgun.net',
      from: 'Oneiro <no-reply@mg.example.org>',
      timeoutMs: 10_000,
    });
    expect(() => loadConfig({ MAILGUN_API_KEY: 'key' })).toThrow(/MAILGUN_API_KEY and MAILGUN_DOMAIN/);
  });

  it('sends mail through SMTP with SMTP_HOST: TLS from the start on 465, a sender it needs, user and password together', () => {
    expect(loadConfig({}).mail.smtp).toBeUndefined();
    expect(
      loadConfig({ SMTP_HOST: 'mail.example.org', SMTP_USER: 'dreams@example.org', SMTP_PASSWORD: 'pw' }).mail.smtp,
    ).toEqual({
      host: 'mail.example.org',
      port: 587,
      secure: false,
      auth: { user: 'dreams@example.org', pass: 'pw' },
      from: 'Oneiro <dreams@example.org>',
      timeoutMs: 10_000,
    });
    const relay = loadConfig({ SMTP_HOST: 'relay', SMTP_PORT: '465', MAIL_FROM: 'Dreams <d@example.org>' }).mail.smtp;
    expect(relay).toMatchObject({ port: 465, secure: true, auth: undefined, from: 'Dreams <d@example.org>' });
    expect(loadConfig({ SMTP_HOST: 'relay', SMTP_SECURE: 'true', MAIL_FROM: 'd@example.org' }).mail.smtp?.secure).toBe(
      true,
    );
    // No address to send from: the user name is not one, and nothing else says.
    expect(() => loadConfig({ SMTP_HOST: 'relay', SMTP_USER: 'oneiro', SMTP_PASSWORD: 'pw' })).toThrow(
      /SMTP_HOST also needs MAIL_FROM/,
    );
    expect(() => loadConfig({ SMTP_HOST: 'relay', SMTP_USER: 'a@example.org' })).toThrow(/SMTP_USER and SMTP_PASSWORD/);
  });

  it('turns billing on only with all four Stripe settings, and names the missing ones', () => {
    expect(loadConfig({}).billingEnabled).toBe(false);
    expect(loadConfig({}).stripe).toBeUndefined();
    const full = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_PRICE_ID: 'price_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    const on = loadConfig({ ...full, STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(on.billingEnabled).toBe(true);
    expect(on.stripe).toMatchObject({ secretKey: 'sk_test_x', priceId: 'price_x', webhookSecret: 'whsec_x' });
    expect(on.stripe?.apiBase?.port).toBe('12111');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_ID: 'price_x' })).toThrow(
      /STRIPE_SECRET_KEY also needs STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...full, STRIPE_API_BASE: 'ftp://stripe' })).toThrow(/STRIPE_API_BASE/);
  });
});
