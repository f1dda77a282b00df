import { request } from './client';

export interface DataExportFile {
  blob: Blob;
  fileName: string;
}

const FALLBACK_NAME = 'presently-data.json';

/** The name the server gave the file: RFC 6266's `filename*` (any letters) before the ASCII `filename`. */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return FALLBACK_NAME;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name below still serves.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? FALLBACK_NAME;
}

/** "Download my data": everything Presently holds about the signed-in user, as one JSON file. */
export async function downloadMyData(): Promise<DataExportFile> {
  const response = await request('GET', '/api/user/export');
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}
