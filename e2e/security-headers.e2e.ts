import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, closeBrowser, launchBrowser, openPage, WIDTHS } from './support.ts';

beforeAll(launchBrowser);
afterAll(closeBrowser);

/** Records every Content-Security-Policy violation in the page, from before its first script. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as any).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  return () => page.evaluate(() => [...((window as any).__cspViolations as string[])]);
}

function directives(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('content security policy', () => {
  it('gives each page a fresh nonce that every script in it carries, and no unsafe-inline script', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${baseURL()}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      const policy = directives(response.headers.get('content-security-policy') ?? undefined);
      expect(policy['frame-ancestors']).toEqual(["'self'"]);
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(policy['script-src']).not.toContain("'unsafe-eval'");
      const nonce = policy['script-src']?.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce).toBeTruthy();
      nonces.add(nonce as string);
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      const runnable = scripts.filter((tag) => !tag.includes('application/ld+json'));
      expect(runnable.length).toBeGreaterThan(2);
      for (const tag of runnable) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(2);
  });

  it('lets the home page hydrate and navigate with no violation in Chromium', async () => {
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    const violations = await recordViolations(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    // A client-side navigation loads another route's module with a dynamic import.
    await page.locator('header a[href="/about-us"]').first().click();
    await page.waitForURL('**/about-us');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await violations()).toEqual([]);
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    expect(errors).toEqual([]);

    // The policy is in force: a script injected without the nonce does not run.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as any).injected === true;
    });
    expect(ran).toBe(false);
    expect(await violations()).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    await context.close();
  });
});
