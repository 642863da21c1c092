/** What a finished upload answered: the status and the parsed JSON body (null when there was none). */
export interface UploadAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

export interface UploadOptions {
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Tests pass a stand-in; the browser's XMLHttpRequest otherwise. */
  createRequest?: () => XMLHttpRequest;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POSTs a multipart form with upload progress. fetch cannot report how much of a request body
 * has been sent (a streaming request body would, but Chromium only streams over HTTP/2), so this
 * uses XMLHttpRequest. Any HTTP answer resolves (check `ok`); a network failure or abort rejects.
 */
export function uploadWithProgress(url: string, form: FormData, options: UploadOptions = {}): Promise<UploadAnswer> {
  const { onProgress, headers = {}, signal, createRequest = () => new XMLHttpRequest() } = options;
  return new Promise((resolve, reject) => {
    const xhr = createRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) onProgress?.(1);
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, body: parse(xhr.responseText) });
    });
    xhr.addEventListener('error', () => reject(new Error('Network error')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
