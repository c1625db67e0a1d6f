import { brand } from '@shop/shared';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';

/** The codes, how to keep them, and a button that stays off until the member says they are kept. */
export function RecoveryCodesPanel({
  codes,
  onDone,
  action,
}: {
  codes: string[];
  onDone: () => void;
  action: string;
}) {
  const [saved, setSaved] = useState(false);
  const text = `${brand.name} back office recovery codes\n\n${codes.join('\n')}\n\nEach code works once.\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div>
      <p className="mt-3 text-stone-700">
        If you lose your device, each code lets you in once. They are shown only now: download or write them
        down, and keep them away from this device.
      </p>
      <ul
        aria-label="Recovery codes"
        className="mt-6 grid grid-cols-2 gap-2 rounded-2xl border border-brand-100 bg-white p-5 font-mono text-lg tracking-wider text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={download}>
          Download
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(text);
            setSaved(true);
          }}
        >
          Copy
        </Button>
      </div>
      <label className="mt-6 flex items-start gap-3 text-stone-800">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-brand-700"
          checked={saved}
          onChange={(event) => setSaved(event.currentTarget.checked)}
        />
        I have saved my recovery codes
      </label>
      <Button className="mt-6 w-full" disabled={!saved} onClick={onDone}>
        {action}
      </Button>
    </div>
  );
}
