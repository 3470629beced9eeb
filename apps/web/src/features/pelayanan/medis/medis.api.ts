import {
  can,
  type Diagnosis,
  type DiagnosisInput,
  IZIN_ANTRIAN_POLI,
  type JenisAsesmen,
  type JenisPoli,
  type LayananKlinisDto,
  type PilihanTindakan,
  type Prosedur,
  type ProsedurInput,
  type TindakanLayanan,
  type TindakanLayananInput,
  type TindakLanjut,
  type TindakLanjutInput,
} from '@rawat/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import { queryClient } from '../../../api/query.ts';
import { kunciPelayanan } from '../pelayanan.api.ts';

/** The doctor's assessment kind of each clinic kind. */
export const JENIS_ASESMEN_MEDIS: Record<JenisPoli, JenisAsesmen> = {
  RAWAT_JALAN: 'MEDIS',
  IGD: 'MEDIS_IGD',
  HEMODIALISA: 'MEDIS_HD',
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

const segar = () => ({ staleTime: 0 });
const kunci = (uid: string, bagian: string) => [...kunciPelayanan(uid), bagian] as const;
const perbarui = (uid: string) => queryClient.invalidateQueries({ queryKey: kunciPelayanan(uid) });

export function useDiagnosis(layananUid: string) {
  return useQuery({
    queryKey: kunci(layananUid, 'diagnosis'),
    queryFn: () =>
      http.get<{ respon: Diagnosis[] }>(`/pelayanan/${layananUid}/diagnosis`).then((r) => r.respon),
    ...segar(),
  });
}

export function useTambahDiagnosis(layananUid: string) {
  return useMutation({
    mutationFn: (input: DiagnosisInput) =>
      http.post<{ respon: Diagnosis }>(`/pelayanan/${layananUid}/diagnosis`, input).then((r) => r.respon),
    onSuccess: () => perbarui(layananUid),
  });
}

export function useHapusDiagnosis(layananUid: string) {
  return useMutation({
    mutationFn: (uid: string) => http.del(`/pelayanan/${layananUid}/diagnosis/${uid}`),
    onSuccess: () => perbarui(layananUid),
  });
}

export function useProsedur(layananUid: string) {
  return useQuery({
    queryKey: kunci(layananUid, 'prosedur'),
    queryFn: () =>
      http.get<{ respon: Prosedur[] }>(`/pelayanan/${layananUid}/prosedur`).then((r) => r.respon),
    ...segar(),
  });
}

export function useTambahProsedur(layananUid: string) {
  return useMutation({
    mutationFn: (input: ProsedurInput) =>
      http.post<{ respon: Prosedur }>(`/pelayanan/${layananUid}/prosedur`, input).then((r) => r.respon),
    onSuccess: () => perbarui(layananUid),
  });
}

export function useHapusProsedur(layananUid: string) {
  return useMutation({
    mutationFn: (uid: string) => http.del(`/pelayanan/${layananUid}/prosedur/${uid}`),
    onSuccess: () => perbarui(layananUid),
  });
}

export function useTindakanLayanan(layananUid: string) {
  return useQuery({
    queryKey: kunci(layananUid, 'tindakan'),
    queryFn: () =>
      http.get<{ respon: TindakanLayanan[] }>(`/pelayanan/${layananUid}/tindakan`).then((r) => r.respon),
    ...segar(),
  });
}

/** The clinic's procedures matching `search`, at this visit's payer price. */
export function usePilihanTindakan(layananUid: string, search: string) {
  return useQuery({
    queryKey: ['tindakan-pilihan', layananUid, search],
    queryFn: () =>
      http
        .get<{ respon: PilihanTindakan[] }>(`/pelayanan/${layananUid}/tindakan/pilihan`, {
          search: search || undefined,
          limit: 20,
        })
        .then((r) => r.respon),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useTambahTindakan(layananUid: string) {
  return useMutation({
    mutationFn: (input: TindakanLayananInput) =>
      http
        .post<{ respon: TindakanLayanan }>(`/pelayanan/${layananUid}/tindakan`, input)
        .then((r) => r.respon),
    onSuccess: () => perbarui(layananUid),
  });
}

export function useBatalTindakan(layananUid: string) {
  return useMutation({
    mutationFn: ({ uid, alasan }: { uid: string; alasan: string }) =>
      http
        .put<{ respon: TindakanLayanan }>(`/pelayanan/${layananUid}/tindakan/${uid}/batal`, { alasan })
        .then((r) => r.respon),
    onSuccess: () => perbarui(layananUid),
  });
}

export function useTindakLanjut(layananUid: string) {
  return useQuery({
    queryKey: kunci(layananUid, 'tindak-lanjut'),
    queryFn: () =>
      http
        .get<{ respon: TindakLanjut | null }>(`/pelayanan/${layananUid}/tindak-lanjut`)
        .then((r) => r.respon),
    ...segar(),
  });
}

export function useSimpanTindakLanjut(layananUid: string) {
  return useMutation({
    mutationFn: (input: TindakLanjutInput) =>
      http
        .put<{ respon: TindakLanjut }>(`/pelayanan/${layananUid}/tindak-lanjut`, input)
        .then((r) => r.respon),
    onSuccess: () => perbarui(layananUid),
  });
}
