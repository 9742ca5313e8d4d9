import { useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { Upload } from 'lucide-react';
import { csrUploadSchema, HOME_MSG } from '@pageant/common/content/home';
import { uploadCsrImage } from '@/api/csr';
import { errorMessage } from '@/api/http';
import { FormField } from '@/components/form-field';
import { InlineSpinner } from '@/components/spinner';
import type { Notice } from '@/admin/shared/use-notice';
import { ImagePicker } from '@/admin/shared/image-picker';
import { useObjectUrls } from '@/admin/shared/use-object-url';

const UPLOAD_FAILED = 'Upload failed!';

type FileState = { percent: number; status: 'pending' | 'uploading' | 'done' | 'error'; error?: string };

interface CsrUploadFormProps {
  onNotices: (notices: Notice[]) => void;
  /** Called after a batch in which at least one file was stored. */
  onUploaded: () => void;
}

export function CsrUploadForm({ onNotices, onUploaded }: CsrUploadFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [states, setStates] = useState<FileState[]>([]);
  const [alt, setAlt] = useState('');
  const [href, setHref] = useState('');
  const [hrefError, setHrefError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const previews = useObjectUrls(files);

  function chooseFiles(list: File[]) {
    setFiles(list);
    setStates(list.map(() => ({ percent: 0, status: 'pending' })));
  }

  const patch = (i: number, next: Partial<FileState>) => setStates((prev) => prev.map((s, j) => (j === i ? { ...s, ...next } : s)));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (files.length === 0) {
      onNotices([{ kind: 'error', text: HOME_MSG.noCsrFiles }]);
      notify.error(HOME_MSG.noCsrFiles);
      return;
    }
    const parsed = csrUploadSchema.safeParse({ alt, href });
    if (!parsed.success) {
      const hrefIssue = parsed.error.issues.find((iss) => iss.path[0] === 'href');
      setHrefError(hrefIssue?.message ?? parsed.error.issues[0]?.message);
      return;
    }
    setHrefError(undefined);
    setUploading(true);
    const fields = { alt: parsed.data.alt ?? '', href: parsed.data.href ?? '' };
    let succeeded = 0;
    const failed: File[] = [];
    const failures: string[] = [];
    // One request per file (SPEC §7), one after another so each bar moves on its own.
    for (const [i, file] of files.entries()) {
      patch(i, { status: 'uploading', percent: 0 });
      try {
        await uploadCsrImage({ file, ...fields }, (percent) => patch(i, { percent }));
        patch(i, { status: 'done', percent: 100 });
        succeeded += 1;
      } catch (err) {
        const text = errorMessage(err, UPLOAD_FAILED);
        console.error('CSR upload failed', err);
        patch(i, { status: 'error', error: text });
        failed.push(file);
        failures.push(text === UPLOAD_FAILED ? text : `${UPLOAD_FAILED} ${text}`);
      }
    }
    setUploading(false);

    const notices: Notice[] = [];
    if (succeeded > 0) {
      const text = HOME_MSG.csrUploaded(succeeded);
      notify.success(text);
      notices.push({ kind: 'success', text });
      onUploaded();
    }
    for (const text of new Set(failures)) {
      notify.error(text);
      notices.push({ kind: 'error', text });
    }
    onNotices(notices);
    if (failed.length === 0) {
      chooseFiles([]);
      setAlt('');
      setHref('');
      setResetKey((k) => k + 1);
    } else {
      // Keep only the files that failed, so they can be retried.
      setFiles(failed);
      setStates((prev) => prev.filter((s) => s.status === 'error'));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-neutral-200 bg-neutral-50 p-4">
      <h3 className="text-base font-semibold text-neutral-900">Upload CSR images</h3>
      <ImagePicker
        label="Images"
        multiple
        count={files.length}
        resetKey={resetKey}
        disabled={uploading}
        onFilesChange={chooseFiles}
        hint="Choose one or more images; each is uploaded separately."
      />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Alt text (optional)" value={alt} onChange={(e) => setAlt(e.target.value)} disabled={uploading} maxLength={200} />
        <FormField
          label="Link (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={href}
          error={hrefError}
          onChange={(e) => {
            setHref(e.target.value);
            setHrefError(undefined);
          }}
          disabled={uploading}
        />
      </div>

      {files.length > 0 && (
        <ul aria-label="Selected files" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {files.map((file, i) => {
            const st = states[i] ?? { percent: 0, status: 'pending' };
            return (
              <li key={`${file.name}-${i}`} className="space-y-1.5 rounded-md border border-neutral-200 bg-white p-2">
                {previews[i] && (
                  <img src={previews[i]} alt={`Preview of ${file.name}`} className="aspect-[4/3] w-full rounded object-cover" />
                )}
                <p className="truncate text-xs text-neutral-700" title={file.name}>
                  {file.name}
                </p>
                <div
                  role="progressbar"
                  aria-label={`Upload progress for ${file.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={st.percent}
                  className="h-2 overflow-hidden rounded-full bg-neutral-200"
                >
                  <div
                    className={`h-full transition-[width] motion-reduce:transition-none ${st.status === 'error' ? 'bg-red-500' : 'bg-emerald-600'}`}
                    style={{ width: `${st.percent}%` }}
                  />
                </div>
                {st.status === 'error' && <p className="text-xs text-red-700">{st.error}</p>}
              </li>
            );
          })}
        </ul>
      )}

      <button
        type="submit"
        disabled={uploading}
        aria-busy={uploading || undefined}
        className="inline-flex min-h-10 items-center gap-2 rounded-md bg-plum px-4 text-sm font-semibold text-ivory hover:bg-plum-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:cursor-not-allowed disabled:opacity-60"
      >
        {uploading ? <InlineSpinner /> : <Upload className="size-4" aria-hidden="true" />}
        {uploading ? 'Uploading…' : 'Upload'}
      </button>
    </form>
  );
}
