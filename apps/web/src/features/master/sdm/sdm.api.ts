import {
  type ApiMaster,
  type CutiDokterInput,
  dokterApi,
  type KuotaJknInput,
  karyawanApi,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil } from '../../../api/kontrak.ts';
import { segarkanMaster } from '../../../api/master.ts';

/**
 * The employee record behind a doctor, for the doctor form: the doctor DTO every role reads has no
 * personal data. Saving a doctor refreshes the employees (`segarkanKaryawan`), this one included.
 */
export function useKaryawanDokter(uid: string | null) {
  return useQuery({
    ...kueri(karyawanApi.baca, { params: { uid: uid ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(uid),
  });
}

/** After a doctor or nurse is saved: the employee behind them changed too. */
export const segarkanKaryawan = () => segarkanMaster(karyawanApi);

/** Login accounts for the account picker, each with the active employee already holding it. */
export function useAkunTautan() {
  return useQuery({
    ...kueri(karyawanApi.akun, { query: { limitless: 'true' } }),
    select: (r) => r.respon,
    staleTime: 30_000,
  });
}

/** Active employees without a doctor or nurse profile, to take into the doctor or nurse form. */
export function useKaryawanTanpaProfil(aktif: boolean) {
  return useQuery({
    ...kueri(karyawanApi.daftar, { query: { tanpa_profil: 'true', status: 'AKTIF', limitless: 'true' } }),
    select: (r) => r.respon,
    enabled: aktif,
  });
}

/** The record linked to a login (/kelola-dokter/:username), or null when none is. */
export function useMilikAkun<T>(api: Pick<ApiMaster<T>, 'daftar'>, username: string | undefined) {
  const daftar: ApiMaster['daftar'] = api.daftar;
  return useQuery({
    ...kueri(daftar, { query: { username } }),
    select: (r) => (r.respon[0] as T | undefined) ?? null,
    enabled: Boolean(username),
  });
}

/** Active doctors with their week (or one clinic's), tampil_online included. */
export function useJadwalDokter(poli: string) {
  return useQuery({
    ...kueri(dokterApi.jadwal, { query: { poli: poli || undefined } }),
    select: (r) => r.respon,
  });
}

export function useUbahOnline() {
  return useMutation({
    mutationFn: ({ uid, tampil_online }: { uid: string; tampil_online: boolean }) =>
      panggil(dokterApi.online, { params: { uid }, body: { tampil_online } }).then((r) => r.respon),
    onSuccess: () => segarkanMaster(dokterApi),
  });
}

/** The doctor's leave not yet over (/admin-dokteronline). */
export function useCutiDokter(uid: string | null) {
  return useQuery({
    ...kueri(dokterApi.cuti, { params: { uid: uid ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(uid),
  });
}

const segarkanCuti = () => segarkanMaster(dokterApi);

export function useTambahCuti() {
  return useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: CutiDokterInput }) =>
      panggil(dokterApi.tambahCuti, { params: { uid }, body }).then((r) => r.respon),
    onSuccess: segarkanCuti,
  });
}

export function useBatalCuti() {
  return useMutation({
    mutationFn: (uid: string) => panggil(dokterApi.batalCuti, { params: { uid } }).then((r) => r.respon),
    onSuccess: segarkanCuti,
  });
}

export function useUbahKuotaJkn() {
  return useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: KuotaJknInput }) =>
      panggil(dokterApi.kuotaJkn, { params: { uid }, body }).then((r) => r.respon),
    onSuccess: () => segarkanMaster(dokterApi),
  });
}
