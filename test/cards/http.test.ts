import { describe, expect, it } from 'vitest';
import { isJsonType, redactUrl, retryAfterMs } from '../../src/sources/http.js';
import { networkBudgetMs } from '../../src/sources/settings.js';

describe('the HTTP helpers both card API clients share', () => {
  it.each([
    ['http://user:s3cret@127.0.0.1:8080/v2', 'http://***@127.0.0.1:8080/v2'],
    ['https://api.example/v2?key=abc&x=1', 'https://api.example/v2?key=***&x=***'],
    ['https://user@api.example', 'https://***@api.example'],
    ['https://api.example/v2', 'https://api.example/v2'],
    ['not a url user:pw@host', '(not a URL)'],
  ])('redactUrl(%s) → %s: one behaviour for both clients', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });

  it('Retry-After in seconds or as a date; nothing readable → null', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(1.5)).toBe(1500);
    expect(retryAfterMs(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs('')).toBeNull();
    expect(retryAfterMs(undefined)).toBeNull();
  });

  it('JSON content types', () => {
    expect(isJsonType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonType('application/problem+json')).toBe(true);
    expect(isJsonType('text/html')).toBe(false);
    expect(isJsonType(undefined)).toBe(false);
  });

  it('the network budget: 20 s by default, seconds from the environment, anything else refused', () => {
    expect(networkBudgetMs(undefined)).toBe(20_000);
    expect(networkBudgetMs('2.5')).toBe(2500);
    for (const bad of ['0', '-1', 'soon', '1e9']) expect(() => networkBudgetMs(bad)).toThrow(/network budget/);
  });
});
