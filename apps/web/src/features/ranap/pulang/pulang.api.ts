import { type PerintahPulangInput, pulangApi, resumeApi } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil } from '../../../api/kontrak.ts';
import { queryClient } from '../../../api/query.ts';

/** The stay's discharge state (order, last bed, resume). */
export function useStatusPulang(layananUid: string) {
  return useQuery({
    ...kueri(pulangApi.baca, { params: { layanan_uid: layananUid } }),
    select: (r) => r.respon,
  });
}

// After a discharge (or its cancellation) every view of the stay, the beds and the resume reload.
const muatUlang = (layananUid: string) =>
  queryClient.invalidateQueries({
    predicate: (q) =>
      q.queryKey[0] === resumeApi.daftar.path ||
      (typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/ranap')) ||
      JSON.stringify(q.queryKey).includes(layananUid),
  });

/** The DPJP's discharge order. */
export function usePerintahPulang(layananUid: string) {
  return useMutation({
    mutationFn: (body: PerintahPulangInput) =>
      panggil(pulangApi.perintah, { params: { layanan_uid: layananUid }, body }).then((r) => r.respon),
    onSuccess: () => muatUlang(layananUid),
  });
}

/** Cancelling a discharge order given by mistake (same day, resume not final). */
export function useBatalPulang(layananUid: string) {
  return useMutation({
    mutationFn: (alasan: string) =>
      panggil(pulangApi.batal, { params: { layanan_uid: layananUid }, body: { alasan } }).then(
        (r) => r.respon,
      ),
    onSuccess: () => muatUlang(layananUid),
  });
}
