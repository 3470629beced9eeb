import {
  type Masukan,
  type PesertaVclaimQuery,
  pendaftaranApi,
  type SepDetail,
  sepApi,
  vclaimApi,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';
import { kueri, kunci, panggil, urlKontrak } from '../../api/kontrak.ts';
import { queryClient } from '../../api/query.ts';

/** While BPJS has not answered a SEP (or a correction), its state is read every 3 s. */
export const POLLING_SEP_MS = 3_000;

/** The SEP sheet PDF, for PdfViewerDialog (only an issued SEP prints). */
export function urlCetakSep(uid: string): string {
  return urlKontrak(sepApi.cetak, { params: { uid } });
}

/**
 * VClaim is not set up (or switched off): the lookups answer 409 `vclaim.belum_diatur`. The desk
 * then works as before VClaim: card, referral and SEP numbers typed by hand.
 */
export const vclaimBelumDiatur = (err: unknown): boolean =>
  err instanceof ApiError && err.status === 409 && err.code === 'vclaim.belum_diatur';

/** A participant by card or NIK on the SEP's date; BPJS's refusal (404, 503…) is the error. */
export function usePesertaBpjs(cari: PesertaVclaimQuery | null) {
  return useQuery({
    ...kueri(vclaimApi.peserta, { query: cari ?? {} }),
    select: (r) => r.respon,
    enabled: Boolean(cari),
    retry: false,
    staleTime: 60_000,
  });
}

/** The card's referrals (FKTP and hospital), newest first. */
export function useRujukanPeserta(noKartu: string | null) {
  return useQuery({
    ...kueri(vclaimApi.rujukanPeserta, { query: { no_kartu: noKartu ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(noKartu),
    retry: false,
    staleTime: 60_000,
  });
}

/** One referral by its number (read once; cached for the form's life). */
export function ambilRujukan(noRujukan: string) {
  return queryClient
    .fetchQuery({
      ...kueri(vclaimApi.rujukan, { params: { no_rujukan: noRujukan } }),
      staleTime: 60_000,
      retry: false,
    })
    .then((r) => r.respon);
}

const menunggu = (s: SepDetail | null | undefined) =>
  Boolean(s && (s.status === 'MENUNGGU' || s.perubahan_menunggu));

/** The SEP of a registration's visit (layanan uid); null when it has none. */
export function useSepPendaftaran(layananUid: string | undefined, enabled = true) {
  return useQuery({
    ...kueri(sepApi.pendaftaran, { params: { uid: layananUid ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(layananUid) && enabled,
    refetchInterval: (q) => (menunggu(q.state.data?.respon) ? POLLING_SEP_MS : false),
  });
}

/** After any change: the SEP list, every registration's SEP and the registrations (their no_sep). */
function segarkanSep(s?: SepDetail) {
  if (s?.layanan_uid)
    queryClient.setQueryData(kunci(sepApi.pendaftaran, { params: { uid: s.layanan_uid } }), { respon: s });
  return Promise.all(
    [sepApi.daftar.path, sepApi.pendaftaran.path, pendaftaranApi.detail.path, pendaftaranApi.daftar.path].map(
      (path) => queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  );
}

export function useBuatSep(layananUid: string) {
  return useMutation({
    mutationFn: (body: Masukan<typeof sepApi.buat>['body']) =>
      panggil(sepApi.buat, { params: { uid: layananUid }, body }).then((r) => r.respon),
    onSuccess: segarkanSep,
  });
}

/** POST /ranap/perawatan/:uid/sep: the SPRI and inpatient SEP of a BPJS stay admitted today. */
export function useBuatSepRanap(layananUid: string) {
  return useMutation({
    mutationFn: (body: Masukan<typeof sepApi.buatRanap>['body']) =>
      panggil(sepApi.buatRanap, { params: { uid: layananUid }, body }).then((r) => r.respon),
    onSuccess: segarkanSep,
  });
}

export function useUbahSep() {
  return useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: Masukan<typeof sepApi.ubah>['body'] }) =>
      panggil(sepApi.ubah, { params: { uid }, body }).then((r) => r.respon),
    onSuccess: segarkanSep,
  });
}

export function useHapusSep() {
  return useMutation({
    mutationFn: ({ uid, alasan }: { uid: string; alasan: string }) =>
      panggil(sepApi.hapus, { params: { uid }, body: { alasan } }).then((r) => r.respon),
    onSuccess: segarkanSep,
  });
}
