// Screenshot a page in the system Chromium: npx tsx e2e/tools/screenshot.ts <url> <out.png> [width] [--full]
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const [url, out, width = '1280', ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: screenshot.ts <url> <out.png> [width] [--full]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 },
});
page.on('console', (message) => {
  if (message.type() === 'error') console.error(`console error: ${message.text()}`);
});
page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
console.log(`saved ${out}`);
