import { type KodingSimpan, kelengkapanApi, kodingApi } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil } from '../../../api/kontrak.ts';
import { queryClient } from '../../../api/query.ts';

/** One layanan's codes: the doctor's beside the coder's. */
export function useKoding(layananUid: string) {
  return useQuery({
    ...kueri(kodingApi.baca, { params: { layanan_uid: layananUid } }),
    select: (r) => r.respon,
  });
}

/** Confirms (or corrects) the set; the worklist and the completeness screens read it again. */
export function useSimpanKoding(layananUid: string) {
  return useMutation({
    mutationFn: (body: KodingSimpan) =>
      panggil(kodingApi.simpan, { params: { layanan_uid: layananUid }, body }).then((r) => r.respon),
    onSuccess: async (r) => {
      queryClient.setQueryData(kueri(kodingApi.baca, { params: { layanan_uid: layananUid } }).queryKey, {
        respon: r,
      });
      await Promise.all(
        [kodingApi.daftar.path, kelengkapanApi.daftar.path, kelengkapanApi.rekap.path].map((p) =>
          queryClient.invalidateQueries({ queryKey: [p] }),
        ),
      );
    },
  });
}
