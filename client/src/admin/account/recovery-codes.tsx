import { useState } from 'react';
import { Copy, Download } from 'lucide-react';
import { buttonPrimary, buttonQuiet } from './account-ui';

/** The ten codes, shown once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page or a refusal): the codes are on screen and in the download.
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([`Admin recovery codes: each works once.\n\n${text}`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'admin-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div role="region" aria-label="Recovery codes" className="space-y-3 rounded-md border border-gold/60 bg-ivory p-4">
      <p className="text-sm font-semibold text-neutral-900">Save these recovery codes now: they are shown only once.</p>
      <p className="text-sm text-neutral-700">
        Each one signs you in once if you lose your phone. Keep them somewhere safe, away from this computer.
      </p>
      <ol className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-neutral-900 sm:grid-cols-5" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void copy()} className={buttonQuiet}>
          <Copy aria-hidden="true" className="size-4" />
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" onClick={download} className={buttonQuiet}>
          <Download aria-hidden="true" className="size-4" />
          Download
        </button>
        <button type="button" onClick={onDone} className={buttonPrimary}>
          I have saved them
        </button>
      </div>
    </div>
  );
}
