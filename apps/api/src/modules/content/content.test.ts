import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TestApp } from '../../../test/test-app.ts';
import type { CarouselItemDto, PromotionTextDto, ShowcaseItemDto } from './content.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('home and header content', () => {
  it.each(['header', 'cart'] as const)('lists the %s promotion texts only', async (location) => {
    const { statusCode, json } = await getJson(t.app, `/promotionTexts?location=${location}`);
    expect(statusCode).toBe(200);
    expect(json.body.length).toBeGreaterThan(0);
    expect(json.body.every((p: PromotionTextDto) => p.location === location && p.title.length > 0)).toBe(
      true,
    );
  });

  it('rejects an unknown promotion location', async () => {
    const { statusCode, json } = await getJson(t.app, '/promotionTexts?location=footer');
    expect(statusCode).toBe(400);
    expect(json.errors).toEqual({ location: 'location must be cart or header' });
  });

  it('lists desktop and mobile carousel items', async () => {
    const { json } = await getJson(t.app, '/carousels?limit=20');
    const devices = new Set(json.body.map((c: CarouselItemDto) => c.targetDevice));
    expect(devices).toEqual(new Set(['DESKTOP', 'MOBILE']));
    expect(json.body[0]).toMatchObject({
      image: expect.any(String),
      buttonLink: expect.stringMatching(/^\//),
    });
    const mobile = await getJson(t.app, '/carousels?limit=20&targetDevice=MOBILE');
    expect(mobile.json.body.every((c: CarouselItemDto) => c.targetDevice === 'MOBILE')).toBe(true);
  });

  it('lists the four showcase slots in position order', async () => {
    const { json } = await getJson(t.app, '/categoryShowcase?limit=20');
    expect(json.body.map((s: ShowcaseItemDto) => s.position)).toEqual([1, 2, 3, 4]);
  });
});
