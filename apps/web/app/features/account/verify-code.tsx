import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import { Trans } from '#app/i18n/trans.tsx';

const spacedMobile = (mobile: string) =>
  mobile.length === 10 ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;

/** "Enter the code sent to +91 98765 43210" (docs/product.md#verify-account). */
export function CodeSentTo({ mobile }: { mobile: string }) {
  const { t } = useT('auth');
  return (
    <p>
      <Trans
        t={t}
        i18nKey="verify.codeSentTo"
        values={{ mobile: `+91 ${spacedMobile(mobile)}` }}
        components={{ strong: <strong className="font-semibold whitespace-nowrap text-ink" /> }}
      />
    </p>
  );
}

/** Under the code: the countdown to a new code, then the link that asks for one; and a way to change the number. */
export function ResendCode({
  secondsLeft,
  resending,
  onResend,
}: {
  secondsLeft: number;
  resending: boolean;
  onResend: () => void;
}) {
  const { t } = useT('auth');
  return (
    <div className="mt-6 flex min-h-6 flex-col items-center gap-2 text-sm text-stone-600">
      {secondsLeft > 0 ? (
        <p>
          <Trans
            t={t}
            i18nKey="verify.resendIn"
            values={{ time: `0:${String(secondsLeft).padStart(2, '0')}` }}
            components={{ strong: <span className="font-semibold text-ink tabular-nums" /> }}
          />
        </p>
      ) : (
        <p>
          {t('verify.noCode')}{' '}
          <button
            type="button"
            onClick={onResend}
            disabled={resending}
            className="font-semibold text-clay-700 underline underline-offset-4 hover:text-clay-600 disabled:opacity-60"
          >
            {t('verify.resend')}
          </button>
        </p>
      )}
      <Link to="/login" className="text-brand-800 underline underline-offset-4 hover:text-brand-700">
        {t('verify.changeNumber')}
      </Link>
    </div>
  );
}
