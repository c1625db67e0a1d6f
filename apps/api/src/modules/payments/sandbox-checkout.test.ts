import { describe, expect, it } from 'vitest';
import { appForFile } from '../../../test/test-app.ts';

const t = appForFile();

describe('the sandbox checkout, written in TypeScript', () => {
  it('serves checkout.js as JavaScript a browser runs, defining window.Razorpay', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/payments/sandbox/checkout.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const window: { Razorpay?: unknown } = {};
    new Function('window', response.body)(window);
    expect(typeof window.Razorpay).toBe('function');
  });

  it('inlines a page script without types, and escapes what the query string prefills', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/payments/sandbox/checkout?name=${encodeURIComponent('"><script>x</script>')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(script).toContain('document.getElementById');
    expect(() => new Function(script)).not.toThrow();
    expect(response.body).not.toMatch(/\{\{\w+\}\}|<!-- \w+ -->/);
  });
});
