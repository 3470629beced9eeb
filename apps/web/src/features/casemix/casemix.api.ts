import { klaimApi } from '@rawat/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { kueri, kunci, panggil } from '../../api/kontrak.ts';
import { queryClient } from '../../api/query.ts';

type Body<K extends keyof typeof klaimApi> = (typeof klaimApi)[K] extends { body: z.ZodType }
  ? z.input<(typeof klaimApi)[K]['body']>
  : never;

export function useDetailKlaim(sepUid: string) {
  return useQuery({ ...kueri(klaimApi.detail, { params: { sep_uid: sepUid } }), select: (r) => r.respon });
}

export function useRekapKlaim(bulan: string) {
  return useQuery({
    ...kueri(klaimApi.rekap, { query: { bulan } }),
    enabled: /^\d{4}-\d{2}$/.test(bulan),
    placeholderData: keepPreviousData,
  });
}

export type AksiKlaim =
  | 'grouping'
  | 'final'
  | 'kirim'
  | 'cekStatus'
  | 'editUlang'
  | 'verifikasi'
  | 'perbaikan';

/** Every step answers the claim's detail: the cache takes it as it is, and the lists refresh. */
export function useAksiKlaim<A extends AksiKlaim>(sepUid: string, aksi: A) {
  return useMutation({
    mutationFn: (body: Body<A>) =>
      panggil(klaimApi[aksi] as (typeof klaimApi)['final'], {
        params: { sep_uid: sepUid },
        body: body as Body<'final'>,
      }),
    onSuccess: (r) => {
      queryClient.setQueryData(kunci(klaimApi.detail, { params: { sep_uid: sepUid } }), r);
      void queryClient.invalidateQueries({ queryKey: [klaimApi.daftar.path] });
      void queryClient.invalidateQueries({ queryKey: [klaimApi.rekap.path] });
    },
  });
}
