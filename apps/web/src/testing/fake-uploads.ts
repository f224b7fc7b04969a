import { vi } from 'vitest';

/** One upload the component under test sent through XMLHttpRequest, answered by the test. */
export interface SentUpload {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** Reports `loaded` of `total` bytes sent. */
  progress: (loaded: number, total: number) => void;
  respond: (status: number, body: unknown) => void;
}

/**
 * Replaces XMLHttpRequest (uploads report progress through it; fetch has none) and
 * URL.createObjectURL (jsdom has neither a real network nor blob URLs) for one test.
 */
export function fakeUploads() {
  const sent: SentUpload[] = [];
  class FakeXhr extends EventTarget {
    status = 0;
    responseText = '';
    readonly upload = new EventTarget();
    private url = '';
    private readonly headers: Record<string, string> = {};
    private readonly responseHeaders: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return this.responseHeaders[name] ?? null;
    }
    abort() {
      this.dispatchEvent(new Event('abort'));
    }
    send(body: FormData) {
      sent.push({
        url: this.url,
        headers: this.headers,
        body,
        progress: (loaded, total) => {
          const event = new ProgressEvent('progress', { lengthComputable: true, loaded, total });
          this.upload.dispatchEvent(event);
        },
        respond: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.dispatchEvent(new Event('load'));
        },
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let made = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn(() => `blob:preview-${++made}`),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  return { sent };
}

/** A small file the size of nothing in particular, typed as a JPEG. */
export function photoFile(name: string): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' });
}

export function mediaAnswer(id: string) {
  return {
    _id: id,
    url: `/media/${id}-2048.webp`,
    width: 1600,
    height: 1200,
    srcset: `/media/${id}-320.webp 320w, /media/${id}-640.webp 640w`,
    placeholder: 'H9oKLZJ2h3dwiHiHeHiIh3aAl/eI',
  };
}
