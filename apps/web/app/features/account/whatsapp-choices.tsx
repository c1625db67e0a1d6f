import type { ConsentField, ConsentState } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { WhatsappBoxes } from '#app/components/whatsapp-boxes.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Trans } from '#app/i18n/trans.tsx';
import { put } from '#app/lib/api.ts';
import { spacedMobile } from '#app/lib/mobile.ts';
import type { Profile } from './types.ts';

type Outcome = { kind: 'saved' | 'failed'; text: string } | null;

/**
 * docs/privacy.md#whatsapp: the account's two WhatsApp choices as they stand, saved together with
 * `PUT /users/consents`; a choice unticked and saved is withdrawn at once.
 */
export function WhatsappChoices({ profile }: { profile: Profile }) {
  const { t } = useT('account', { keyPrefix: 'whatsapp' });
  const [choices, setChoices] = useState<ConsentState>({
    whatsappUpdates: profile.whatsappUpdates === true,
    whatsappMarketing: profile.whatsappMarketing === true,
  });
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const toggle = (field: ConsentField, checked: boolean) => {
    setChoices((current) => ({ ...current, [field]: checked }));
    setOutcome(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    const res = await put<ConsentState>('/users/consents', choices, { quiet: true });
    setSaving(false);
    if (res?.status === 200 && res.body) {
      setChoices(res.body);
      setOutcome({ kind: 'saved', text: res.message || t('saved') });
    } else {
      setOutcome({ kind: 'failed', text: res?.message || t('failed') });
    }
  };

  const mobile = spacedMobile(profile.mobile);
  return (
    <section
      aria-labelledby="whatsapp-title"
      className="mt-6 max-w-2xl rounded-2xl border border-brand-100 bg-white p-5 sm:p-8"
      data-whatsapp-choices
    >
      <h2 id="whatsapp-title" className="text-lg font-semibold text-brand-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        <Trans
          t={t}
          i18nKey="intro"
          values={{ mobile }}
          components={{ number: <span className="whitespace-nowrap" /> }}
        />
      </p>
      <form noValidate onSubmit={save} className="mt-4 flex flex-col gap-4">
        <WhatsappBoxes
          legend={<span className="sr-only">{t('legend')}</span>}
          inputProps={(field) => ({
            name: field,
            checked: choices[field],
            onChange: (event) => toggle(field, event.currentTarget.checked),
          })}
        />
        <p className="text-sm text-stone-600">{t('stop')}</p>
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
          <Button type="submit" busy={saving} className="w-full sm:w-auto" data-save-whatsapp>
            {saving ? t('saving') : t('save')}
          </Button>
          <p
            role="status"
            className={`min-h-5 text-sm font-medium ${outcome?.kind === 'failed' ? 'text-clay-700' : 'text-brand-800'}`}
          >
            {outcome?.text}
          </p>
        </div>
      </form>
    </section>
  );
}
