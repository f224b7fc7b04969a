import { vi } from 'vitest';

/**
 * Catches the files a screen hands the browser (lib/download-file.ts's saveFile), for one test:
 * jsdom has no blob URLs, and a link's click would try to navigate. `address` is the blob URL
 * the link is given.
 */
export function catchDownloads(address = 'blob:download') {
  const createObjectURL = vi.fn((_blob: Blob) => address);
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    click,
    /** The temporary link of the `index`th download (its `download` is the file name). */
    link: (index = 0) => click.mock.instances[index] as unknown as HTMLAnchorElement,
    /** What the `index`th download holds. */
    blob: (index = 0) => createObjectURL.mock.calls[index]![0],
  };
}
