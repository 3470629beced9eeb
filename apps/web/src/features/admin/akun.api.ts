import { adminApi, akunApi, logApi, type Masukan, type StatusAktif } from '@rawat/domain';
import { useMutation } from '@tanstack/react-query';
import { panggil } from '../../api/kontrak.ts';
import { queryClient } from '../../api/query.ts';

/** Every mutation refreshes the account list and the dashboard counts built from it. */
async function segarkan(): Promise<void> {
  await Promise.all(
    [akunApi.daftar.path, adminApi.dashboard.path, logApi.daftar.path].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  );
}

export function cekUsername(username: string) {
  return panggil(akunApi.validasi, { query: { username } });
}

export function useBuatAkun() {
  return useMutation({
    mutationFn: (body: Masukan<typeof akunApi.buat>['body']) =>
      panggil(akunApi.buat, { body }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useUbahAkun() {
  return useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: Masukan<typeof akunApi.ubah>['body'] }) =>
      panggil(akunApi.ubah, { params: { uid }, body }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useUbahStatusAkun() {
  return useMutation({
    mutationFn: ({ uid, status }: { uid: string; status: StatusAktif }) =>
      panggil(akunApi.status, { params: { uid }, body: { status } }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ uid, password }: { uid: string; password: string }) =>
      panggil(akunApi.resetPassword, { params: { uid }, body: { password } }),
    onSuccess: segarkan,
  });
}
