import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from './messages/en/index.ts';
import hi from './messages/hi/index.ts';
import { Trans } from './trans.tsx';
import { fixedT } from './translator.ts';

describe('Trans', () => {
  it("puts each tag's text into the element the page gives for it, in either language", () => {
    for (const [language, messages] of [
      ['en', en],
      ['hi', hi],
    ] as const) {
      const t = fixedT<(typeof en)['auth']>(language, messages, 'auth');
      const html = renderToStaticMarkup(
        <Trans
          t={t}
          i18nKey="verify.codeSentTo"
          values={{ mobile: '98765 43210' }}
          components={{ strong: <strong className="x" /> }}
        />,
      );
      expect(html).toContain('<strong class="x">98765 43210</strong>');
      expect(html).not.toContain('&lt;strong');
    }
  });
});
