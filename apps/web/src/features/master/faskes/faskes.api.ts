import type { Faskes } from '@rawat/domain';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, http } from '../../../api/client.ts';
import { queryClient } from '../../../api/query.ts';

export const PATH_FASKES = '/master/faskes';

interface Respon<T> {
  respon: T;
}

function segarkan() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [PATH_FASKES] }),
    queryClient.invalidateQueries({ queryKey: ['/log-activity'] }),
  ]);
}

/** PUT /master/faskes/:uid/gunakan: the profile whose letterhead every document prints. */
export function useGunakanFaskes() {
  return useMutation({
    mutationFn: (uid: string) =>
      http.put<Respon<Faskes>>(`${PATH_FASKES}/${uid}/gunakan`).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

/** Upload (as a data URL) or remove a profile's logo. */
export function useLogoFaskes() {
  const pasang = useMutation({
    mutationFn: ({ uid, berkas }: { uid: string; berkas: string }) =>
      http.put<Respon<Faskes>>(`${PATH_FASKES}/${uid}/logo`, { berkas }).then((r) => r.respon),
    onSuccess: segarkan,
  });
  const hapus = useMutation({
    mutationFn: (uid: string) => http.del<Respon<Faskes>>(`${PATH_FASKES}/${uid}/logo`).then((r) => r.respon),
    onSuccess: segarkan,
  });
  return { pasang, hapus };
}

/** The sample letter with a profile's letterhead (shown in the PDF viewer). */
export function urlPratinjauKop(uid: string): string {
  return `${API_BASE.main}${PATH_FASKES}/${uid}/kop.pdf`;
}

/**
 * The logo's address for an <img>. The server answers it under /api/v1 (same origin by default);
 * a split API base is honoured by swapping that prefix.
 */
export function urlLogo(url: string): string {
  return url.startsWith('/api/v1/') ? `${API_BASE.main}${url.slice('/api/v1'.length)}` : url;
}
