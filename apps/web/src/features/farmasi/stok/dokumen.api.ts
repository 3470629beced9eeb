import type {
  AksesLokasi,
  AksesLokasiEntri,
  DokumenStok,
  DokumenStokRingkas,
  JenisDokumenStok,
  ListEnvelope,
  Produk,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { API_BASE, http } from '../../../api/client.ts';
import { queryClient } from '../../../api/query.ts';
import { useDebounced } from '../../../ui/useDebounced.ts';
import { useMasterAktif } from '../../master/bersama/master.api.ts';
import { PATH_FARMASI } from '../farmasi.paths.ts';

/** API paths of the stock documents (docs/farmasi.md "Stock documents"). */
export const PATH_DOKUMEN: Record<JenisDokumenStok, string> = {
  SR: '/farmasi/stok/sr',
  PR: '/farmasi/stok/pr',
  PO: '/farmasi/stok/po',
  GR: '/farmasi/stok/gr',
};

/** The printable purchase order, for PdfViewerDialog. */
export const urlPdfPo = (uid: string) => `${API_BASE.main}${PATH_DOKUMEN.PO}/${uid}/pdf`;

// A document write moves other documents (PR → DIPESAN, PO → SEBAGIAN) and stock: refresh all.
const segarkan = () =>
  Promise.all([
    ...Object.values(PATH_DOKUMEN).map((p) => queryClient.invalidateQueries({ queryKey: [p] })),
    queryClient.invalidateQueries({ queryKey: ['/farmasi/stok'] }),
  ]);

export interface PilihanLokasi {
  value: string;
  label: string;
  akses: readonly AksesLokasi[];
}

/** The caller's own locations and rights (the same request as the /stok validator). */
export function useAksesSaya() {
  return useQuery({
    queryKey: ['farmasi', 'lokasi', 'akses', 'saya'],
    queryFn: () => http.get<{ respon: AksesLokasiEntri[] }>('/farmasi/lokasi/akses'),
    staleTime: 60_000,
  });
}

/** Locations where the caller holds `akses` (ADMIN: every location); the location pickers offer only these. */
export function useLokasiBerhak(akses: AksesLokasi): PilihanLokasi[] {
  const q = useAksesSaya();
  return (q.data?.respon ?? [])
    .filter((e) => e.akses.includes(akses))
    .map((e) => ({ value: e.lokasi.uid, label: e.lokasi.nama, akses: e.akses }));
}

/** Whether the caller holds `akses` at `lokasiUid`: the screens hide what the server would refuse. */
export function useBolehDi(): (lokasiUid: string | null | undefined, akses: AksesLokasi) => boolean {
  const q = useAksesSaya();
  return (lokasiUid, akses) =>
    Boolean(lokasiUid) &&
    (q.data?.respon ?? []).some((e) => e.lokasi.uid === lokasiUid && e.akses.includes(akses));
}

/** Active warehouses: where an SR may be sent. */
export function useGudang() {
  const q = useMasterAktif<{ uid: string; nama: string }>(PATH_FARMASI.lokasi, { jenis: 'GUDANG' });
  return (q.data ?? []).map((l) => ({ value: l.uid, label: l.nama }));
}

export function useSupplier() {
  const q = useMasterAktif<{ uid: string; kode: string; nama: string }>(PATH_FARMASI.supplier);
  return (q.data ?? []).map((s) => ({ value: s.uid, label: s.nama }));
}

export type ProdukPilihan = Pick<
  Produk,
  'uid' | 'kode' | 'nama' | 'satuan_dasar' | 'harga_dasar' | 'konversi'
>;

/** Active products matching what is typed (name, generic name or code), 20 at a time. */
export function useCariProduk(cari: string) {
  const q = useDebounced(cari);
  return useQuery({
    queryKey: [PATH_FARMASI.produk, { search: q, status: 'AKTIF', limit: 20 }],
    queryFn: () =>
      http
        .get<ListEnvelope<ProdukPilihan>>(PATH_FARMASI.produk, { search: q, status: 'AKTIF', limit: 20 })
        .then((r) => r.respon),
  });
}

export function useDokumen(jenis: JenisDokumenStok, uid: string | null) {
  return useQuery({
    queryKey: [PATH_DOKUMEN[jenis], uid],
    queryFn: () => http.get<{ respon: DokumenStok }>(`${PATH_DOKUMEN[jenis]}/${uid}`).then((r) => r.respon),
    enabled: Boolean(uid),
    staleTime: 0,
  });
}

/** Open documents of one kind at one location (a PR to order, a PO to receive). */
export function useDokumenTerbuka(jenis: JenisDokumenStok, status: string[], lokasiUid: string) {
  return useQuery({
    queryKey: [PATH_DOKUMEN[jenis], { terbuka: status, lokasiUid }],
    queryFn: async () => {
      const hasil = await Promise.all(
        status.map((s) =>
          http.get<ListEnvelope<DokumenStokRingkas>>(PATH_DOKUMEN[jenis], {
            status: s,
            lokasi_uid: lokasiUid || undefined,
            limit: 100,
          }),
        ),
      );
      return hasil.flatMap((r) => r.respon);
    },
    staleTime: 0,
  });
}

/** Any write on a document: create (`aksi` empty) or an action on one (`penuhi`, `tolak`, `batal`). */
export function useTulisDokumen(jenis: JenisDokumenStok) {
  return useMutation({
    mutationFn: ({ uid, aksi, body }: { uid?: string; aksi?: string; body: unknown }) =>
      http
        .post<{ respon: DokumenStok }>(
          uid ? `${PATH_DOKUMEN[jenis]}/${uid}/${aksi}` : PATH_DOKUMEN[jenis],
          body,
        )
        .then((r) => r.respon),
    onSuccess: segarkan,
  });
}
