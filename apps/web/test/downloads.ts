import { afterEach, beforeEach, vi } from 'vitest';

export interface RecordedDownload {
  href: string;
  name: string;
}

/**
 * jsdom has no object URLs and does not download: for each test of the calling file, object URLs
 * are faked (`blob:<name>`) and every download link's click is recorded in the returned list.
 */
export function recordDownloads(objectUrl = 'blob:statement-1'): RecordedDownload[] {
  const downloads: RecordedDownload[] = [];
  const objectUrls = URL as unknown as Record<'createObjectURL' | 'revokeObjectURL', unknown>;
  const { createObjectURL, revokeObjectURL } = objectUrls;
  beforeEach(() => {
    downloads.length = 0;
    objectUrls.createObjectURL = vi.fn(() => objectUrl);
    objectUrls.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.getAttribute('href') ?? '', name: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(objectUrls, { createObjectURL, revokeObjectURL });
  });
  return downloads;
}
