import { type Masukan, resepPelayananApi } from '@rawat/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil } from '../../../api/kontrak.ts';
import { useDenganAmbilAlih } from '../ambil-alih.konteks.ts';
import { segarkanPelayanan } from '../pelayanan.api.ts';

/** The layanan's prescriptions with their lines and racikan, newest first. */
export function useResep(layananUid: string) {
  return useQuery({
    ...kueri(resepPelayananApi.daftar, { params: { layanan_uid: layananUid } }),
    select: (r) => r.respon,
    staleTime: 0,
  });
}

export function useTulisResep(layananUid: string) {
  const dengan = useDenganAmbilAlih();
  return useMutation({
    mutationFn: (body: Masukan<typeof resepPelayananApi.tulis>['body']) =>
      dengan(() => panggil(resepPelayananApi.tulis, { params: { layanan_uid: layananUid }, body })).then(
        (r) => r.respon,
      ),
    onSuccess: () => segarkanPelayanan(layananUid),
  });
}

/** Active products for prescribing, 15 at a time (alphabetical when nothing is typed). */
export function useCariObat(search: string) {
  return useQuery({
    ...kueri(resepPelayananApi.cariObat, { query: { search, limit: 15 } }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
