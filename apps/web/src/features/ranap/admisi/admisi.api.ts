import {
  type AdmisiInputMasukan,
  type AdmisiTerimaHasil,
  admisiApi,
  type Dokter,
  dokterApi,
  type KelasRanap,
  type PindahInputMasukan,
  sepApi,
  tindakLanjutApi,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil } from '../../../api/kontrak.ts';
import { useMasterAktif } from '../../../api/master.ts';
import { queryClient } from '../../../api/query.ts';

/** After an admission or a transfer every list of beds and patients is stale. */
function segarkan() {
  for (const k of [admisiApi.bedKosong, admisiApi.pasien, admisiApi.pasienPulang, tindakLanjutApi.rujukRanap])
    void queryClient.invalidateQueries({ queryKey: [k.path] });
}

/** Free beds for the picker (the asked class first); with the deposit amount per class. */
export function useBedKosong(
  q: { kelas?: KelasRanap | null; jk?: string | null; tindak_lanjut_uid?: string | null },
  aktif = true,
) {
  return useQuery({
    ...kueri(admisiApi.bedKosong, {
      query: {
        kelas: q.kelas ?? undefined,
        jk: q.jk === 'L' || q.jk === 'P' ? q.jk : undefined,
        tindak_lanjut_uid: q.tindak_lanjut_uid ?? undefined,
      },
    }),
    enabled: aktif,
  });
}

export function useDokterAktif() {
  return useMasterAktif<Dokter>(dokterApi);
}

/** The admission; with `terbitkan_sep` its answer carries the inpatient SEP as BPJS answered so far. */
export function useTerimaPasien() {
  return useMutation({
    mutationFn: (body: AdmisiInputMasukan): Promise<AdmisiTerimaHasil> =>
      panggil(admisiApi.admisi, { body }).then((r) => r.respon),
    onSuccess: (h) => {
      segarkan();
      if (h.sep)
        for (const k of [sepApi.daftar, sepApi.pendaftaran])
          void queryClient.invalidateQueries({ queryKey: [k.path] });
    },
  });
}

export function usePindahKamar(layananUid: string) {
  return useMutation({
    mutationFn: (body: PindahInputMasukan) =>
      panggil(admisiApi.pindah, { params: { layanan_uid: layananUid }, body }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
