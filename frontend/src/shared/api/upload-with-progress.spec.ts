import { describe, expect, it } from 'vitest';
import { uploadWithProgress } from './upload-with-progress';

/** A stand-in XMLHttpRequest the test drives: progress events, then an answer. */
class FakeRequest extends EventTarget {
  upload = new EventTarget();
  status = 0;
  responseText = '';
  withCredentials = false;
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: unknown = null;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.dispatchEvent(new Event('load'));
  }
}

function start(options: Parameters<typeof uploadWithProgress>[2] = {}) {
  const request = new FakeRequest();
  const form = new FormData();
  const seen: number[] = [];
  const done = uploadWithProgress('/api/knowledge-files', form, {
    ...options,
    onProgress: (f) => seen.push(f),
    createRequest: () => request as unknown as XMLHttpRequest,
  });
  return { request, form, seen, done };
}

describe('uploadWithProgress', () => {
  it('POSTs the form with credentials and headers, reports the share sent, and ends at 1 with the parsed answer', async () => {
    const { request, form, seen, done } = start({ headers: { 'Accept-Language': 'ar' } });
    expect(request.opened).toEqual(['POST', '/api/knowledge-files']);
    expect(request.withCredentials).toBe(true);
    expect(request.headers).toEqual({ 'Accept-Language': 'ar' });
    expect(request.sent).toBe(form);
    request.progress(250, 1000);
    request.progress(750, 1000);
    request.answer(201, '{"id":"f1"}');
    await expect(done).resolves.toEqual({ ok: true, status: 201, body: { id: 'f1' } });
    expect(seen).toEqual([0.25, 0.75, 1]);
  });

  it('resolves an HTTP error with its body (not ok, no final 100%)', async () => {
    const { request, seen, done } = start();
    request.progress(10, 100);
    request.answer(413, '{"statusCode":413,"message":"File size must be less than 5MB"}');
    await expect(done).resolves.toEqual({ ok: false, status: 413, body: { statusCode: 413, message: 'File size must be less than 5MB' } });
    expect(seen).toEqual([0.1]);
  });

  it('rejects on a network error and on abort', async () => {
    const failing = start();
    failing.request.dispatchEvent(new Event('error'));
    await expect(failing.done).rejects.toThrow('Network error');
    const controller = new AbortController();
    const aborted = start({ signal: controller.signal });
    controller.abort();
    await expect(aborted.done).rejects.toThrow('Upload aborted');
  });
});
