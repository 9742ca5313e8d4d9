import { useEffect, useState } from 'react';

/** Preview URLs for the chosen files; each is revoked when the files change or the screen unmounts. */
export function useObjectUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const next = files.map((f) => URL.createObjectURL(f));
    setUrls(next);
    return () => next.forEach((u) => URL.revokeObjectURL(u));
  }, [files]);
  return urls;
}
