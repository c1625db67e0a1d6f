import type { SecondFactorStatus } from '@shop/shared';
import { TitledSection } from '#app/components/titled-section.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { formatWhen } from '#app/features/admin/index.ts';
import { AddPasskeyForm, EnrolApp } from './code-forms.tsx';
import type { Passed } from './passkey-api.ts';

type Passkey = SecondFactorStatus['passkeys'][number];

/** Each kind of second factor in a card of its own. */
const SETTINGS_CARD = {
  className: 'rounded-2xl border border-brand-100 bg-white p-5',
  titleClassName: 'text-lg font-semibold text-brand-900',
};

/** The member's passkeys, each with when it was last used and a way to remove it, and a form to add one. */
export function PasskeysCard({
  passkeys,
  busy,
  onAdd,
  onRemove,
}: {
  passkeys: Passkey[];
  busy: string | undefined;
  onAdd: (name: string) => void;
  onRemove: (passkey: Passkey) => void;
}) {
  return (
    <TitledSection {...SETTINGS_CARD} id="passkeys" title="Passkeys">
      {passkeys.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">No passkeys yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-brand-100">
          {passkeys.map((passkey) => (
            <li key={passkey._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="flex flex-col">
                <span className="font-medium text-ink">{passkey.name}</span>
                <span className="text-xs text-stone-600">
                  Added {formatWhen(passkey.createdAt)}
                  {passkey.lastUsedAt ? `, last used ${formatWhen(passkey.lastUsedAt)}` : ', never used yet'}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                busy={busy === passkey._id}
                onClick={() => onRemove(passkey)}
                aria-label={`Remove passkey ${passkey.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 max-w-md">
        <AddPasskeyForm busy={busy === 'add'} onAdd={onAdd} />
      </div>
    </TitledSection>
  );
}

/** The authenticator app: on, off, or being set up. */
export function AppCard({
  on,
  settingUp,
  onSetUp,
  onPassed,
}: {
  on: boolean;
  settingUp: boolean;
  onSetUp: (settingUp: boolean) => void;
  onPassed: (body: Passed) => void;
}) {
  return (
    <TitledSection {...SETTINGS_CARD} id="app" title="Authenticator app">
      {on ? (
        <p className="mt-2 text-sm text-stone-700">On: the back office accepts the app's 6-digit codes.</p>
      ) : settingUp ? (
        <div className="max-w-md">
          <EnrolApp onPassed={onPassed} onBack={() => onSetUp(false)} />
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-stone-700">Off.</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => onSetUp(true)}>
            Set up an authenticator app
          </Button>
        </>
      )}
    </TitledSection>
  );
}

export function RecoveryCodesCard({
  left,
  busy,
  onRenew,
}: {
  left: number;
  busy: boolean;
  onRenew: () => void;
}) {
  return (
    <TitledSection {...SETTINGS_CARD} id="codes" title="Recovery codes">
      <p className="mt-2 text-sm text-stone-700">
        {left} of 10 left. Each lets you in once if you lose your devices.
      </p>
      <Button variant="secondary" size="sm" className="mt-3" busy={busy} onClick={onRenew}>
        Make new codes
      </Button>
    </TitledSection>
  );
}
