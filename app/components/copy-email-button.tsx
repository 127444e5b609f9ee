import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../../site.config';
import { labelIconClass } from '~/components/label-icon';

type CopyEmailButtonProps = {
  className?: string;
};

/**
 * "Copy email address": copies with the Clipboard API and says so in a polite
 * live region, again at every copy (the message is a new node each time, so a
 * screen reader hears a second copy too). Where the API is missing or
 * refused, the address appears in a field, selected, with a hint to copy it
 * by hand.
 */
export function CopyEmailButton({ className }: CopyEmailButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'refused'>('idle');
  const [copies, setCopies] = useState(0);
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state === 'refused') fieldRef.current?.select();
  }, [state]);

  async function copy() {
    try {
      // `navigator.clipboard` is undefined outside secure contexts: a TypeError, caught below.
      await navigator.clipboard.writeText(site.email);
      setState('copied');
      setCopies((count) => count + 1);
    } catch {
      setState('refused');
    }
  }

  const Icon = state === 'copied' ? Check : Copy;
  return (
    <div data-needs-js className="flex flex-col items-center">
      <button type="button" onClick={() => void copy()} className={className}>
        <Icon aria-hidden="true" className={`size-5 ${labelIconClass}`} />
        {t('common.contact.copy')}
      </button>
      <p role="status" className="mt-2 text-sm font-medium text-white empty:mt-0">
        {state === 'copied' && <span key={copies}>{t('common.contact.copied')}</span>}
      </p>
      {state === 'refused' && (
        <div className="mt-2 flex max-w-xs flex-col items-center gap-2 text-sm">
          <label htmlFor={fieldId} className="text-blue-50">
            {t('common.contact.copyFallback')}
          </label>
          <input
            id={fieldId}
            ref={fieldRef}
            readOnly
            value={site.email}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-md bg-white px-3 py-2 text-center text-base text-slate-900"
          />
        </div>
      )}
    </div>
  );
}
