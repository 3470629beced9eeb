import type { Akun, AkunCreate, AkunUpdate, akunValidasiResponseSchema, StatusAktif } from '@rawat/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../api/client.ts';
import { queryClient } from '../../api/query.ts';

export const AKUN_PATH = '/akun';
export const DASHBOARD_PATH = '/admin/dashboard';

type ValidasiUsername = z.infer<typeof akunValidasiResponseSchema>;
interface AkunRespon {
  respon: Akun;
}

/** Every mutation refreshes the account list and the dashboard counts built from it. */
async function segarkan(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [AKUN_PATH] }),
    queryClient.invalidateQueries({ queryKey: [DASHBOARD_PATH] }),
    queryClient.invalidateQueries({ queryKey: ['/log-activity'] }),
  ]);
}

export function cekUsername(username: string): Promise<ValidasiUsername> {
  return http.get<ValidasiUsername>(`${AKUN_PATH}/validasi`, { username });
}

export function useBuatAkun() {
  return useMutation({
    mutationFn: (body: AkunCreate) => http.post<AkunRespon>(AKUN_PATH, body).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useUbahAkun() {
  return useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: AkunUpdate }) =>
      http.put<AkunRespon>(`${AKUN_PATH}/${uid}`, body).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useUbahStatusAkun() {
  return useMutation({
    mutationFn: ({ uid, status }: { uid: string; status: StatusAktif }) =>
      http.put<AkunRespon>(`${AKUN_PATH}/${uid}/status`, { status }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ uid, password }: { uid: string; password: string }) =>
      http.put<{ message: string }>(`${AKUN_PATH}/${uid}/password`, { password }),
    onSuccess: segarkan,
  });
}
