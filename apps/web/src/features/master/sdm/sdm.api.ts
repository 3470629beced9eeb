import type { AkunTautan, Dokter, JadwalDokter, Karyawan } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import { queryClient } from '../../../api/query.ts';

export const KARYAWAN_PATH = '/master/karyawan';
export const DOKTER_PATH = '/master/dokter';
export const PERAWAT_PATH = '/master/perawat';

interface Respon<T> {
  respon: T;
}

/**
 * The employee record behind a doctor, for the doctor form: the doctor DTO every role reads has no
 * personal data. Keyed under the doctor path so saving a doctor refreshes it.
 */
export function useKaryawanDokter(uid: string | null) {
  return useQuery({
    queryKey: [DOKTER_PATH, uid, 'karyawan'],
    queryFn: () => http.get<Respon<Karyawan>>(`${KARYAWAN_PATH}/${uid}`).then((r) => r.respon),
    enabled: Boolean(uid),
  });
}

/** Login accounts for the account picker, each with the active employee already holding it. */
export function useAkunTautan() {
  return useQuery({
    queryKey: [KARYAWAN_PATH, 'akun'],
    queryFn: () =>
      http.get<Respon<AkunTautan[]>>(`${KARYAWAN_PATH}/akun`, { limitless: 'true' }).then((r) => r.respon),
    staleTime: 30_000,
  });
}

/** Active employees without a doctor or nurse profile, to take into the doctor or nurse form. */
export function useKaryawanTanpaProfil(aktif: boolean) {
  return useQuery({
    queryKey: [KARYAWAN_PATH, { tanpa_profil: true }],
    queryFn: () =>
      http
        .get<Respon<Karyawan[]>>(KARYAWAN_PATH, { tanpa_profil: 'true', status: 'AKTIF', limitless: 'true' })
        .then((r) => r.respon),
    enabled: aktif,
  });
}

/** The record linked to a login (/kelola-dokter/:username), or null when none is. */
export function useMilikAkun<T>(path: string, username: string | undefined) {
  return useQuery({
    queryKey: [path, { username }],
    queryFn: () => http.get<Respon<T[]>>(path, { username }).then((r) => r.respon[0] ?? null),
    enabled: Boolean(username),
  });
}

/** Active doctors with their week (or one clinic's), tampil_online included. */
export function useJadwalDokter(poli: string) {
  return useQuery({
    queryKey: [DOKTER_PATH, 'jadwal', { poli }],
    queryFn: () =>
      http
        .get<Respon<JadwalDokter>>(`${DOKTER_PATH}/jadwal`, { poli: poli || undefined })
        .then((r) => r.respon),
  });
}

export function useUbahOnline() {
  return useMutation({
    mutationFn: ({ uid, tampil_online }: { uid: string; tampil_online: boolean }) =>
      http.put<Respon<Dokter>>(`${DOKTER_PATH}/${uid}/online`, { tampil_online }).then((r) => r.respon),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [DOKTER_PATH] }),
        queryClient.invalidateQueries({ queryKey: ['/log-activity'] }),
      ]),
  });
}
