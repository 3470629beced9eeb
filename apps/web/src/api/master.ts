import { type ApiMaster, type ApiTarif, logApi, type Masukan, type StatusAktif } from '@rawat/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil } from './kontrak.ts';
import { type PagedList, queryClient, usePagedList } from './query.ts';

/**
 * The hooks of every master list, given its contracts (`kontrakMaster(...)` in @rawat/domain).
 * They are generic over the record type T: the contracts promise T (`ApiMaster<T>`), but TypeScript
 * cannot read T back through a generic contract, so the answer is widened once, here.
 */
const respon = <T>(r: { respon: unknown }) => r.respon as T;

/**
 * A list and everything derived from it (detail, tariffs, the activity log) goes stale together:
 * their query keys start with the list's path (/master/tindakan, /master/tindakan/:uid/tarif).
 */
export async function segarkanMaster(api: Pick<ApiMaster, 'daftar'>): Promise<void> {
  const path = api.daftar.path;
  await Promise.all([
    queryClient.invalidateQueries({
      predicate: (q) => {
        const k = q.queryKey[0];
        return typeof k === 'string' && (k === path || k.startsWith(`${path}/`));
      },
    }),
    queryClient.invalidateQueries({ queryKey: [logApi.daftar.path] }),
  ]);
}

/** Create, edit and (de)activate one master list's records. */
export function useMasterMutasi<T>(api: ApiMaster<T>) {
  const a: ApiMaster = api;
  const onSuccess = () => segarkanMaster(a);
  const buat = useMutation({
    mutationFn: (body: unknown) => panggil(a.buat, { body }).then(respon<T>),
    onSuccess,
  });
  const ubah = useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: unknown }) =>
      panggil(a.ubah, { params: { uid }, body }).then(respon<T>),
    onSuccess,
  });
  const ubahStatus = useMutation({
    mutationFn: ({ uid, status }: { uid: string; status: StatusAktif }) =>
      panggil(a.status, { params: { uid }, body: { status } }).then(respon<T>),
    onSuccess,
  });
  return { buat, ubah, ubahStatus };
}

/** A master list page's rows: search, status and the list's own filters, paged. */
export function useMasterList<T>(api: ApiMaster<T>, filters: Record<string, string | undefined>) {
  const a: ApiMaster = api;
  return usePagedList(a.daftar, filters) as PagedList<T>;
}

/** `/validasi`: is a code or name free among active records, not counting `kecuali`. */
export function cekValidasi(
  api: Pick<ApiMaster, 'validasi'>,
  field: 'kode' | 'nama',
  value: string,
  kecuali?: string,
) {
  return panggil(api.validasi, { query: { field, value, kecuali } });
}

/** Every active record of a master list, for selects (small lists: polyclinics, banks, units…). */
export function useMasterAktif<T>(
  api: Pick<ApiMaster<T>, 'daftar'>,
  filters: Record<string, string | undefined> = {},
) {
  const daftar: ApiMaster['daftar'] = api.daftar;
  return useQuery({
    ...kueri(daftar, { query: { ...filters, status: 'AKTIF', limitless: 'true' } }),
    select: respon<T[]>,
    staleTime: 60_000,
  });
}

/** A page of a master list for a search-as-you-type picker; the last answer stays while typing. */
export function useCariMaster<T>(
  api: Pick<ApiMaster<T>, 'daftar'>,
  query: Record<string, string | number | undefined>,
) {
  const daftar: ApiMaster['daftar'] = api.daftar;
  return useQuery({ ...kueri(daftar, { query }), select: respon<T[]>, placeholderData: keepPreviousData });
}

/** The prices of one item: in force today and the history. */
export function useTarif(api: ApiTarif, uid: string | null) {
  return useQuery({
    ...kueri(api.tarif, { params: { uid: uid ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(uid),
  });
}

export type BodyTarif = Masukan<ApiTarif['aturTarif']>['body'];

/** Sets an item's prices; its list (which shows today's price) refreshes with them. */
export function useAturTarif(api: ApiTarif & Pick<ApiMaster, 'daftar'>) {
  return useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: BodyTarif }) =>
      panggil(api.aturTarif, { params: { uid }, body }).then((r) => r.respon),
    onSuccess: () => segarkanMaster(api),
  });
}
