import { useMutation } from '@tanstack/react-query';
import { downloadMyData, type DataExportFile } from '@/api/data-export';
import type { MutationCallbacks } from './mutation-callbacks';

/** Fetches the user's data export; the caller hands the file to the browser. Nothing cached changes. */
export function useDownloadData(callbacks: MutationCallbacks<DataExportFile, void> = {}) {
  return useMutation({ mutationFn: downloadMyData, onSuccess: callbacks.onSuccess, onError: callbacks.onError });
}
