import { describe, expect, it } from 'vitest';
import { typedLang } from './typed.tsx';

describe('typedLang', () => {
  it('marks Latin letters typed on a Hindi page as Indian English', () => {
    expect(typedLang('Absorbs quickly, love it', 'hi')).toEqual({ lang: 'en-IN' });
    expect(typedLang('12 Lake Palace Road', 'hi')).toEqual({ lang: 'en-IN' });
  });

  it('leaves Devanagari, mixed text, figures alone and marks nothing on English pages', () => {
    expect(typedLang('बहुत अच्छा सीरम', 'hi')).toEqual({});
    expect(typedLang('Vanya का सीरम', 'hi')).toEqual({});
    expect(typedLang('313001', 'hi')).toEqual({});
    expect(typedLang('', 'hi')).toEqual({});
    expect(typedLang(null, 'hi')).toEqual({});
    expect(typedLang('Absorbs quickly', 'en')).toEqual({});
  });
});
