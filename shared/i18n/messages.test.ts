import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages as m, pickLocale } from './locale.ts';

const messagesDir = join(import.meta.dirname, 'messages');
const read = (locale: string) =>
  JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8')) as Record<string, string>;

describe('messages', () => {
  it('exist in English and Spanish with the same keys', () => {
    const en = Object.keys(read('en')).sort();
    const es = Object.keys(read('es')).sort();
    expect(es).toEqual(en);
    expect(en.length).toBeGreaterThan(20);
  });

  it('are compiled (paraglide reports success even when its plugin path is wrong)', () => {
    expect(m.validation_password_min({}, { locale: 'en' })).toBe('Password must be at least 8 characters');
    expect(m.validation_password_min({}, { locale: 'es' })).toBe('La contraseña debe tener al menos 8 caracteres');
  });
});

describe('pickLocale', () => {
  it('takes the first supported language of an Accept-Language header', () => {
    expect(pickLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(pickLocale('fr-FR, en-GB;q=0.8')).toBe('en');
    expect(pickLocale(['de', 'es-ES'])).toBe('es');
  });

  it('falls back to English', () => {
    expect(pickLocale(undefined)).toBe('en');
    expect(pickLocale('fr, de')).toBe('en');
  });
});
