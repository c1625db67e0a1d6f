import { describe, expect, it } from 'vitest';
import { escapeHtml } from './text.ts';

describe('escapeHtml', () => {
  it('escapes what could end a text node or a quoted attribute', () => {
    expect(escapeHtml(`Tom & Jerry's "<b>"`)).toBe('Tom &amp; Jerry&#39;s &quot;&lt;b&gt;&quot;');
    expect(escapeHtml('Kumkumadi Tailam')).toBe('Kumkumadi Tailam');
  });
});
