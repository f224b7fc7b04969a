import { useMutation } from '@tanstack/react-query';
import { downloadWithToken } from '../../../lib/download-file';
import { yourDataApiPaths } from '../your-data-api-paths';

/** The archive needs the member's token, so it is fetched and handed to the browser as a file. */
export function downloadMyData(): Promise<void> {
  return downloadWithToken({
    path: yourDataApiPaths.export,
    accept: 'application/zip',
    fileName: 'my-data.zip',
  });
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
