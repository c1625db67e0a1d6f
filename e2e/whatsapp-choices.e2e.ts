import { CONSENT_WORDING, type Profile } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/app/i18n/messages/en/index.ts';
import {
  api,
  apiLogin,
  closeBrowser,
  eventually,
  freshMobile,
  launchBrowser,
  openPage,
  seedToken,
  WIDTHS,
} from './support.ts';

// docs/privacy.md#whatsapp: the account's WhatsApp section, in Chromium: a choice ticked and saved is still ticked
// after a reload, and unticked and saved, the profile says it is withdrawn.

beforeAll(launchBrowser);
afterAll(closeBrowser);

describe("the account's WhatsApp choices", () => {
  it('saves a ticked box, shows it after a reload, and withdraws it when unticked', async () => {
    const texts = en.account.whatsapp;
    const token = await apiLogin(freshMobile('9'), { name: 'Meera Joshi', email: 'meera@example.com' });
    const { page, errors } = await openPage(WIDTHS.mobile);
    await seedToken(page, token);
    await page.goto('/user/account-details');

    const section = page.locator('[data-whatsapp-choices]');
    const updates = section.getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_UPDATES.en });
    const marketing = section.getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_MARKETING.en });
    await updates.waitFor();
    expect(await updates.isChecked()).toBe(false);
    expect(await marketing.isChecked()).toBe(false);

    // From the keyboard: Space ticks the focused box.
    await updates.focus();
    await page.keyboard.press('Space');
    await section.getByRole('button', { name: texts.save }).click();
    await section.getByRole('status').getByText(texts.saved).waitFor();

    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await eventually(() => updates.isChecked()).toBe(true);
    expect(await marketing.isChecked()).toBe(false);

    await updates.uncheck();
    await section.getByRole('button', { name: texts.save }).click();
    await section.getByRole('status').getByText(texts.saved).waitFor();
    const profile = await api<Profile>('GET', '/users/profile', undefined, token);
    expect(profile.body).toMatchObject({ whatsappUpdates: false, whatsappMarketing: false });
    expect(errors).toEqual([]);
  });
});
