import {
  can,
  diagnosisApi,
  IZIN_ANTRIAN_POLI,
  type JenisAsesmen,
  type JenisPoli,
  type LayananKlinisDto,
  type Masukan,
  prosedurApi,
  tindakanLayananApi,
  tindakLanjutApi,
} from '@rawat/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil } from '../../../api/kontrak.ts';
import { useDenganAmbilAlih } from '../ambil-alih.konteks.ts';
import { segarkanPelayanan } from '../pelayanan.api.ts';

/** The doctor's assessment kind of each clinic kind. */
export const JENIS_ASESMEN_MEDIS: Record<JenisPoli, JenisAsesmen> = {
  RAWAT_JALAN: 'MEDIS',
  IGD: 'MEDIS_IGD',
  HEMODIALISA: 'MEDIS_HD',
  // The ward's initial medical assessment is the clinic's form (docs/ranap.md).
  RAWAT_INAP: 'MEDIS',
};

/**
 * Whether this user may write the doctor's side of this chart now: the server's rule
 * (periksaBolehTulis) read ahead, so the screen shows read-only what saving would refuse.
 */
export function bolehTulisMedis(l: LayananKlinisDto, role: string | null | undefined): boolean {
  return (
    can(role, 'asesmen.medis:write') &&
    can(role, IZIN_ANTRIAN_POLI[l.poli.jenis]) &&
    l.status !== 'BATAL' &&
    l.antrian?.status !== 'WAITING' &&
    !l.resume_final
  );
}

/** The chart's lists change with every write, by anyone: never serve a cached copy as fresh. */
const segar = { staleTime: 0 };
const dari = (layananUid: string) => ({ params: { layanan_uid: layananUid } });

export function useDiagnosis(layananUid: string) {
  return useQuery({ ...kueri(diagnosisApi.daftar, dari(layananUid)), select: (r) => r.respon, ...segar });
}

export function useTambahDiagnosis(layananUid: string) {
  const dengan = useDenganAmbilAlih();
  return useMutation({
    mutationFn: (body: Masukan<typeof diagnosisApi.tambah>['body']) =>
      dengan(() => panggil(diagnosisApi.tambah, { ...dari(layananUid), body })).then((r) => r.respon),
    onSuccess: () => segarkanPelayanan(layananUid),
  });
}

export function useHapusDiagnosis(layananUid: string) {
  const dengan = useDenganAmbilAlih();
  return useMutation({
    mutationFn: (uid: string) =>
      dengan(() => panggil(diagnosisApi.hapus, { params: { layanan_uid: layananUid, uid } })),
    onSuccess: () => segarkanPelayanan(layananUid),
  });
}

export function useProsedur(layananUid: string) {
  return useQuery({ ...kueri(prosedurApi.daftar, dari(layananUid)), select: (r) => r.respon, ...segar });
}

export function useTambahProsedur(layananUid: string) {
  const dengan = useDenganAmbilAlih();
  return useMutation({
    mutationFn: (body: Masukan<typeof prosedurApi.tambah>['body']) =>
      dengan(() => panggil(prosedurApi.tambah, { ...dari(layananUid), body })).then((r) => r.respon),
    onSuccess: () => segarkanPelayanan(layananUid),
  });
}

export function useHapusProsedur(layananUid: string) {
  const dengan = useDenganAmbilAlih();
  return useMutation({
    mutationFn: (uid: string) =>
      dengan(() => panggil(prosedurApi.hapus, { params: { layanan_uid: layananUid, uid } })),
    onSuccess: () => segarkanPelayanan(layananUid),
  });
}

export function useTindakanLayanan(layananUid: string) {
  return useQuery({
    ...kueri(tindakanLayananApi.daftar, dari(layananUid)),
    select: (r) => r.respon,
    ...segar,
  });
}

/** The clinic's procedures matching `search`, at this visit's payer price. */
export function usePilihanTindakan(layananUid: string, search: string) {
  return useQuery({
    ...kueri(tindakanLayananApi.pilihan, {
      ...dari(layananUid),
      query: { search: search || undefined, limit: 20 },
    }),
    select: (r) => r.respon,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** The clinic's consultation at this visit's price, for the one-click button (null: none priced). */
export function useKonsultasiPoli(layananUid: string) {
  return useQuery({
    ...kueri(tindakanLayananApi.konsultasi, dari(layananUid)),
    select: (r) => r.respon,
    staleTime: 5 * 60_000,
  });
}

export function useTambahTindakan(layananUid: string) {
  const dengan = useDenganAmbilAlih();
  return useMutation({
    mutationFn: (body: Masukan<typeof tindakanLayananApi.tambah>['body']) =>
      dengan(() => panggil(tindakanLayananApi.tambah, { ...dari(layananUid), body })).then((r) => r.respon),
    onSuccess: () => segarkanPelayanan(layananUid),
  });
}

export function useBatalTindakan(layananUid: string) {
  const dengan = useDenganAmbilAlih();
  return useMutation({
    mutationFn: ({ uid, alasan }: { uid: string; alasan: string }) =>
      dengan(() =>
        panggil(tindakanLayananApi.batal, {
          params: { layanan_uid: layananUid, uid },
          body: { alasan },
        }),
      ).then((r) => r.respon),
    onSuccess: () => segarkanPelayanan(layananUid),
  });
}

export function useTindakLanjut(layananUid: string) {
  return useQuery({ ...kueri(tindakLanjutApi.baca, dari(layananUid)), select: (r) => r.respon, ...segar });
}

export function useSimpanTindakLanjut(layananUid: string) {
  const dengan = useDenganAmbilAlih();
  return useMutation({
    mutationFn: (body: Masukan<typeof tindakLanjutApi.simpan>['body']) =>
      dengan(() => panggil(tindakLanjutApi.simpan, { ...dari(layananUid), body })).then((r) => r.respon),
    onSuccess: () => segarkanPelayanan(layananUid),
  });
}
