import { useMutation } from '@tanstack/react-query';

// The member's export (issue 29 part 3): GET /user/api/v-user-export/ answers a ZIP, saved under the name the
// server gives it. The download module loads with the click, not with the page.

export async function downloadExport(): Promise<string> {
  const { apiDownload, saveBlob } = await import('../../../lib/api-download');
  const { blob, filename } = await apiDownload('/user/api/v-user-export/', {}, 'mfi-export.zip');
  saveBlob(blob, filename);
  return filename;
}

export function useDownloadExport() {
  return useMutation({ mutationKey: ['userExport', 'download'], mutationFn: downloadExport });
}
